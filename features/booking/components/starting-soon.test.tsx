import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderAnswered, renderWithProviders } from "@/tests/helpers/render";
import { mockSessionWithAmaka } from "@/tests/helpers/mock-bookings";
import { authAnswer } from "@/tests/msw/fixtures/accounts";
import { MOCK_SESSION_LINK, setSessionLinkMock } from "@/tests/msw/handlers/session-link";
import { saveBookingState } from "@/tests/msw/fixtures/booking";
import { mockServer } from "@/tests/msw/node";
import type { Booking } from "../schemas";
import { isStartingSoon, STARTING_SOON_MS } from "../starting-soon-rules";
import { StartingSoon } from "./starting-soon";

const MINUTE = 60_000;
const at = (ms: number) => new Date(ms).toISOString();

function session(startInMs: number, changes: Partial<Booking> = {}) {
  const now = Date.now();
  return mockSessionWithAmaka({
    status: "confirmed",
    previousStatus: "pending",
    startTime: at(now + startInMs),
    endTime: at(now + startInMs + 60 * MINUTE),
    ...changes,
  });
}

beforeEach(() => {
  sessionStorage.clear();
  setSessionLinkMock(MOCK_SESSION_LINK);
  document.cookie = `token=${authAnswer().token}; path=/`;
});

afterEach(() => {
  mockServer.events.removeAllListeners();
});

describe("which session is starting soon", () => {
  const start = Date.UTC(2026, 11, 1, 14);
  const booking = {
    status: "confirmed",
    startTime: at(start),
    endTime: at(start + 50 * MINUTE),
  } as Booking;

  it("from an hour before its start until its end, confirmed ones only", () => {
    expect(isStartingSoon(booking, start - STARTING_SOON_MS - 1)).toBe(false);
    expect(isStartingSoon(booking, start - STARTING_SOON_MS)).toBe(true);
    expect(isStartingSoon(booking, start + 49 * MINUTE)).toBe(true);
    expect(isStartingSoon(booking, start + 50 * MINUTE)).toBe(false);
    expect(isStartingSoon({ ...booking, status: "pending" }, start)).toBe(false);
    expect(isStartingSoon({ ...booking, startTime: null }, start)).toBe(false);
    expect(isStartingSoon(null, start)).toBe(false);
  });
});

describe("the overview's starting-soon card (decision 0308)", () => {
  it("puts a session that starts within the hour on top, with the way to join it", async () => {
    const soon = session(20 * MINUTE);
    renderWithProviders(<StartingSoon role="client" />);
    const time = new Intl.DateTimeFormat("en", { timeStyle: "short" }).format(
      new Date(soon.startTime!),
    );
    expect(
      await screen.findByRole("heading", { name: `Your session with Amaka Obi starts at ${time}` }),
    ).toBeVisible();
    expect(await screen.findByRole("link", { name: "Join the session" })).toHaveAttribute(
      "href",
      MOCK_SESSION_LINK,
    );
    expect(screen.getByRole("link", { name: "Open the session" })).toHaveAttribute(
      "href",
      `/appointments/${soon.identifier}`,
    );
  });

  it("says when it has started, in German", async () => {
    session(-10 * MINUTE);
    renderWithProviders(<StartingSoon role="client" />, { locale: "de" });
    expect(
      await screen.findByRole("heading", { name: "Ihre Sitzung mit Amaka Obi hat begonnen" }),
    ).toBeVisible();
  });

  it("finds the next session behind more than a page of sessions still to be scheduled", async () => {
    const soon = session(30 * MINUTE);
    const later = Array.from({ length: 12 }, (_, i) => ({
      ...soon,
      identifier: `later-${i}`,
      startTime: null,
      endTime: null,
    }));
    saveBookingState({
      ...Object.fromEntries(later.map((b) => [b.identifier, b])),
      [soon.identifier]: soon,
    });
    renderWithProviders(<StartingSoon role="client" />);
    expect(await screen.findByRole("link", { name: "Join the session" })).toBeVisible();
  });

  it("stays away while the next session is more than an hour off", async () => {
    session(2 * 60 * MINUTE);
    await renderAnswered(<StartingSoon role="client" />, "/api/booking/next");
    expect(screen.queryByRole("heading")).toBeNull();
  });
});
