// @vitest-environment node
import { describe, expect, it } from "vitest";
import { call } from "@/tests/helpers/api-client";
import { bookableTherapist, freeSlots, requestBooking } from "@/tests/helpers/booking";
import { signedInUser } from "@/tests/helpers/factories";
import { paidSession, therapistToken } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";

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

describe("a calendar subscription: an address a calendar app polls", () => {
  it("lists a client's confirmed sessions, not pending or cancelled ones, without signing in", async () => {
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
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(eventsOf(res.body)).toEqual([
      { uid: `${kept.id}@localhost`, summary: "Session with Sarah Mitchell" },
    ]);
    expect(res.body).not.toContain("VALARM");
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
