import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { TEST_NOW } from "@/tests/setup/clock";
import { entry, resetWalletMock, saveWalletState, walletState } from "@/tests/msw/fixtures/wallet";
import { mockServer } from "@/tests/msw/node";
import { WalletOverview } from "./wallet-overview";

beforeEach(() => {
  resetWalletMock();
  Cookies.set("token", "mock-access-token");
});

async function fillAccount(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const field = within(dialog);
  await user.type(field.getByLabelText("Account name"), "Chioma Eze");
  await user.type(field.getByLabelText("Bank name"), "First Bank");
  await user.type(field.getByLabelText("Bank code"), "011");
  await user.type(field.getByLabelText("Account number"), "0123456789");
}

describe("withdrawing from the wallet (decision 0114)", () => {
  it("starts at the balance, confirms where the money goes, and lists it as requested", async () => {
    const user = userEvent.setup();
    renderWithProviders(<WalletOverview />);
    const withdrawals = within(await screen.findByRole("region", { name: "Withdrawals" }));
    expect(
      await withdrawals.findByText("You have not withdrawn anything to a bank account yet."),
    ).toBeVisible();

    await user.click(await screen.findByRole("button", { name: "Withdraw" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByLabelText("Amount (₦)")).toHaveValue("12,500");
    await fillAccount(user, dialog);
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(dialog).toHaveTextContent(
      "Withdraw NGN 12,500.00 to First Bank, account ending 6789, in the name of Chioma Eze?",
    );
    await user.click(within(dialog).getByRole("button", { name: /^Withdraw NGN\s12,500\.00$/ }));

    expect(await withdrawals.findByText("To First Bank ····6789")).toBeVisible();
    expect(withdrawals.getByText("Requested")).toBeVisible();
    await waitFor(() => expect(screen.getByTestId("wallet-balance")).toHaveTextContent("NGN 0.00"));
  });

  it("refuses less than the minimum and more than the balance, before asking", async () => {
    const user = userEvent.setup();
    let asked = 0;
    mockServer.events.on("request:start", ({ request }) => {
      if (request.method === "POST" && request.url.includes("/wallet/withdrawals")) asked++;
    });
    renderWithProviders(<WalletOverview />);
    await user.click(await screen.findByRole("button", { name: "Withdraw" }));
    const dialog = await screen.findByRole("dialog");
    await fillAccount(user, dialog);
    const amount = within(dialog).getByLabelText("Amount (₦)");

    await user.clear(amount);
    await user.type(amount, "999");
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(await within(dialog).findByText("Minimum withdrawal amount is 1,000 ₦")).toBeVisible();

    await user.clear(amount);
    await user.type(amount, "12501");
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(
      await within(dialog).findByText(
        /^You can withdraw at most your balance of NGN\s12,500\.00\.$/,
      ),
    ).toBeVisible();

    await user.clear(amount);
    await user.type(amount, "1000");
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(
      await within(dialog).findByRole("button", { name: /^Withdraw NGN\s1,000\.00$/ }),
    ).toBeVisible();
    expect(asked).toBe(0);
    mockServer.events.removeAllListeners();
  });

  it("says so when the balance is below the minimum, and when the list cannot load", async () => {
    const wallet = walletState();
    wallet.transactions = [entry(1, "top_up", 50_000, 50_000, TEST_NOW.toISOString())];
    saveWalletState(wallet);
    mockServer.use(
      http.get("*/api/wallet/withdrawals", () =>
        HttpResponse.json({ message: "Server error", code: "SERVER_ERROR" }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<WalletOverview />);
    expect(await screen.findByText("Your withdrawals could not be loaded.")).toBeVisible();
    await user.click(await screen.findByRole("button", { name: "Withdraw" }));
    expect(await screen.findByRole("dialog")).toHaveTextContent(
      "Your balance is below the minimum withdrawal of NGN 1,000.00.",
    );
  });
});
