import { screen } from "@testing-library/react";
import Cookies from "js-cookie";
import { beforeEach, expect, it } from "vitest";
import { withDeviceZone } from "@/tests/helpers/zones";
import { renderWithProviders } from "@/tests/helpers/render";
import { mockSessionWithAmaka } from "@/tests/helpers/mock-bookings";
import { entry, resetWalletMock, saveWalletState, walletState } from "@/tests/msw/fixtures/wallet";
import { TransactionDetail } from "./transaction-detail";

beforeEach(() => {
  resetWalletMock();
  Cookies.set("token", "mock-access-token");
});
withDeviceZone("Africa/Lagos");

it("shows when a transaction happened on the viewer's clock, not the server's UTC", async () => {
  // The top-up of the mocked wallet, at 08:00 UTC: 09:00 in Lagos.
  renderWithProviders(<TransactionDetail id="00000000-0000-4000-8000-000000000001" />);
  expect(await screen.findByText("Nov 1, 2026, 9:00 AM")).toBeInTheDocument();
});

it("links a session payment to the session it paid, on the viewer's clock", async () => {
  const booking = mockSessionWithAmaka({
    status: "confirmed",
    startTime: "2026-12-01T09:00:00.000Z",
    endTime: "2026-12-01T10:00:00.000Z",
  });
  const wallet = walletState();
  const charge = entry(9, "booking_charge", -1_250_000, 750_000, "2026-11-20T09:00:00.000Z");
  wallet.transactions.unshift({ ...charge, reference: `booking:${booking.identifier}` });
  saveWalletState(wallet);

  renderWithProviders(<TransactionDetail id={charge.identifier} />);
  const link = await screen.findByRole("link", {
    name: "Amaka Obi · Tuesday, December 1, 2026 at 10:00 AM",
  });
  expect(link).toHaveAttribute("href", `/appointments/${booking.identifier}`);
  expect(screen.getByText("Session")).toBeInTheDocument();
  // The ledger's English note ("Session with Amaka Obi") says nothing the link does not.
  expect(screen.queryByText("Description")).not.toBeInTheDocument();
});

it("shows the note support wrote on an adjustment", async () => {
  const wallet = walletState();
  const adjustment = {
    ...entry(9, "adjustment", 100_000, 1_350_000, "2026-11-20T09:00:00.000Z"),
    description: "Goodwill credit for the dropped call",
  };
  wallet.transactions.unshift(adjustment);
  saveWalletState(wallet);

  renderWithProviders(<TransactionDetail id={adjustment.identifier} />);
  expect(await screen.findByText("Goodwill credit for the dropped call")).toBeInTheDocument();
  expect(screen.queryByRole("link", { name: /·/ })).not.toBeInTheDocument();
});
