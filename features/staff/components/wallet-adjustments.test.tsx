import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { beforeEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { MOCK_STAFF_TOKEN } from "@/tests/msw/handlers/staff";
import { resetMockMoney } from "@/tests/msw/handlers/staff-money";
import { navigation } from "@/tests/setup/navigation";
import { WalletAdjustments } from "./wallet-adjustments";

beforeEach(() => {
  resetMockMoney();
  Cookies.set("token", MOCK_STAFF_TOKEN);
});

/** The adjustment dialog for Chioma, found through the search in the URL. */
async function openChiomasWallet(locale: "en" | "de" = "en") {
  navigation.searchParams = new URLSearchParams("q=chioma");
  renderWithProviders(<WalletAdjustments />, { locale });
  const name = locale === "en" ? "Adjust wallet: Chioma Eze" : "Guthaben korrigieren: Chioma Eze";
  await userEvent.click(await screen.findByRole("button", { name }));
  return screen.findByRole("dialog");
}

describe("wallet adjustments on the console (decision 0810)", () => {
  it("checks the form, then says an adjustment above the limit waits for a second person", async () => {
    const dialog = await openChiomasWallet();
    expect(await within(dialog).findByText("NGN 5,000.00")).toBeVisible();
    expect(
      within(dialog).getByText("Above NGN 50,000.00, a second finance person approves it."),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(
      await within(dialog).findByText("Enter an amount above zero, such as 1500 or 1500.50."),
    ).toBeVisible();
    expect(within(dialog).getByText("Give a reason (at least 3 characters).")).toBeVisible();

    await userEvent.type(within(dialog).getByLabelText("Amount in NGN"), "75000");
    await userEvent.type(within(dialog).getByLabelText("Reason"), "Refund of a transfer");
    await userEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(
      await within(dialog).findByText(
        "Credit NGN 75,000.00 to the wallet of Chioma Eze? It is above the limit of NGN 50,000.00, so it waits until a second finance person approves it.",
      ),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(
      await screen.findByText("Saved: it waits for a second finance person's approval."),
    ).toBeInTheDocument();

    // It is listed as the requester's own: no Approve for them.
    expect(
      await screen.findByText("You asked for it: another finance person approves it."),
    ).toBeVisible();
    expect(screen.getAllByRole("button", { name: /^Approve/ })).toHaveLength(1);
  });

  it("applies one within the limit at once, and refuses a debit the wallet cannot bear", async () => {
    let dialog = await openChiomasWallet();
    await userEvent.click(await within(dialog).findByRole("radio", { name: "Debit" }));
    await userEvent.type(within(dialog).getByLabelText("Amount in NGN"), "6000");
    await userEvent.type(within(dialog).getByLabelText("Reason"), "Reverse a top-up");
    await userEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    await userEvent.click(await within(dialog).findByRole("button", { name: "Confirm" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "The wallet does not hold this much: a debit cannot take it below zero.",
    );

    await userEvent.clear(within(dialog).getByLabelText("Amount in NGN"));
    await userEvent.type(within(dialog).getByLabelText("Amount in NGN"), "1500.50");
    await userEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(
      await within(dialog).findByText(
        "Debit NGN 1,500.50 from the wallet of Chioma Eze? It is applied at once.",
      ),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Applied: the wallet is updated.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    dialog = await (async () => {
      await userEvent.click(screen.getByRole("button", { name: "Adjust wallet: Chioma Eze" }));
      return screen.findByRole("dialog");
    })();
    expect(await within(dialog).findByText("NGN 3,499.50")).toBeVisible();
  });

  it("approves another person's adjustment after a confirmation, and rejects only with a reason", async () => {
    renderWithProviders(<WalletAdjustments />);
    const approve = await screen.findByRole("button", { name: "Approve: Chioma Eze" });
    expect(screen.getByText("Requested by Fatima Bello", { exact: false })).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Reject: Chioma Eze" }));
    const reject = await screen.findByRole("dialog", { name: "Reject this adjustment" });
    await userEvent.click(within(reject).getByRole("button", { name: "Reject" }));
    expect(await within(reject).findByText("Give a reason (at least 3 characters).")).toBeVisible();
    await userEvent.click(within(reject).getByRole("button", { name: "Cancel" }));

    await userEvent.click(approve);
    const confirm = await screen.findByRole("dialog", { name: "Approve" });
    expect(
      within(confirm).getByText(
        "Apply this credit of NGN 75,000.00 to the wallet of Chioma Eze? Reason given: “Refund of a session paid twice by bank transfer”.",
      ),
    ).toBeVisible();
    await userEvent.click(within(confirm).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Applied: the wallet is updated.")).toBeInTheDocument();
    expect(await screen.findByText("Nothing waits for approval.")).toBeVisible();
  });

  it("shows the decided ones of the list in the URL, in German", async () => {
    navigation.searchParams = new URLSearchParams("status=applied");
    renderWithProviders(<WalletAdjustments />, { locale: "de" });
    expect(await screen.findByText("Noch keine Korrektur gebucht.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Gebucht" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(screen.getByRole("button", { name: "Warten auf Freigabe" }));
    expect(navigation.router.replace).toHaveBeenLastCalledWith("/de");
  });
});
