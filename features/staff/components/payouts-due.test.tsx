import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { MOCK_STAFF_TOKEN } from "@/tests/msw/handlers/staff";
import { resetMockMoney } from "@/tests/msw/handlers/staff-money";
import { mockServer } from "@/tests/msw/node";
import { navigation } from "@/tests/setup/navigation";
import { PayoutsDue } from "./payouts-due";

beforeEach(() => {
  resetMockMoney();
  Cookies.set("token", MOCK_STAFF_TOKEN);
});

const jamesRow = () =>
  screen.getByRole("button", { name: "Record as paid: James Carter, GBP" }).closest("li")!;

describe("the console's payouts (decision 0810)", () => {
  it("lists last month's earnings with the account to pay, what is recorded, and what cannot be paid", async () => {
    renderWithProviders(<PayoutsDue />);
    // TEST_NOW is in November 2026: the last full month is preselected.
    expect(screen.getByRole("combobox", { name: "Month" })).toHaveValue("2026-10");
    expect(
      await screen.findByRole("button", { name: "Record as paid: James Carter, GBP" }),
    ).toBeEnabled();
    const james = within(jamesRow());
    expect(james.getByText("£240.00")).toBeVisible();
    expect(james.getByText("55771004")).toBeVisible();
    expect(james.getByText("Barclays · code 204514")).toBeVisible();
    expect(james.getByText("3 sessions")).toBeVisible();
    expect(screen.getByText("No payout account yet: nothing can be paid.")).toBeVisible();
    expect(
      screen.getByRole("button", { name: "Record as paid: Tunde Bakare, NGN" }),
    ).toBeDisabled();
    expect(screen.getByText(/^Paid .* · Ref\. HVN-0001$/)).toBeVisible();

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Month" }), "2026-09");
    expect(navigation.router.replace).toHaveBeenLastCalledWith("/?month=2026-09");
  });

  it("records a payout after its reference and a confirmation, and the row says so", async () => {
    renderWithProviders(<PayoutsDue />);
    await userEvent.click(
      await screen.findByRole("button", { name: "Record as paid: James Carter, GBP" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Record as paid: James Carter, GBP" });
    expect(within(dialog).getByText("£240.00 to James Carter for October 2026")).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(await within(dialog).findByText("Enter the transfer reference.")).toBeVisible();

    await userEvent.type(within(dialog).getByLabelText("Transfer reference"), "BARC-7781");
    await userEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(
      await within(dialog).findByText(
        "Record £240.00 to James Carter as paid for October 2026, with reference BARC-7781? James Carter is emailed, and this cannot be undone here.",
      ),
    ).toBeVisible();
    // Back keeps what was typed.
    await userEvent.click(within(dialog).getByRole("button", { name: "Back" }));
    expect(within(dialog).getByLabelText("Transfer reference")).toHaveValue("BARC-7781");
    await userEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    await userEvent.click(await within(dialog).findByRole("button", { name: "Record as paid" }));

    expect(await screen.findByText("Recorded. James Carter is emailed.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(await screen.findByText(/^Paid .* · Ref\. BARC-7781$/)).toBeVisible();
  });

  it("says why in the dialog when someone else recorded it first", async () => {
    mockServer.use(
      http.post("*/api/staff/payouts", () =>
        HttpResponse.json(
          {
            code: "PAYOUT_ALREADY_RECORDED",
            message:
              "This payout is already recorded (perhaps by someone else just now). Reload the list.",
          },
          { status: 409 },
        ),
      ),
    );
    renderWithProviders(<PayoutsDue />);
    await userEvent.click(
      await screen.findByRole("button", { name: "Record as paid: James Carter, GBP" }),
    );
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText("Transfer reference"), "LATE-1");
    await userEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    await userEvent.click(await within(dialog).findByRole("button", { name: "Record as paid" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "This payout is already recorded (perhaps by someone else just now). Reload the list.",
    );
    // Back at the form, to close or try again.
    expect(within(dialog).getByLabelText("Transfer reference")).toHaveValue("LATE-1");
  });

  it("refuses a day paid before the month, in German too", async () => {
    renderWithProviders(<PayoutsDue />, { locale: "de" });
    await userEvent.click(
      await screen.findByRole("button", { name: "Als bezahlt erfassen: James Carter, GBP" }),
    );
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("240,00 £ an James Carter für Oktober 2026")).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText("Referenz der Überweisung"), "SPK-1");
    const day = within(dialog).getByLabelText("Bezahlt am");
    await userEvent.clear(day);
    await userEvent.type(day, "30.09.2026");
    await userEvent.click(within(dialog).getByRole("button", { name: "Weiter" }));
    expect(
      await within(dialog).findByText("Der Zahltag kann nicht vor Beginn des Monats liegen."),
    ).toBeVisible();
  });

  it("says when nobody earned anything, and when the list could not load", async () => {
    mockServer.use(
      http.get("*/api/staff/payouts", () =>
        HttpResponse.json({ data: [], meta: { page: 1, pageSize: 25, total: 0 } }),
      ),
    );
    const { unmount } = renderWithProviders(<PayoutsDue />);
    expect(await screen.findByText("Nobody earned anything in this month.")).toBeVisible();
    unmount();
    mockServer.use(
      http.get("*/api/staff/payouts", () =>
        HttpResponse.json({ message: "Server error" }, { status: 500 }),
      ),
    );
    renderWithProviders(<PayoutsDue />);
    expect(await screen.findByText("Could not load this.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
  });
});
