import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { mockSessionWithAmaka } from "@/tests/helpers/mock-bookings";
import type { Booking } from "../schemas";
import { BookingDetail } from "./booking-detail";
import { ReceiptView } from "./receipt-view";

afterEach(() => Cookies.remove("token"));

function session(changes: Partial<Booking>) {
  Cookies.set("token", "mock-access-token");
  return mockSessionWithAmaka(changes);
}

describe("a session's receipt", () => {
  it("shows who paid whom for which session, and prints", async () => {
    const booking = session({ status: "confirmed", holdExpiresAt: null });
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    renderWithProviders(<ReceiptView id={booking.identifier} role="client" />);
    expect(await screen.findByRole("heading", { name: "Receipt" })).toBeVisible();
    expect(
      screen.getByText(`Receipt no. ${booking.identifier.slice(0, 8).toUpperCase()}`),
    ).toBeVisible();
    expect(screen.getByText("Amaka Obi, MSc")).toBeVisible();
    const total = screen.getByRole("row", { name: /Total paid/ });
    expect(within(total).getByText(/20,000\.00/)).toBeVisible();
    expect(screen.queryByRole("row", { name: /Refunded/ })).toBeNull();
    await userEvent.setup().click(screen.getByRole("button", { name: "Print or save as PDF" }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });

  it("takes a refund off what was paid", async () => {
    const booking = session({
      status: "cancelled",
      previousStatus: "confirmed",
      holdExpiresAt: null,
      // Cancelled by the therapist: always refunded in full.
      cancellation: { by: "provider", at: new Date().toISOString(), note: null },
    });
    renderWithProviders(<ReceiptView id={booking.identifier} role="client" />);
    expect(await screen.findByText("This session was cancelled.")).toBeVisible();
    expect(screen.getByRole("row", { name: /Refunded to the wallet/ })).toHaveTextContent(
      /−NGN\s?20,000\.00/,
    );
    expect(screen.getByRole("row", { name: /Total paid/ })).toHaveTextContent(/NGN\s?0\.00/);
  });

  it("says why an unpaid session has none, and the session page does not offer one", async () => {
    const booking = session({ status: "pending" });
    renderWithProviders(<ReceiptView id={booking.identifier} role="client" />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This session was not paid for, so it has no receipt.",
    );
    renderWithProviders(<BookingDetail id={booking.identifier} role="client" />);
    expect(await screen.findByText("Continue to payment")).toBeVisible();
    expect(screen.queryByRole("link", { name: "Receipt" })).toBeNull();
  });

  it("is offered on a paid session's page", async () => {
    const booking = session({ status: "confirmed", holdExpiresAt: null });
    renderWithProviders(<BookingDetail id={booking.identifier} role="client" />);
    expect(await screen.findByRole("link", { name: "Receipt" })).toHaveAttribute(
      "href",
      `/appointments/${booking.identifier}/receipt`,
    );
  });
});
