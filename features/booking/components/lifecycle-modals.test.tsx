import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { generateSlots } from "@/features/availability/slots";
import { clockTime } from "@/lib/time/clock-time";
import { renderWithProviders } from "@/tests/helpers/render";
import { mockBooking, saveBookingState } from "@/tests/msw/fixtures/booking";
import { providerCards } from "@/tests/msw/fixtures/directory";
import { demoTherapist, demoWeek } from "@/tests/msw/fixtures/practice";
import { resetWalletMock } from "@/tests/msw/fixtures/wallet";
import { mockServer } from "@/tests/msw/node";
import type { Booking } from "../schemas";
import { CancelBooking } from "./cancel-booking";
import { AttemptsLeft, RescheduleBooking } from "./reschedule-booking";

const HOUR = 3_600_000;

/** A paid session with Amaka Obi (NGN 20,000) starting `hours` from now, in the mocked store. */
function paidSession(hours: number, patch: Partial<Booking> = {}): Booking {
  const card = providerCards("en").find((p) => p.identifier === demoTherapist.identifier)!;
  const start = Math.ceil((Date.now() + hours * HOUR) / HOUR) * HOUR;
  const booking: Booking = {
    ...mockBooking({
      providerId: card.identifier,
      therapyCategoryId: card.categories[0]!.identifier,
      modality: "video",
    })!,
    // Its own id: an open modal is remembered by id (one modal at a time, across renders).
    identifier: crypto.randomUUID(),
    status: "confirmed",
    previousStatus: "pending",
    holdExpiresAt: null,
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + HOUR).toISOString(),
    ...patch,
  };
  saveBookingState({ [booking.identifier]: booking });
  return booking;
}

beforeEach(() => {
  resetWalletMock();
  Cookies.set("token", "mock-access-token");
});

