import { screen, within } from "@testing-library/react";
import Cookies from "js-cookie";
import { afterEach, beforeEach, expect, it } from "vitest";
import { mockSessionWithAmaka } from "@/tests/helpers/mock-bookings";
import { renderAnswered, renderWithProviders } from "@/tests/helpers/render";
import {
  mockPartner,
  resetAfterSessionMock,
  saveAfterSessionState,
} from "@/tests/msw/fixtures/after-session";
import { bookingState, saveBookingState } from "@/tests/msw/fixtures/booking";
import { mockServer } from "@/tests/msw/node";
import type { Participant } from "../schemas";
import { InvitedSessions } from "./invited-sessions";

const HOUR = 3_600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

/** Two couples sessions with Amaka the partner is invited to: one in 3 days, one tomorrow. */
function twoInvitations(second: Partial<Participant> = {}) {
  const later = mockSessionWithAmaka({
    status: "confirmed",
    startTime: at(72 * HOUR),
    endTime: at(73 * HOUR),
  });
  const sooner = {
    ...later,
    identifier: "00000000-0000-4000-8000-b00000000099",
    startTime: at(24 * HOUR),
    endTime: at(25 * HOUR),
  };
  saveBookingState({ ...bookingState(), [sooner.identifier]: sooner });
  const invitation = (n: number, bookingId: string, changes: Partial<Participant> = {}) => ({
    identifier: `00000000-0000-4000-8000-e0000000000${n}`,
    bookingId,
    email: mockPartner.email,
    name: null,
    status: "posted" as const,
    providerDecision: null,
    expiresAt: at(20 * HOUR),
    expired: false,
    ...changes,
  });
  saveAfterSessionState({
    reviews: {},
    participants: {
      a: invitation(1, later.identifier),
      b: invitation(2, sooner.identifier, second),
    },
  });
}

beforeEach(() => Cookies.set("token", mockPartner.token));
afterEach(() => {
  resetAfterSessionMock();
  saveBookingState({});
  mockServer.events.removeAllListeners();
});

it("lists the sessions one is invited to, soonest first, each with where one stands", async () => {
  twoInvitations({ status: "acknowledged" });
  renderWithProviders(<InvitedSessions />);
  const section = await screen.findByRole("region", { name: "Sessions you are invited to" });
  const items = within(section).getAllByRole("link");
  expect(items.map((a) => a.getAttribute("href"))).toEqual([
    "/appointments/participant/00000000-0000-4000-8000-e00000000002",
    "/appointments/participant/00000000-0000-4000-8000-e00000000001",
  ]);
  expect(items[0]).toHaveTextContent("You accepted");
  expect(items[0]).toHaveTextContent("Invited by Chioma");
  expect(items[1]).toHaveTextContent("Your answer is awaited");
  expect(items[1]).toHaveTextContent("Amaka Obi");
});

it("says so in German when the therapist turned one away", async () => {
  twoInvitations({ status: "acknowledged", providerDecision: "rejected" });
  renderWithProviders(<InvitedSessions />, { locale: "de" });
  const section = await screen.findByRole("region", {
    name: "Sitzungen, zu denen Sie eingeladen sind",
  });
  expect(within(section).getAllByRole("link")[0]).toHaveTextContent(
    "Von der Therapeutin oder dem Therapeuten abgelehnt",
  );
});

it("shows nothing to someone invited to nothing", async () => {
  twoInvitations();
  Cookies.set("token", "mock-access-token");
  await renderAnswered(<InvitedSessions />, "/api/booking/participant");
  expect(screen.queryByRole("region")).toBeNull();
});
