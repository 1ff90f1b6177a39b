import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/tests/helpers/render";
import { navigation } from "@/tests/setup/navigation";
import { mockSeriesOfThreeWithAmaka } from "@/tests/helpers/mock-bookings";
import { bookingState, saveBookingState } from "@/tests/msw/fixtures/booking";
import { resetCountersMock, seedCounterMock } from "@/tests/msw/handlers/moves";
import type { Booking } from "../schemas";
import { BookingActions } from "./booking-actions";
import { RescheduleBooking } from "./reschedule-booking";

const HOUR = 3_600_000;
const paid = { status: "confirmed", previousStatus: "pending", holdExpiresAt: null } as const;

beforeEach(() => {
  resetCountersMock();
  Cookies.set("token", "mock-access-token");
});

const toasted = (text: string) =>
  vi.waitFor(() => expect(document.querySelector("[data-rht-toaster]")).toHaveTextContent(text));

/** Picks the first free day and its first free time in the open dialog's slot picker. */
async function pickFirstTime(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const days = await within(dialog).findAllByRole("button", {
    name: /, free times$|, freie Zeiten$/,
  });
  await user.click(days[0]!);
  const times = await within(dialog).findAllByRole("button", {
    // A time of day: "9:00 AM" in English, "09:00" in German.
    name: /^(\d{1,2}:\d{2}\s[AP]M|\d{2}:\d{2})$/,
  });
  await user.click(times[0]!);
}

describe("rescheduling a session of a series", () => {
  it("offers this or this and all following, shows each new time, then moves them all", async () => {
    const [first] = mockSeriesOfThreeWithAmaka(paid);
    const user = userEvent.setup();
    renderWithProviders(<RescheduleBooking booking={first!} role="client" />);
    await user.click(screen.getByRole("button", { name: "Reschedule" }));
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByRole("radio", { name: "Only this session" })).toBeChecked();
    await user.click(
      within(dialog).getByRole("radio", { name: "This and all following sessions" }),
    );
    expect(within(dialog).getByText(/every later session of the series moves/)).toBeVisible();
    await pickFirstTime(user, dialog);
    const preview = await within(dialog).findByTestId("following-preview");
    expect(within(preview).getAllByRole("listitem")).toHaveLength(3);
    await user.click(within(dialog).getByRole("button", { name: "Move 3 sessions" }));
    expect(await within(dialog).findByText("3 sessions moved.")).toBeVisible();
    const moved = Object.values(bookingState()).map((b) => b.startTime);
    expect(moved).not.toContain(first!.startTime);
  });

  it("says it in German", async () => {
    const [first] = mockSeriesOfThreeWithAmaka(paid);
    const user = userEvent.setup();
    // Its own id: an open modal is remembered by id.
    const booking = { ...first!, identifier: crypto.randomUUID() };
    renderWithProviders(<RescheduleBooking booking={booking} role="client" />, { locale: "de" });
    await user.click(screen.getByRole("button", { name: "Verschieben" }));
    const dialog = screen.getByRole("dialog");
    expect(
      within(dialog).getByRole("radio", { name: "Diese und alle folgenden Sitzungen" }),
    ).toBeVisible();
  });
});