describe("the client's cancel modal", () => {
  it("previews the refund with its deadline and a countdown, then confirms what came back", async () => {
    const booking = paidSession(72);
    const user = userEvent.setup();
    renderWithProviders(<CancelBooking booking={booking} role="client" />);
    await user.click(screen.getByRole("button", { name: "Cancel session" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel appointment" });
    const preview = await within(dialog).findByTestId("refund-preview");
    expect(preview).toHaveTextContent(
      /^Cancel now and get NGN\s20,000\.00 back\. From \w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M \(your time\) a cancellation is not refunded/,
    );
    expect(preview).toHaveTextContent(/1 day, \d{2}:\d{2}:\d{2} left to cancel with a refund/);
    expect(
      within(dialog).getByRole("link", { name: /client cancellation policy/ }),
    ).toHaveAttribute("target", "_blank");

    await user.type(within(dialog).getByLabelText("Reason (optional)"), "Travel");
    await user.click(within(dialog).getByRole("button", { name: "Cancel session" }));
    const done = await screen.findByRole("dialog", { name: "Session cancelled" });
    expect(done).toHaveTextContent(
      /Your session is cancelled and NGN\s20,000\.00 is back in your wallet\./,
    );
    expect(done).toHaveTextContent("Status before cancelling: Confirmed");
    expect(within(done).getByRole("link", { name: "Back To Dashboard" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/overview\/?$/),
    );
  });

  it("says a cancel inside 48 hours is not refunded", async () => {
    const booking = paidSession(20);
    const user = userEvent.setup();
    renderWithProviders(<CancelBooking booking={booking} role="client" />);
    await user.click(screen.getByRole("button", { name: "Cancel session" }));
    expect(await screen.findByTestId("refund-preview")).toHaveTextContent(
      "The session starts in less than 48 hours, so this cancellation is not refunded.",
    );
  });

  it("shows the refund check's error in the dialog", async () => {
    const booking = paidSession(72);
    saveBookingState({});
    const user = userEvent.setup();
    renderWithProviders(<CancelBooking booking={booking} role="client" />);
    await user.click(screen.getByRole("button", { name: "Cancel session" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel appointment" });
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(/not found|exist/i);
  });

  it("is a plain confirmation for the therapist, with the provider policy", async () => {
    const booking = paidSession(20);
    const user = userEvent.setup();
    renderWithProviders(<CancelBooking booking={booking} role="provider" />);
    await user.click(screen.getByRole("button", { name: "Cancel session" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel appointment" });
    expect(dialog).toHaveTextContent(
      `Do you want to cancel this session with ${booking.client.firstName} ${booking.client.lastName}?`,
    );
    expect(within(dialog).queryByTestId("refund-preview")).toBeNull();
    expect(
      within(dialog).getByRole("link", { name: /provider cancellation policy/ }),
    ).toHaveAttribute("href", expect.stringMatching(/^\/policy\/provider-cancellation\/?$/));
  });
});

describe("a cancel the server refuses", () => {
  it("shows its message in a toast (spec 8.2), and in the dialog", async () => {
    const booking = paidSession(20);
    const message = "This session can no longer be cancelled.";
    mockServer.use(
      http.post("*/api/appointment/:id/cancel", () =>
        HttpResponse.json({ message, code: "NOT_CANCELLABLE" }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<CancelBooking booking={booking} role="provider" />);
    await user.click(screen.getByRole("button", { name: "Cancel session" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel appointment" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel session" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(message);
    const shown = await screen.findAllByText(message);
    expect(shown.filter((el) => !dialog.contains(el))).toHaveLength(1);
  });
});

describe("reschedule attempts", () => {
  const withAttempts = (client: number, provider = 2) =>
    paidSession(100, {
      rescheduleInfo: {
        status: null,
        remainingClientReschedule: client,
        remainingProviderReschedule: provider,
      },
    });

  it("counts down with a plural in English and German", () => {
    const { rerender } = renderWithProviders(
      <AttemptsLeft booking={withAttempts(2)} role="client" />,
    );
    expect(screen.getByTestId("attempts-left")).toHaveTextContent(
      "You have 2 reschedule attempts left.",
    );
    rerender(<AttemptsLeft booking={withAttempts(1)} role="client" />);
    expect(screen.getByTestId("attempts-left")).toHaveTextContent(
      "You have 1 reschedule attempt left.",
    );
    renderWithProviders(<AttemptsLeft booking={withAttempts(1)} role="client" />, {
      locale: "de",
    });
    expect(screen.getByText("Sie können noch 1 Mal verschieben.")).toBeVisible();
  });

  it("is disabled at zero for that side only", () => {
    const booking = withAttempts(0, 1);
    const { unmount } = renderWithProviders(<RescheduleBooking booking={booking} role="client" />);
    expect(screen.getByRole("button", { name: "Reschedule" })).toBeDisabled();
    expect(screen.getByText("Rescheduling limit reached.")).toBeVisible();
    unmount();
    renderWithProviders(<RescheduleBooking booking={booking} role="provider" />);
    expect(screen.getByRole("button", { name: "Reschedule" })).toBeEnabled();
    expect(screen.getByText("You have 1 reschedule attempt left.")).toBeVisible();
  });
});

describe("the reschedule picker", () => {
  it("marks the session's own time 'This session', and another's 'Booked'", async () => {
    // Two free times in a row on one day of the viewer's: this session's and another client's.
    const now = Date.now();
    const free = generateSlots({
      timeZone: demoTherapist.timezone,
      weekly: demoWeek,
      from: now,
      to: now + 40 * 24 * HOUR,
      now,
      minimumNoticeMinutes: 120,
    });
    const day = (ms: number) => new Date(ms).toLocaleDateString("en-CA");
    const i = free.findIndex((s, k) => free[k + 1] && day(s.start) === day(free[k + 1]!.start));
    const [mine, theirs] = [free[i]!, free[i + 1]!];
    const at = (s: typeof mine) => ({
      startTime: new Date(s.start).toISOString(),
      endTime: new Date(s.end).toISOString(),
    });
    const booking = paidSession(0, at(mine));
    const other = paidSession(0, at(theirs));
    saveBookingState({ [booking.identifier]: booking, [other.identifier]: other });

    const user = userEvent.setup();
    renderWithProviders(<RescheduleBooking booking={booking} role="client" />);
    await user.click(screen.getByRole("button", { name: "Reschedule" }));
    const dialog = screen.getByRole("dialog");
    const label = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric" });
    await user.click(
      (await within(dialog).findAllByRole("button", { name: /, free times$/ })).find((b) =>
        b.getAttribute("aria-label")!.includes(label.format(mine.start)),
      )!,
    );
    // The picker reads times in the viewer's zone, in the language's short form.
    const hhmm = (ms: number) => clockTime(ms, "en");
    expect(
      await within(dialog).findByRole("button", { name: `${hhmm(mine.start)}This session` }),
    ).toBeDisabled();
    expect(
      within(dialog).getByRole("button", { name: `${hhmm(theirs.start)}Booked` }),
    ).toBeDisabled();
    expect(
      within(dialog).getByText("Grayed out slots are already booked for other sessions"),
    ).toBeVisible();
  });
});
