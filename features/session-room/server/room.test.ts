import { eq } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { api } from "@/app/api/app";
import { bookingParticipants, bookings } from "@/db/schema";
import { closeLive } from "@/lib/server/live";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { paidSession, therapistToken } from "@/tests/helpers/sessions";
import { eventReader } from "@/tests/helpers/sse";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { turnCredentialValid } from "./turn";

const database = withTestDatabase({ seed: true });
const SARAH = "sarah.mitchell@demo.therapy";
const MARCUS = "marcus.lee@demo.therapy";
const MINUTE = 60_000;
const controllers: AbortController[] = [];
const saved = { urls: process.env.TURN_URLS, secret: process.env.TURN_SECRET };

afterEach(() => {
  vi.useRealTimers();
  process.env.TURN_URLS = saved.urls;
  process.env.TURN_SECRET = saved.secret;
  if (saved.urls === undefined) delete process.env.TURN_URLS;
  if (saved.secret === undefined) delete process.env.TURN_SECRET;
});

afterAll(async () => {
  for (const c of controllers) c.abort();
  await closeLive();
});

/** A paid video session with Sarah, its times, and how to sign its client in again. */
async function session(slotIndex: number) {
  const made = await paidSession({ therapistEmail: SARAH, slotIndex });
  const [row] = await database.db.select().from(bookings).where(eq(bookings.id, made.id));
  return { ...made, start: row!.startTime!.getTime(), end: row!.endTime!.getTime() };
}

/** Moves the server's clock to `time` (held there unless `running`), and signs both sides in anew. */
async function at(s: Awaited<ReturnType<typeof session>>, time: number, running = false) {
  vi.useRealTimers();
  vi.useFakeTimers({ toFake: ["Date"], now: time, shouldAdvanceTime: running });
  const login = await call("/user/login", {
    body: { email: s.client.user.email, password: s.client.user.password },
    headers: { "x-forwarded-for": `10.69.0.${Math.floor(Math.random() * 250)}` },
  });
  return { client: login.body.data.token as string, therapist: await therapistToken(SARAH) };
}

const join = (path: string, token: string) => call(path, { token, method: "POST" });

