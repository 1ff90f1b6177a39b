import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { beforeEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { mockSeriesOfThreeWithAmaka } from "@/tests/helpers/mock-bookings";
import { bookingState, saveBookingState } from "@/tests/msw/fixtures/booking";
import { resetWalletMock } from "@/tests/msw/fixtures/wallet";
import type { Booking } from "../schemas";
import { CancelBooking } from "./cancel-booking";

const HOUR = 3_600_000;

/**
 * The mocked paid series of three with Amaka (NGN 20,000 each), its first session moved to a day
 * from now: inside 48 hours, so only the two later ones are refunded.
 */
function paidSeriesFirstInside48Hours(): Booking[] {
  const start = Math.ceil((Date.now() + 24 * HOUR) / HOUR) * HOUR;
  const series = mockSeriesOfThreeWithAmaka({
    status: "confirmed",
    previousStatus: "pending",
    holdExpiresAt: null,
  }).map((b, i) => ({
    ...b,
    // Their own ids: an open modal is remembered by id, across tests.
    identifier: crypto.randomUUID(),
    ...(i === 0 && {
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + HOUR).toISOString(),
    }),
  }));
  saveBookingState(Object.fromEntries(series.map((b) => [b.identifier, b])));
  return series;
}

beforeEach(() => {
  resetWalletMock();
  Cookies.set("token", "mock-access-token");
});

describe("cancelling a session of a series", () => {
  it("offers this or this and all following, previews each session's refund and the total, then cancels them all", async () => {
    const [first] = paidSeriesFirstInside48Hours();
    const user = userEvent.setup();
    renderWithProviders(<CancelBooking booking={first!} role="client" />);
    await user.click(screen.getByRole("button", { name: "Cancel session" }));
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByRole("radio", { name: "Only this session" })).toBeChecked();
    expect(within(dialog).getByRole("button", { name: "Keep session" })).toBeVisible();
    // Only this one: the single preview, nothing back inside 48 hours.
    expect(await within(dialog).findByTestId("refund-preview")).toHaveTextContent(
      /less than 48 hours/,
    );
    await user.click(
      within(dialog).getByRole("radio", { name: "This and all following sessions" }),
    );
    const preview = await within(dialog).findByTestId("cancel-following-preview");
    const lines = within(preview).getAllByRole("listitem");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toHaveTextContent(/no refund \(less than 48 hours ahead\)$/);
    expect(lines[1]).toHaveTextContent(/NGN\s?20,000\.00 back$|₦20,000\.00 back$/);
    expect(lines[2]).toHaveTextContent(/20,000\.00 back$/);
    expect(within(dialog).getByTestId("cancel-following-total")).toHaveTextContent(
      /^Total refund: .*40,000\.00$/,
    );
    // The way back keeps every one of them, so it says so.
    expect(within(dialog).getByRole("button", { name: "Keep sessions" })).toBeVisible();
    expect(within(dialog).queryByRole("button", { name: "Keep session" })).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Cancel 3 sessions" }));
    expect(
      await within(dialog).findByText(/^3 sessions cancelled\. Refunded: .*40,000\.00\.$/),
    ).toBeVisible();
    expect(Object.values(bookingState()).map((b) => b.status)).toEqual([
      "cancelled",
      "cancelled",
      "cancelled",
    ]);
  });

  it("says it in German, for the therapist too, who refunds every session", async () => {
    const [first] = paidSeriesFirstInside48Hours();
    const user = userEvent.setup();
    renderWithProviders(<CancelBooking booking={first!} role="provider" />, { locale: "de" });
    await user.click(screen.getByRole("button", { name: "Sitzung stornieren" }));
    const dialog = screen.getByRole("dialog");
    await user.click(
      within(dialog).getByRole("radio", { name: "Diese und alle folgenden Sitzungen" }),
    );
    const preview = await within(dialog).findByTestId("cancel-following-preview");
    expect(within(preview).getAllByRole("listitem")[0]).toHaveTextContent(/20\.000,00.*zurück$/);
    expect(within(dialog).getByTestId("cancel-following-total")).toHaveTextContent(
      /^Erstattung insgesamt: .*60\.000,00/,
    );
    expect(within(dialog).getByRole("button", { name: "Sitzungen behalten" })).toBeVisible();
    await user.click(within(dialog).getByRole("radio", { name: "Nur diese Sitzung" }));
    expect(within(dialog).getByRole("button", { name: "Sitzung behalten" })).toBeVisible();
    await user.click(
      within(dialog).getByRole("radio", { name: "Diese und alle folgenden Sitzungen" }),
    );
    await user.click(within(dialog).getByRole("button", { name: "3 Sitzungen stornieren" }));
    expect(await within(dialog).findByText(/^3 Sitzungen storniert\. Erstattet: /)).toBeVisible();
  });

  it("a single session (no series) offers no choice", async () => {
    const [first] = paidSeriesFirstInside48Hours();
    const user = userEvent.setup();
    const alone: Booking = { ...first!, identifier: crypto.randomUUID(), series: null };
    saveBookingState({ [alone.identifier]: alone });
    renderWithProviders(<CancelBooking booking={alone} role="client" />);
    await user.click(screen.getByRole("button", { name: "Cancel session" }));
    expect(within(screen.getByRole("dialog")).queryByRole("radio")).toBeNull();
  });
});
