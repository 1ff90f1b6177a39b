import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { beforeEach, describe, expect, it } from "vitest";
import { withDeviceZone } from "@/tests/helpers/zones";
import { mockSessionWithAmaka } from "@/tests/helpers/mock-bookings";
import { renderWithProviders } from "@/tests/helpers/render";
import { resetWalletMock } from "@/tests/msw/fixtures/wallet";
import { TEST_NOW } from "@/tests/setup/clock";
import { CancelBooking } from "./cancel-booking";
import { PayBooking } from "./pay-booking";

const HOUR = 3_600_000;
// Eight days after the pinned "now", on the hour: a session whose refund is still open.
const start = Math.ceil((TEST_NOW.getTime() + 8 * 24 * HOUR) / HOUR) * HOUR;
const refundEnds = start - 48 * HOUR;

/**
 * The one form a session's start (and a deadline) takes, written out here rather than read from
 * lib/time/formats.ts, so a change of that form fails this test: in Lagos, where the viewer is.
 */
const sessionForm = (at: number, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: "Africa/Lagos",
  }).format(at);

beforeEach(() => {
  resetWalletMock();
  Cookies.set("token", "mock-access-token");
});
withDeviceZone("Africa/Lagos");

const session = () =>
  mockSessionWithAmaka({
    // Its own id: an open modal is remembered by id, across renders.
    identifier: crypto.randomUUID(),
    status: "confirmed",
    holdExpiresAt: null,
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + HOUR).toISOString(),
  });

describe("a session's time, one form per language (issue 74)", () => {
  it("reads the same in the payment summary and the cancel dialog, its deadline too, in English", async () => {
    expect(sessionForm(start, "en")).toMatch(/^\w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:00 [AP]M$/);
    const booking = session();
    const { unmount } = renderWithProviders(
      <PayBooking bookingId={booking.identifier} topUp={() => null} />,
    );
    const time = await screen.findByText("Time");
    // The viewer's own zone is not named.
    expect(time.nextElementSibling).toHaveTextContent(new RegExp(`^${sessionForm(start, "en")}$`));
    unmount();

    const user = userEvent.setup();
    renderWithProviders(<CancelBooking booking={booking} role="client" />);
    await user.click(screen.getByRole("button", { name: "Cancel session" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel appointment" });
    expect(await within(dialog).findByTestId("refund-preview")).toHaveTextContent(
      `From ${sessionForm(refundEnds, "en")} (your time) a cancellation is not refunded`,
    );
  });

  it("reads the same in both places in German, on its 24-hour clock", async () => {
    expect(sessionForm(start, "de")).toMatch(/^[^\s,]+, \d{1,2}\. \S+ \d{4} um \d{2}:00$/);
    const booking = session();
    const { unmount } = renderWithProviders(
      <PayBooking bookingId={booking.identifier} topUp={() => null} />,
      { locale: "de" },
    );
    const time = await screen.findByText("Zeit");
    expect(time.nextElementSibling).toHaveTextContent(new RegExp(`^${sessionForm(start, "de")}$`));
    unmount();

    const user = userEvent.setup();
    renderWithProviders(<CancelBooking booking={booking} role="client" />, { locale: "de" });
    await user.click(screen.getByRole("button", { name: "Sitzung stornieren" }));
    const dialog = screen.getByRole("dialog", { name: "Termin stornieren" });
    expect(await within(dialog).findByTestId("refund-preview")).toHaveTextContent(
      `Ab ${sessionForm(refundEnds, "de")} (Ihre Zeit) wird eine Stornierung nicht erstattet`,
    );
  });
});
