// @vitest-environment node
import { describe, expect, it } from "vitest";
import { call } from "@/tests/helpers/api-client";
import { bookableTherapist, freeSlots, requestBooking } from "@/tests/helpers/booking";
import { lastEmailTo, signedInUser } from "@/tests/helpers/factories";
import { paidSession, therapistToken } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { calendarFeedFile } from "./calendar-feed";

withTestDatabase({ seed: true });

const SARAH = "sarah.mitchell@demo.therapy";

const feedState = (token?: string) => call("/calendar-feed", { token });
const makeFeed = (token: string) => call("/calendar-feed", { token, method: "POST" });
/** What a calendar app fetches: the address's path under /api, without signing in. */
const poll = (url: string) => call(new URL(url).pathname.replace(/^\/api/, ""));

/** The events of a feed: each one's UID and SUMMARY, folded lines joined back. */
function eventsOf(ics: string) {
  return ics
    .replace(/\r\n /g, "")
    .split("BEGIN:VEVENT")
    .slice(1)
    .map((e) => ({
      uid: /UID:(.*)\r\n/.exec(e)![1],
      summary: /SUMMARY:(.*)\r\n/.exec(e)![1],
    }));
}

/** One event's lines by name, found by its UID. */
function eventLines(ics: string, uid: string) {
  const event = ics
    .replace(/\r\n /g, "")
    .split("BEGIN:VEVENT")
    .find((e) => e.includes(`UID:${uid}\r\n`));
  if (!event) return null;
  const field = (name: string) => new RegExp(`\r\n${name}:(.*)\r\n`).exec(event)?.[1];
  return { sequence: field("SEQUENCE"), status: field("STATUS"), start: field("DTSTART") };
}