describe("other times offered for a declined reschedule", () => {
  const offered = (booking: Booking) => {
    const start = Date.parse(booking.startTime!);
    const times = [2, 3].map((d) => ({
      startTime: new Date(start + d * 24 * HOUR).toISOString(),
      endTime: new Date(start + d * 24 * HOUR + HOUR).toISOString(),
    }));
    seedCounterMock(booking.identifier, {
      identifier: "00000000-0000-4000-8000-c00000000001",
      proposedBy: "provider",
      status: "open",
      times,
      expiresAt: new Date(Date.now() + 24 * HOUR).toISOString(),
      chosenStartTime: null,
      note: null,
    });
    return times;
  };

  it("lets the client take one in one click", async () => {
    const [first] = mockSeriesOfThreeWithAmaka(paid);
    const times = offered(first!);
    const user = userEvent.setup();
    renderWithProviders(<BookingActions booking={first!} role="client" />);
    const panel = await screen.findByTestId("counter-proposal");
    expect(within(panel).getByText("Other times suggested")).toBeVisible();
    const take = within(panel).getAllByRole("button", { name: "Take this time" });
    expect(take).toHaveLength(2);
    await user.click(take[1]!);
    await toasted("Moved to the time you chose.");
    expect(bookingState()[first!.identifier]!.startTime).toBe(times[1]!.startTime);
  });

  it("in German, names declining them all apart from the cookie banner's 'Alle ablehnen'", async () => {
    const [first] = mockSeriesOfThreeWithAmaka(paid);
    offered(first!);
    renderWithProviders(<BookingActions booking={first!} role="client" />, { locale: "de" });
    const panel = await screen.findByTestId("counter-proposal");
    expect(within(panel).getAllByRole("button", { name: "Diese Zeit nehmen" })).toHaveLength(2);
    expect(within(panel).getByRole("button", { name: "Alle Vorschläge ablehnen" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Alle ablehnen" })).toBeNull();
  });

  it("shows the therapist who offered them that they wait, in German", async () => {
    const [first] = mockSeriesOfThreeWithAmaka(paid);
    offered(first!);
    renderWithProviders(<BookingActions booking={first!} role="provider" />, { locale: "de" });
    const panel = await screen.findByTestId("counter-proposal");
    expect(within(panel).getByText("Andere vorgeschlagene Zeiten")).toBeVisible();
    expect(within(panel).queryByRole("button", { name: "Diese Zeit nehmen" })).toBeNull();
  });

  it("lets the side a request waits on decline it with other times", async () => {
    const [first] = mockSeriesOfThreeWithAmaka({
      ...paid,
      reschedules: [],
    });
    const start = Date.parse(first!.startTime!);
    const booking: Booking = {
      ...first!,
      reschedules: [
        {
          identifier: "00000000-0000-4000-8000-e00000000009",
          requestedBy: "provider",
          status: "pending",
          from: { startTime: first!.startTime!, endTime: first!.endTime! },
          to: {
            startTime: new Date(start + HOUR).toISOString(),
            endTime: new Date(start + 2 * HOUR).toISOString(),
          },
          note: null,
          decidedAt: null,
          createdAt: new Date().toISOString(),
        },
      ],
    };
    saveBookingState({ ...bookingState(), [booking.identifier]: booking });
    const user = userEvent.setup();
    renderWithProviders(<BookingActions booking={booking} role="client" />);
    await user.click(screen.getByRole("button", { name: "Decline and suggest other times" }));
    const form = screen.getByTestId("counter-form");
    await pickFirstTime(user, form);
    expect(within(form).getByText("Times you suggest")).toBeVisible();
    // Its "Remove" names the time it removes, the one its line shows.
    const remove = within(form).getByRole("button", { name: /^Remove .+/ });
    expect(remove).toHaveTextContent(/^Remove$/);
    expect(remove.closest("li")).toHaveTextContent(
      `${remove.getAttribute("aria-label")!.slice("Remove ".length)}Remove`,
    );
    await user.click(within(form).getByRole("button", { name: "Decline and send these times" }));
    await toasted("Declined. Your times were sent.");
  });
});

describe("a time held for a waitlisted client", () => {
  it("offers its therapist no reschedule or cancel until the client accepts, in English and German", async () => {
    const [first] = mockSeriesOfThreeWithAmaka({ heldForWaitlist: true, series: null });
    const { unmount } = renderWithProviders(<BookingActions booking={first!} role="provider" />);
    expect(screen.getByTestId("waitlist-hold-actions")).toHaveTextContent(
      "This time is held for a client on your waitlist. You can move or cancel it once they have booked it.",
    );
    expect(screen.queryByRole("button", { name: "Reschedule" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Cancel session" })).toBeNull();
    unmount();
    renderWithProviders(<BookingActions booking={first!} role="provider" />, { locale: "de" });
    expect(screen.getByTestId("waitlist-hold-actions")).toHaveTextContent(
      /Warteliste reserviert\. Sie können sie verschieben oder stornieren/,
    );
  });
});

describe("moving an unpaid series", () => {
  it("ends at its payment, with the button 'Reschedule and pay'", async () => {
    const series = mockSeriesOfThreeWithAmaka();
    const user = userEvent.setup();
    renderWithProviders(<RescheduleBooking booking={series[0]!} role="client" />);
    await user.click(screen.getByRole("button", { name: "Reschedule" }));
    const dialog = screen.getByRole("dialog");
    await user.click(
      within(dialog).getByRole("radio", { name: "This and all following sessions" }),
    );
    await pickFirstTime(user, dialog);
    await within(dialog).findByTestId("following-preview");
    await user.click(within(dialog).getByRole("button", { name: "Reschedule and pay" }));
    await vi.waitFor(() =>
      expect(navigation.router.push).toHaveBeenCalledWith(`/payment/${series[0]!.identifier}`),
    );
    const moved = series.map((b) => bookingState()[b.identifier]!.startTime);
    expect(moved).not.toContain(series[0]!.startTime);
  });

  it("says 'Verschieben und bezahlen' in German", async () => {
    const [first] = mockSeriesOfThreeWithAmaka();
    const booking = { ...first!, identifier: crypto.randomUUID() };
    const user = userEvent.setup();
    renderWithProviders(<RescheduleBooking booking={booking} role="client" />, { locale: "de" });
    await user.click(screen.getByRole("button", { name: "Verschieben" }));
    const dialog = screen.getByRole("dialog");
    await user.click(
      within(dialog).getByRole("radio", { name: "Diese und alle folgenden Sitzungen" }),
    );
    expect(within(dialog).getByRole("button", { name: "Verschieben und bezahlen" })).toBeVisible();
  });
});
