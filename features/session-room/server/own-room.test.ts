import { eq } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { api } from "@/app/api/app";
import { bookings } from "@/db/schema";
import { closeLive } from "@/lib/server/live";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { paidSession, therapistToken } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });
const SARAH = "sarah.mitchell@demo.therapy";
const MARCUS = "marcus.lee@demo.therapy";
const ROOM = "https://meet.example.com/sarah-mitchell";
const MINUTE = 60_000;

afterEach(() => vi.useRealTimers());
afterAll(closeLive);

async function session(slotIndex: number) {
  const made = await paidSession({ therapistEmail: SARAH, slotIndex });
  const [row] = await database.db.select().from(bookings).where(eq(bookings.id, made.id));
  return { ...made, start: row!.startTime!.getTime(), end: row!.endTime!.getTime() };
}

/** The server's clock at `time`, both sides signed in anew. */
async function at(s: Awaited<ReturnType<typeof session>>, time: number) {
  vi.useRealTimers();
  vi.useFakeTimers({ toFake: ["Date"], now: time });
  const login = await call("/user/login", {
    body: { email: s.client.user.email, password: s.client.user.password },
    headers: { "x-forwarded-for": `10.69.1.${Math.floor(Math.random() * 250)}` },
  });
  return { client: login.body.data.token as string, therapist: await therapistToken(SARAH) };
}

const choose = (token: string, body: Record<string, unknown>, lang = "en") =>
  call("/provider/session-link", { token, method: "PUT", body, headers: { "x-language": lang } });
const join = (path: string, token: string) => call(path, { token, method: "POST" });

describe("the built-in room or the therapist's own (decision 0319)", () => {
  it("is the built-in room by default; 'use my own room' needs a link, and an emptied link goes back", async () => {
    const sarah = await therapistToken(SARAH);
    await choose(sarah, { link: "" });
    expect((await call("/provider/session-link", { token: sarah })).body.data).toEqual({
      link: null,
      useOwnRoom: false,
    });
    for (const [lang, words] of [
      ["en", "Enter your room's link to use your own room"],
      ["de", "Geben Sie den Link Ihres Raums ein, um Ihren eigenen Raum zu nutzen"],
    ] as const) {
      const refused = await choose(sarah, { link: "  ", useOwnRoom: true }, lang);
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ link: words });
    }
    expect((await choose(sarah, { link: ROOM, useOwnRoom: "yes" })).status).toBe(400);
    // A link kept while the built-in room is used, to switch back to.
    expect((await choose(sarah, { link: ROOM })).body.data).toMatchObject({
      link: ROOM,
      useOwnRoom: false,
    });
    expect((await choose(sarah, { link: ROOM, useOwnRoom: true })).body.data).toMatchObject({
      link: ROOM,
      useOwnRoom: true,
    });
    expect((await choose(sarah, { link: "" })).body.data).toMatchObject({
      link: null,
      useOwnRoom: false,
    });
  });

  it("sends a session's people to the therapist's own room and keeps the built-in one shut, at its window's edges too", async () => {
    const sarah = await therapistToken(SARAH);
    await choose(sarah, { link: ROOM, useOwnRoom: true });
    const s = await session(52);

    for (const time of [s.start - 10 * MINUTE, s.start, s.end + 15 * MINUTE]) {
      const t = await at(s, time);
      // The way in while the session is on (after its end it is no longer handed out, 0308).
      if (time < s.end)
        expect((await call(`/booking/${s.id}/join`, { token: t.client })).body.data).toEqual({
          modality: "video",
          room: "own",
          link: ROOM,
          address: null,
        });
      for (const [path, token] of [
        [`/booking/${s.id}/room`, t.client],
        [`/appointment/${s.id}/room`, t.therapist],
      ] as const)
        expect((await call(path, { token })).body.data).toMatchObject({
          state: "closed",
          inRoom: false,
        });
      for (const [path, token] of [
        [`/booking/${s.id}/room/join`, t.client],
        [`/appointment/${s.id}/room/join`, t.therapist],
      ] as const) {
        const refused = await join(path, token);
        expect(refused.status, path).toBe(409);
        expect(refused.body.code).toBe("ROOM_NOT_OPEN");
      }
      const signal = await call(`/room/${s.id}/signal`, {
        token: t.client,
        body: { kind: "leave" },
      });
      expect(signal.body.code).toBe("ROOM_NOT_OPEN");
      const live = await api.request(`/api/room/${s.id}/live`, {
        headers: { cookie: `token=${t.client}` },
      });
      expect(live.status).toBe(409);
      // Anyone else still learns nothing: 404, as for any room.
      const [stranger, marcus] = [await signedInUser(), await therapistToken(MARCUS)];
      expect((await join(`/booking/${s.id}/room/join`, stranger.token)).status).toBe(404);
      expect((await join(`/appointment/${s.id}/room/join`, marcus)).status).toBe(404);
      expect((await call(`/booking/${s.id}/join`, { token: stranger.token })).status).toBe(404);
    }
  });

  it("opens the built-in room again, at the same moment, once the therapist goes back to it", async () => {
    const sarah = await therapistToken(SARAH);
    await choose(sarah, { link: ROOM, useOwnRoom: true });
    const s = await session(54);
    const t = await at(s, s.start - 10 * MINUTE);
    expect((await join(`/booking/${s.id}/room/join`, t.client)).status).toBe(409);
    await choose(t.therapist, { link: ROOM, useOwnRoom: false });
    expect((await call(`/booking/${s.id}/join`, { token: t.client })).body.data).toEqual({
      modality: "video",
      room: "built-in",
      link: null,
      address: null,
    });
    expect((await join(`/booking/${s.id}/room/join`, t.client)).status).toBe(200);
    expect((await join(`/appointment/${s.id}/room/join`, t.therapist)).status).toBe(200);
    // Still only inside the window.
    const late = await at(s, s.end + 15 * MINUTE + 1);
    expect((await join(`/booking/${s.id}/room/join`, late.client)).body.code).toBe("ROOM_NOT_OPEN");
  });

  it("never opens the built-in room for an in-person session", async () => {
    const s = await session(53);
    await database.db.update(bookings).set({ modality: "in-person" }).where(eq(bookings.id, s.id));
    const t = await at(s, s.start);
    expect((await call(`/booking/${s.id}/room`, { token: t.client })).body.data).toMatchObject({
      state: "closed",
      inRoom: false,
    });
    expect((await join(`/booking/${s.id}/room/join`, t.client)).status).toBe(409);
    expect((await call(`/booking/${s.id}/join`, { token: t.client })).body.data.room).toBeNull();
  });
});