describe("a calendar subscription: an address a calendar app polls", () => {
  it("lists a client's confirmed sessions and recently cancelled ones as cancelled, not pending ones, without signing in", async () => {
    const client = await signedInUser({ countryCode: "US" });
    expect((await feedState(client.token)).body.data).toEqual({ active: false, createdAt: null });
    const kept = await paidSession({ therapistEmail: SARAH, client, slotIndex: 100 });
    const cancelled = await paidSession({ therapistEmail: SARAH, client, slotIndex: 101 });
    await call(`/booking/${cancelled.id}/cancel`, { token: client.token, body: {} });
    const therapist = await bookableTherapist(SARAH);
    const slot = (await freeSlots(therapist.providerId, therapist.categoryId))[102]!;
    const pending = await requestBooking(client.token, therapist, slot.identifier);
    expect(pending.status).toBe(201);

    const made = await makeFeed(client.token);
    expect(made.status).toBe(201);
    expect(made.body.data.url).toMatch(/\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await feedState(client.token)).body.data).toEqual({
      active: true,
      createdAt: made.body.data.createdAt,
    });

    const res = await poll(made.body.data.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(eventsOf(res.body)).toEqual([
      { uid: `${kept.id}@localhost`, summary: "Session with Sarah Mitchell" },
      { uid: `${cancelled.id}@localhost`, summary: "Session with Sarah Mitchell" },
    ]);
    expect(eventLines(res.body, `${kept.id}@localhost`)).toMatchObject({
      sequence: "0",
      status: "CONFIRMED",
    });
    // The cancellation is a change: a higher SEQUENCE, so calendars apply it.
    expect(eventLines(res.body, `${cancelled.id}@localhost`)).toMatchObject({
      sequence: "1",
      status: "CANCELLED",
    });
    expect(res.body).not.toContain("VALARM");

    // Thirty days after the cancellation it is gone; the confirmed session stays.
    const token = new URL(made.body.data.url).pathname.split("/").at(-1)!.slice(0, -".ics".length);
    const later = await calendarFeedFile(token, new Date(Date.now() + 30 * 86_400_000 + 60_000));
    expect(eventsOf(later).map((e) => e.uid)).not.toContain(`${cancelled.id}@localhost`);
  });

  it("raises an event's SEQUENCE when it moves, as the session's own file does", async () => {
    const session = await paidSession({ therapistEmail: SARAH, slotIndex: 104 });
    const { token } = session.client;
    const made = await makeFeed(token);
    const uid = `${session.id}@localhost`;
    expect(eventLines((await poll(made.body.data.url)).body, uid)?.sequence).toBe("0");
    const therapist = await bookableTherapist(SARAH);
    const target = (await freeSlots(therapist.providerId, therapist.categoryId))[110]!;
    const moved = await call(`/booking/${session.id}/reschedule`, {
      token,
      body: { timeslotIdentifier: target.identifier },
    });
    expect(moved.status).toBe(200);
    const feedEvent = eventLines((await poll(made.body.data.url)).body, uid)!;
    const file = eventLines((await call(`/booking/${session.id}/calendar`, { token })).body, uid)!;
    expect(feedEvent.sequence).toBe("1");
    expect(feedEvent).toEqual(file);
  });

  it("sends the other party a move as a REQUEST and a cancel as a CANCEL their calendar applies, numbered as the feed", async () => {
    const session = await paidSession({ therapistEmail: SARAH, slotIndex: 106 });
    const { token } = session.client;
    const made = await makeFeed(token);
    const uid = `${session.id}@localhost`;
    const therapist = await bookableTherapist(SARAH);
    const target = (await freeSlots(therapist.providerId, therapist.categoryId))[112]!;
    const moved = await call(`/booking/${session.id}/reschedule`, {
      token,
      body: { timeslotIdentifier: target.identifier },
    });
    expect(moved.status).toBe(200);
    const moveMail = await lastEmailTo(SARAH);
    expect(moveMail!.kind).toBe("sessionMoved");
    expect(moveMail!.calendar).toContain("METHOD:REQUEST\r\n");
    const feedAfterMove = eventLines((await poll(made.body.data.url)).body, uid)!;
    expect(eventLines(moveMail!.calendar!, uid)).toEqual(feedAfterMove);
    expect(feedAfterMove.start).toBe(target.start.replace(/[-:]|\.\d{3}/g, ""));
    expect(moveMail!.calendar).toContain("SUMMARY:Session with Test P.");

    expect((await call(`/booking/${session.id}/cancel`, { token, body: {} })).status).toBe(200);
    const cancelMail = await lastEmailTo(SARAH);
    expect(cancelMail!.kind).toBe("cancelledByClient");
    expect(cancelMail!.calendar).toContain("METHOD:CANCEL\r\n");
    const feedAfterCancel = eventLines((await poll(made.body.data.url)).body, uid)!;
    expect(feedAfterCancel).toMatchObject({ status: "CANCELLED", sequence: "2" });
    expect(eventLines(cancelMail!.calendar!, uid)).toEqual(feedAfterCancel);
  });

  it("attaches no calendar file to the cancel of a hold that was never paid", async () => {
    const client = await signedInUser({ countryCode: "US" });
    const therapist = await bookableTherapist(SARAH);
    const slot = (await freeSlots(therapist.providerId, therapist.categoryId))[114]!;
    const hold = await requestBooking(client.token, therapist, slot.identifier);
    const id = hold.body.data.identifier as string;
    expect((await call(`/booking/${id}/cancel`, { token: client.token, body: {} })).status).toBe(
      200,
    );
    const mail = await lastEmailTo(SARAH);
    expect(mail!.kind).toBe("cancelledByClient");
    expect(mail!.calendar).toBeNull();
  });

  it("shows a therapist's clients by first name and initial", async () => {
    const session = await paidSession({ therapistEmail: SARAH, slotIndex: 103 });
    const sarah = await therapistToken(SARAH);
    const made = await makeFeed(sarah);
    const events = eventsOf((await poll(made.body.data.url)).body);
    expect(events).toContainEqual({
      uid: `${session.id}@localhost`,
      summary: "Session with Test P.",
    });
    expect(events.every((e) => !e.summary!.includes("Test Person"))).toBe(true);
    await call("/calendar-feed", { token: sarah, method: "DELETE" });
  });

  it("stops the old address when a new one is made, and every address when turned off", async () => {
    const client = await signedInUser({ countryCode: "US" });
    const first = (await makeFeed(client.token)).body.data.url;
    const second = (await makeFeed(client.token)).body.data.url;
    expect(second).not.toBe(first);
    expect((await poll(first)).status).toBe(404);
    expect((await poll(second)).status).toBe(200);

    const off = await call("/calendar-feed", { token: client.token, method: "DELETE" });
    expect(off.body.data).toEqual({ active: false, createdAt: null });
    expect((await poll(second)).status).toBe(404);
  });

  it("goes with the account, needs a signed-in person to manage, and refuses a made-up address", async () => {
    const client = await signedInUser({ countryCode: "US" });
    const url = (await makeFeed(client.token)).body.data.url;
    const deleted = await call("/user/profile/delete-account", {
      method: "DELETE",
      token: client.token,
      body: { password: client.user.password },
    });
    expect(deleted.status).toBe(200);
    expect((await poll(url)).status).toBe(404);

    expect((await feedState()).status).toBe(401);
    expect((await call("/calendar-feed", { method: "POST" })).status).toBe(401);
    expect((await poll(`http://x/api/calendar-feed/${"a".repeat(43)}.ics`)).status).toBe(404);
    expect((await poll("http://x/api/calendar-feed/short.ics")).status).toBe(404);
  });

  it("answers a calendar app polling too often with 429", async () => {
    const client = await signedInUser({ countryCode: "US" });
    const url = (await makeFeed(client.token)).body.data.url;
    for (let i = 0; i < 60; i++) expect((await poll(url)).status).toBe(200);
    const limited = await poll(url);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe("RATE_LIMITED");
  });
});
