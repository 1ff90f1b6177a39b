import { screen } from "@testing-library/react";
import Cookies from "js-cookie";
import { afterEach, beforeEach, expect, it } from "vitest";
import { mockSessionWithAmaka } from "@/tests/helpers/mock-bookings";
import { renderAnswered, renderWithProviders } from "@/tests/helpers/render";
import {
  mockPartner,
  resetAfterSessionMock,
  saveAfterSessionState,
} from "@/tests/msw/fixtures/after-session";
import { saveBookingState } from "@/tests/msw/fixtures/booking";
import { MOCK_SESSION_LINK, setSessionLinkMock } from "@/tests/msw/handlers/session-link";
import { mockServer } from "@/tests/msw/node";
import type { Participant } from "../schemas";
import { InvitedStartingSoon } from "./invited-starting-soon";

const MINUTE = 60_000;
const INVITATION = "00000000-0000-4000-8000-e00000000007";
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

/** A confirmed couples session with Amaka starting in `startsIn`, the partner invited to it. */
function invitedTo(startsIn: number, invitation: Partial<Participant> = {}) {
  const session = mockSessionWithAmaka({
    status: "confirmed",
    startTime: at(startsIn),
    endTime: at(startsIn + 60 * MINUTE),
  });
  saveAfterSessionState({
    reviews: {},
    participants: {
      [INVITATION]: {
        identifier: INVITATION,
        bookingId: session.identifier,
        email: mockPartner.email,
        name: null,
        status: "acknowledged",
        providerDecision: null,
        expiresAt: session.startTime!,
        expired: false,
        ...invitation,
      },
    },
  });
  return session;
}

beforeEach(() => {
  Cookies.set("token", mockPartner.token);
  setSessionLinkMock(MOCK_SESSION_LINK);
});
afterEach(() => {
  mockServer.events.removeAllListeners();
  resetAfterSessionMock();
  saveBookingState({});
});

it("puts a session the invitee accepted on the overview from an hour before, with the way in", async () => {
  const session = invitedTo(20 * MINUTE);
  renderWithProviders(<InvitedStartingSoon />);
  const time = new Intl.DateTimeFormat("en", { timeStyle: "short" }).format(
    new Date(session.startTime!),
  );
  const card = await screen.findByRole("region", {
    name: `Your session with Amaka Obi starts at ${time}`,
  });
  expect(card).toHaveTextContent("Invited by Chioma");
  expect(await screen.findByRole("link", { name: "Join the session" })).toHaveAttribute(
    "href",
    MOCK_SESSION_LINK,
  );
  expect(screen.getByRole("link", { name: "Open the invitation" })).toHaveAttribute(
    "href",
    `/appointments/participant/${INVITATION}`,
  );
});

it("says a session under way has started, in German", async () => {
  invitedTo(-10 * MINUTE);
  renderWithProviders(<InvitedStartingSoon />, { locale: "de" });
  expect(
    await screen.findByRole("heading", { name: "Ihre Sitzung mit Amaka Obi hat begonnen" }),
  ).toBeVisible();
});

it("shows nothing for a session further off, one not accepted, or one the therapist turned the invitee away from", async () => {
  for (const [startsIn, invitation] of [
    [90 * MINUTE, {}],
    [20 * MINUTE, { status: "posted" }],
    [20 * MINUTE, { status: "rejected" }],
    [20 * MINUTE, { providerDecision: "rejected" }],
  ] as const) {
    invitedTo(startsIn, invitation);
    const view = await renderAnswered(<InvitedStartingSoon />, "/api/booking/participant");
    expect(screen.queryByRole("region")).toBeNull();
    view.unmount();
  }
});
