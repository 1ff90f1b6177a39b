import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { ErrorCode } from "@/lib/api/error-codes";
import { renderWithProviders } from "@/tests/helpers/render";
import { TEST_NOW } from "@/tests/setup/clock";
import { mockSessionWithAmaka } from "@/tests/helpers/mock-bookings";
import {
  entry,
  receiveMockTransfer,
  resetWalletMock,
  saveWalletState,
  walletState,
} from "@/tests/msw/fixtures/wallet";
import { mockServer } from "@/tests/msw/node";
import { WalletOverview } from "./wallet-overview";

const daysAgo = (days: number) => new Date(TEST_NOW.getTime() - days * 86_400_000).toISOString();

beforeEach(() => {
  resetWalletMock();
  Cookies.set("token", "mock-access-token");
});

describe("the wallet page", () => {
  it("shows the balance, the stats and the transactions", async () => {
    renderWithProviders(<WalletOverview />);
    expect(await screen.findByTestId("wallet-balance")).toHaveTextContent("NGN 12,500.00");
    expect(await screen.findByText("NGN 20,000.00")).toBeVisible();
    const list = within(screen.getByRole("region", { name: "Transactions" }));
    expect(await list.findByRole("link", { name: /Refund/ })).toBeVisible();
    expect(list.getByText("−NGN 12,500.00")).toBeVisible();
    expect(list.getAllByRole("link")).toHaveLength(3);
    expect(list.getByText("Wallet top-up · Card")).toBeVisible();
  });

  it("says whom a session payment was with, in English and German", async () => {
    const booking = mockSessionWithAmaka({ status: "confirmed" });
    const wallet = walletState();
    const charge = entry(9, "booking_charge", -1_250_000, 0, daysAgo(9));
    wallet.transactions.unshift({ ...charge, reference: `booking:${booking.identifier}` });
    saveWalletState(wallet);

    const { unmount } = renderWithProviders(<WalletOverview />);
    const list = within(await screen.findByRole("region", { name: "Transactions" }));
    const row = await list.findByRole("link", { name: /Session payment.*with Amaka Obi/ });
    expect(row).toHaveAttribute("href", `/transactions/${charge.identifier}`);
    // The fixture's older charge has no session behind it: no name is made up.
    expect(list.getAllByText(/with Amaka Obi/)).toHaveLength(1);
    unmount();

    renderWithProviders(<WalletOverview />, { locale: "de" });
    const german = within(await screen.findByRole("region", { name: "Transaktionen" }));
    expect(await german.findByText(/mit Amaka Obi/)).toBeVisible();
  });

  it("names a correction by our finance team, with the reason they gave, in English and German", async () => {
    const wallet = walletState();
    const adjustment = {
      ...entry(9, "adjustment", 200_000, 1_450_000, daysAgo(9)),
      description: "Goodwill for the dropped call",
    };
    wallet.transactions.unshift(adjustment);
    saveWalletState(wallet);
    const { unmount } = renderWithProviders(<WalletOverview />);
    const list = within(await screen.findByRole("region", { name: "Transactions" }));
    const row = await list.findByRole("link", {
      name: /^Adjustment.*Goodwill for the dropped call$/,
    });
    expect(row).toHaveTextContent("+NGN 2,000.00");
    unmount();
    renderWithProviders(<WalletOverview />, { locale: "de" });
    const german = within(await screen.findByRole("region", { name: "Transaktionen" }));
    expect(
      await german.findByRole("link", { name: /^Korrektur.*Goodwill for the dropped call$/ }),
    ).toBeVisible();
  });

  it("names a top-up by bank transfer as such", async () => {
    receiveMockTransfer(300_000);
    renderWithProviders(<WalletOverview />);
    const list = within(await screen.findByRole("region", { name: "Transactions" }));
    expect(await list.findByText("Wallet top-up · Bank transfer")).toBeVisible();
  });

  it("says 'Failed to load' when the balance cannot be read", async () => {
    mockServer.use(
      http.get("*/api/wallet/balance", () =>
        HttpResponse.json(
          { message: "Something went wrong on our side.", code: ErrorCode.SERVER_ERROR },
          { status: 500 },
        ),
      ),
    );
    renderWithProviders(<WalletOverview />);
    expect(await screen.findByText("Failed to load")).toBeVisible();
  });

  it("filters by type and asks the API with the spec's query names", async () => {
    const queries: string[] = [];
    mockServer.events.on("request:start", ({ request }) => {
      if (request.url.includes("/wallet/transactions")) queries.push(new URL(request.url).search);
    });
    const user = userEvent.setup();
    renderWithProviders(<WalletOverview />, { locale: "de" });
    const list = within(await screen.findByRole("region", { name: "Transaktionen" }));
    await user.selectOptions(list.getByLabelText("Art"), "Erstattung");
    await waitFor(() => expect(list.getAllByRole("link")).toHaveLength(1));
    expect(queries.at(-1)).toBe("?transactionType=refund&page=1");
    await user.selectOptions(list.getByLabelText("Art"), "Gutschein");
    expect(await list.findByText("Keine Transaktionen entsprechen diesen Filtern.")).toBeVisible();
    mockServer.events.removeAllListeners();
  });
});
