import { screen } from "@testing-library/react";
import Cookies from "js-cookie";
import { describe, expect, it } from "vitest";
import { TIME_FORMATS } from "@/lib/time/formats";
import { renderWithProviders } from "@/tests/helpers/render";
import { mockSessionWithAmaka } from "@/tests/helpers/mock-bookings";
import { mockTherapist } from "@/tests/msw/fixtures/notes";
import type { Reschedule, RescheduleStatus } from "../schemas";
import { BookingList } from "./booking-list";

const FROM = { startTime: "2026-12-01T09:00:00.000Z", endTime: "2026-12-01T10:00:00.000Z" };
const TO = { startTime: "2026-12-01T14:00:00.000Z", endTime: "2026-12-01T15:00:00.000Z" };

/** A paid session with Amaka Obi that her move, asked by `by`, has reached `status`. */
function sessionWithMove(by: Reschedule["requestedBy"], status: RescheduleStatus) {
  return mockSessionWithAmaka({
    status: "confirmed",
    holdExpiresAt: null,
    ...FROM,
    reschedules: [
      {
        identifier: "00000000-0000-4000-8000-e00000000001",
        requestedBy: by,
        status,
        from: FROM,
        to: TO,
        note: null,
        decidedAt: null,
        createdAt: "2026-11-27T10:00:00.000Z",
      },
    ],
  });
}

const shown = (locale: string) =>
  new Intl.DateTimeFormat(locale, TIME_FORMATS.session).format(new Date(TO.startTime));

describe("a session's row in the lists while a move waits for an answer", () => {
  it("tells the client their therapist asks to move it, and to when", async () => {
    sessionWithMove("provider", "pending");
    Cookies.set("token", "mock-access-token");
    renderWithProviders(<BookingList role="client" />);
    expect(await screen.findByText(`Asks to move it to ${shown("en")}`)).toBeInTheDocument();
  });

  it("tells the therapist, in German, that they asked and are waiting", async () => {
    sessionWithMove("provider", "pending");
    Cookies.set("token", mockTherapist.token);
    renderWithProviders(<BookingList role="provider" />, { locale: "de" });
    expect(
      await screen.findByText(`Sie haben gebeten, sie auf den ${shown("de")} zu verschieben`),
    ).toBeInTheDocument();
  });

  it("says nothing of a move once it was answered", async () => {
    sessionWithMove("client", "declined");
    Cookies.set("token", "mock-access-token");
    renderWithProviders(<BookingList role="client" />);
    expect(await screen.findByText("Amaka Obi")).toBeInTheDocument();
    expect(screen.queryByText(/move it to/)).not.toBeInTheDocument();
  });
});

describe("a time held for the therapist's waitlist", () => {
  it("shows the therapist that it is held for the waitlist, with no name", async () => {
    mockSessionWithAmaka({
      status: "pending",
      ...FROM,
      heldForWaitlist: true,
      client: { identifier: "", firstName: "", lastName: "" },
    });
    Cookies.set("token", mockTherapist.token);
    renderWithProviders(<BookingList role="provider" />);
    expect(await screen.findByText("A client on your waitlist")).toBeInTheDocument();
    expect(screen.getByText("Held for the waitlist")).toBeInTheDocument();
    expect(screen.queryByText("Amaka Obi")).not.toBeInTheDocument();
  });

  it("says it in German", async () => {
    mockSessionWithAmaka({
      status: "pending",
      ...FROM,
      heldForWaitlist: true,
      client: { identifier: "", firstName: "", lastName: "" },
    });
    Cookies.set("token", mockTherapist.token);
    renderWithProviders(<BookingList role="provider" />, { locale: "de" });
    expect(await screen.findByText("Eine Person auf Ihrer Warteliste")).toBeInTheDocument();
    expect(screen.getByText("Für die Warteliste reserviert")).toBeInTheDocument();
  });
});