async function listen(roomId: string, token: string) {
  const controller = new AbortController();
  controllers.push(controller);
  const response = await api.request(`/api/room/${roomId}/live`, {
    headers: { cookie: `token=${token}` },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const events = eventReader(response);
  await events.next("ready");
  return { ...events, close: () => controller.abort() };
}

const signal = (roomId: string, token: string, body: Record<string, unknown>) =>
  call(`/room/${roomId}/signal`, { token, body });

describe("joining a session's room (POST /booking/{id}/room/join, /appointment/{id}/room/join)", () => {
  it("opens 10 minutes before the start and closes 15 minutes after the end, for both sides", async () => {
    const s = await session(40);
    const paths = (t: Awaited<ReturnType<typeof at>>) =>
      [
        [`/booking/${s.id}/room/join`, t.client],
        [`/appointment/${s.id}/room/join`, t.therapist],
      ] as const;

    for (const time of [s.start - 10 * MINUTE - 1, s.end + 15 * MINUTE + 1]) {
      const t = await at(s, time);
      for (const [path, token] of paths(t)) {
        const refused = await join(path, token);
        expect(refused.status, path).toBe(409);
        expect(refused.body.code).toBe("ROOM_NOT_OPEN");
        expect(refused.body.message).toBe(
          "The room is open from 10 minutes before the session until 15 minutes after it.",
        );
      }
    }
    for (const time of [s.start - 10 * MINUTE, s.end + 15 * MINUTE]) {
      const t = await at(s, time);
      for (const [path, token] of paths(t)) {
        const joined = await join(path, token);
        expect(joined.status, path).toBe(200);
        expect(joined.body.data).toMatchObject({
          roomId: s.id,
          audioOnly: false,
          iceServers: [],
          iceTransportPolicy: "all",
          opensAt: new Date(s.start - 10 * MINUTE).toISOString(),
          closesAt: new Date(s.end + 15 * MINUTE).toISOString(),
        });
      }
    }
    // The page outside the window asks when it opens.
    const early = await at(s, s.start - 11 * MINUTE);
    const status = await call(`/booking/${s.id}/room`, { token: early.client });
    expect(status.body.data).toMatchObject({ state: "not-yet", roomId: s.id });
  });

  it("is 404 for strangers and other therapists, 403 on the other side's path, and refuses a cancelled session", async () => {
    const s = await session(41);
    const t = await at(s, s.start);
    const stranger = await signedInUser();
    const marcus = await therapistToken(MARCUS);
    expect((await join(`/booking/${s.id}/room/join`, stranger.token)).status).toBe(404);
    expect((await join(`/appointment/${s.id}/room/join`, marcus)).status).toBe(404);
    expect(
      (await call(`/room/${s.id}/signal`, { token: stranger.token, body: { kind: "leave" } }))
        .status,
    ).toBe(404);
    expect((await join(`/appointment/${s.id}/room/join`, t.client)).status).toBe(403);
    expect((await join(`/booking/${s.id}/room/join`, t.therapist)).status).toBe(403);
    expect((await api.request(`/api/room/${s.id}/live`)).status).toBe(401);

    vi.useRealTimers();
    const before = await call(`/booking/${s.id}/cancel`, { token: s.client.token, body: {} });
    expect(before.status).toBe(200);
    const after = await at(s, s.start);
    const refused = await join(`/booking/${s.id}/room/join`, after.client);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("ROOM_NOT_OPEN");
    expect((await join(`/appointment/${s.id}/room/join`, after.therapist)).body.code).toBe(
      "ROOM_NOT_OPEN",
    );
  });

  it("lets in an invitee who accepted, as a guest; not one who has not answered or was turned away", async () => {
    const s = await session(45);
    const [accepted, undecided, refused] = [
      await signedInUser(),
      await signedInUser(),
      await signedInUser(),
    ];
    const invite = (u: typeof accepted, extra: Partial<typeof bookingParticipants.$inferInsert>) =>
      database.db.insert(bookingParticipants).values({
        bookingId: s.id,
        invitedBy: s.client.user.id,
        email: u.user.email.toLowerCase(),
        userId: u.user.id,
        locale: "en",
        expiresAt: new Date(s.end),
        ...extra,
      });
    await invite(accepted, { status: "acknowledged" });
    await invite(undecided, {});
    await invite(refused, { status: "acknowledged", providerDecision: "rejected" });
    await at(s, s.start);
    const login = async (u: typeof accepted) =>
      (
        await call("/user/login", {
          body: { email: u.user.email, password: u.user.password },
          headers: { "x-forwarded-for": `10.69.1.${Math.floor(Math.random() * 250)}` },
        })
      ).body.data.token as string;
    const guest = await join(`/booking/${s.id}/room/join`, await login(accepted));
    expect(guest.status).toBe(200);
    expect(guest.body.data).toMatchObject({ role: "guest", admitted: false });
    expect((await join(`/booking/${s.id}/room/join`, await login(undecided))).status).toBe(404);
    expect((await join(`/booking/${s.id}/room/join`, await login(refused))).status).toBe(404);
  });

  it("hands out TURN REST credentials from TURN_URLS and TURN_SECRET that expire when the room closes", async () => {
    process.env.TURN_URLS =
      "stun:turn.example.org:3478, turn:turn.example.org:3478?transport=udp, http://no";
    process.env.TURN_SECRET = "shared-secret";
    const s = await session(42);
    const t = await at(s, s.start);
    const joined = (await join(`/booking/${s.id}/room/join`, t.client)).body.data;
    expect(joined.iceServers[0]).toEqual({ urls: ["stun:turn.example.org:3478"] });
    const turn = joined.iceServers[1];
    expect(turn.urls).toEqual(["turn:turn.example.org:3478?transport=udp"]);
    const closes = s.end + 15 * MINUTE;
    expect(turn.username).toBe(`${Math.floor(closes / 1000)}:${s.client.user.id}`);
    expect(
      turnCredentialValid("shared-secret", turn.username, turn.credential, new Date(s.start)),
    ).toBe(true);
    expect(
      turnCredentialValid("other-secret", turn.username, turn.credential, new Date(s.start)),
    ).toBe(false);
    expect(
      turnCredentialValid("shared-secret", turn.username, turn.credential, new Date(closes)),
    ).toBe(false);
    // Each person's own: the therapist's credential is not the client's.
    const theirs = (await join(`/appointment/${s.id}/room/join`, t.therapist)).body.data
      .iceServers[1];
    expect(theirs.username).not.toBe(turn.username);
  });
});

describe("signalling over the live channel (POST /room/{id}/signal, GET /room/{id}/live)", () => {
  it("carries the lobby, admit, offer, answer and leave to the room's members only, and records attendance", async () => {
    const s = await session(43);
    const t = await at(s, s.start - 5 * MINUTE, true);
    const therapistJoin = (await join(`/appointment/${s.id}/room/join`, t.therapist)).body.data;
    expect(therapistJoin).toMatchObject({ role: "therapist", admitted: true });
    const therapist = await listen(s.id, t.therapist);

    // The client waits in the lobby: the therapist sees them arrive.
    const clientJoin = (await join(`/booking/${s.id}/room/join`, t.client)).body.data;
    expect(clientJoin).toMatchObject({ role: "client", admitted: false });
    const client = await listen(s.id, t.client);
    const arrived = await therapist.next<{
      kind: string;
      member: { userId: string; admitted: boolean };
    }>("room", (e) => e.kind === "joined");
    expect(arrived.member).toMatchObject({ userId: s.client.user.id, admitted: false });

    // Before the therapist admits them, the client's offer goes nowhere.
    const early = await signal(s.id, t.client, {
      kind: "offer",
      to: therapistJoin.userId,
      sdp: "v=0",
    });
    expect(early.body.data).toEqual({ delivered: false });
    // Only the therapist admits.
    expect(
      (await signal(s.id, t.client, { kind: "admit", to: s.client.user.id })).body.data.delivered,
    ).toBe(false);
    expect(
      (await signal(s.id, t.therapist, { kind: "admit", to: s.client.user.id })).body.data
        .delivered,
    ).toBe(true);
    await client.next("room", (e) => e.kind === "admit");

    // A session description of Chrome's size travels whole.
    const sdp = `v=0\r\n${Array.from({ length: 200 }, (_, i) => `a=rtpmap:${i} VP8/90000\r\na=rtcp-fb:${i} nack pli\r\n`).join("")}`;
    expect(sdp.length).toBeGreaterThan(8000);
    expect(
      (await signal(s.id, t.client, { kind: "offer", to: therapistJoin.userId, sdp })).body.data
        .delivered,
    ).toBe(true);
    const offer = await therapist.next<{ kind: string; from: string; sdp: string }>(
      "room",
      (e) => e.kind === "offer",
    );
    expect(offer).toMatchObject({ from: s.client.user.id, sdp });
    await signal(s.id, t.therapist, { kind: "answer", to: s.client.user.id, sdp: "v=0 answer" });
    expect(await client.next("room", (e) => e.kind === "answer")).toMatchObject({
      sdp: "v=0 answer",
    });
    const candidate = {
      candidate: "candidate:1 1 udp 2122260223 192.0.2.1 54400 typ host",
      sdpMid: "0",
      sdpMLineIndex: 0,
    };
    await signal(s.id, t.therapist, { kind: "candidate", to: s.client.user.id, candidate });
    expect((await client.next("room", (e) => e.kind === "candidate")).candidate).toEqual(candidate);

    // A stranger's signal, and one from another therapist, is dropped: 404, and nobody hears it.
    const stranger = await signedInUser();
    expect(
      (await signal(s.id, stranger.token, { kind: "offer", to: s.client.user.id, sdp: "v=0 x" }))
        .status,
    ).toBe(404);
    expect((await signal(s.id, await therapistToken(MARCUS), { kind: "leave" })).status).toBe(404);
    await expect(client.next("room", (e) => e.kind === "offer", 300)).rejects.toThrow(/No "room"/);
    // Malformed input is refused.
    expect((await signal(s.id, t.client, { kind: "offer", to: therapistJoin.userId })).status).toBe(
      400,
    );

    // Leave ends the stay and reaches the other side.
    expect((await signal(s.id, t.client, { kind: "leave" })).body.data.delivered).toBe(true);
    await therapist.next("room", (e) => e.kind === "leave" && e.from === s.client.user.id);
    const status = (await call(`/appointment/${s.id}/room`, { token: t.therapist })).body.data;
    expect(status.state).toBe("open");
    client.close();
    therapist.close();
  });

  it("ends a stay when its stream ends, and says the session was held for the minutes both were in", async () => {
    const s = await session(44);
    const t = await at(s, s.start - 2 * MINUTE);
    await join(`/appointment/${s.id}/room/join`, t.therapist);
    await join(`/booking/${s.id}/room/join`, t.client);
    const login = await at(s, s.start + 46 * MINUTE, true);
    const stream = await listen(s.id, login.client);
    stream.close();
    await vi.waitFor(async () => {
      const held = (await call(`/booking/${s.id}/room`, { token: login.client })).body.data;
      expect(held.heldMinutes).toBe(48);
    });
  });
});
