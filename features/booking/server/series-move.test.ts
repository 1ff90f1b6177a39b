import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import {
  bookableTherapist,
  freeSlots,
  fundWallet,
  requestBooking,
  requestSeries,
} from "@/tests/helpers/booking";
import { signedInUser } from "@/tests/helpers/factories";
import { therapistToken } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });
const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;
const SARAH = "sarah.mitchell@demo.therapy";

type Slot = { identifier: string; start: string };
const at = (s: Slot) => Date.parse(s.start);
const used = new Set<number>();

/**
 * A free slot of Sarah's that a 3-week series can start at, with the slot an hour later free in
 * each of those weeks (the move's target), none used by an earlier test of this file.
 */
async function seriesAndTarget() {
  const therapist = await bookableTherapist(SARAH);
  const free = await freeSlots(therapist.providerId, therapist.categoryId);
  const byStart = new Map(free.map((s) => [at(s), s]));
  const weeks = (t: number) => [0, 1, 2].map((w) => t + w * WEEK);
  const base = free.find(
    (s) =>
      at(s) > Date.now() + 3 * 24 * HOUR &&
      [...weeks(at(s)), ...weeks(at(s) + HOUR)].every((t) => byStart.has(t) && !used.has(t)),
  )!;
  for (const t of [...weeks(at(base)), ...weeks(at(base) + HOUR)]) used.add(t);
  return { therapist, base, target: byStart.get(at(base) + HOUR)!, byStart };
}

/** A client's paid 3-week series; its bookings soonest first. */
async function paidSeries() {
  const { therapist, base, target, byStart } = await seriesAndTarget();
  const client = await signedInUser({ countryCode: "US" });
  const res = await requestSeries(client.token, therapist, base.identifier, 3);
  expect(res.status).toBe(201);
  const ids = res.body.data.bookings as string[];
  // Paying one session pays the whole series.
  const one = await call(`/booking/${ids[0]}`, { token: client.token });
  await fundWallet(client.user.id, one.body.data.amount * 3, "USD");
  const paid = await call(`/booking/${ids[0]}/pay`, { token: client.token, method: "POST" });
  expect(paid.body.data.status).toBe("confirmed");
  return { therapist, client, ids, base, target, byStart };
}

const startOf = async (id: string) =>
  (await database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

describe("moving a series: this and following", () => {
  it("previews each new time, then moves the session and every later one by the same shift, one attempt each", async () => {
    const { client, ids, base, byStart } = await paidSeries();
    // The second session an hour later: the third follows.
    const target = byStart.get(at(base) + WEEK + HOUR)!;
    const url = `/booking/${ids[1]}/reschedule/following`;
    const preview = await call(`${url}?timeslotIdentifier=${target.identifier}`, {
      token: client.token,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.data.sessions).toHaveLength(2);
    expect(preview.body.data.sessions[1]).toMatchObject({
      identifier: ids[2],
      to: { startTime: new Date(at(base) + 2 * WEEK + HOUR).toISOString() },
      needsApproval: false,
      conflict: null,
    });
    // Nothing moved by looking.
    expect((await startOf(ids[1]!)).startTime!.getTime()).toBe(at(base) + WEEK);

    const res = await call(url, {
      token: client.token,
      body: { timeslotIdentifier: target.identifier },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.sessions.map((s: { identifier: string }) => s.identifier)).toEqual(
      ids.slice(1),
    );
    expect(res.body.data.sessions[0]).toMatchObject({ rescheduleStatus: "completed" });
    const [first, second, third] = await Promise.all(ids.map(startOf));
    expect(first!.startTime!.getTime()).toBe(at(base));
    expect(second!.startTime!.getTime()).toBe(at(base) + WEEK + HOUR);
    expect(third!.startTime!.getTime()).toBe(at(base) + 2 * WEEK + HOUR);
    expect([first, second, third].map((b) => b!.remainingClientReschedule)).toEqual([2, 1, 1]);
  });

  it("moves nothing when one new time is taken, and names that session's date", async () => {
    const { therapist, client, ids, base, target, byStart } = await paidSeries();
    const other = await signedInUser({ countryCode: "US" });
    const taken = byStart.get(at(base) + 2 * WEEK + HOUR)!;
    expect((await requestBooking(other.token, therapist, taken.identifier)).status).toBe(201);
    const url = `/booking/${ids[0]}/reschedule/following`;
    const preview = await call(`${url}?timeslotIdentifier=${target.identifier}`, {
      token: client.token,
    });
    expect(preview.body.data.sessions.map((s: { conflict: string }) => s.conflict)).toEqual([
      null,
      null,
      "SLOT_TAKEN",
    ]);
    const res = await call(url, {
      token: client.token,
      body: { timeslotIdentifier: target.identifier },
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("SERIES_MOVE_FAILED");
    expect(res.body.errors).toEqual({
      date: new Date(at(base) + 2 * WEEK).toISOString(),
      reason: "SLOT_TAKEN",
    });
    const starts = (await Promise.all(ids.map(startOf))).map((b) => b!.startTime!.getTime());
    expect(starts).toEqual([0, 1, 2].map((w) => at(base) + w * WEEK));
  });

  it("needs an attempt left on every session: the last one at zero stops all, at one it moves", async () => {
    const { client, ids, base, target } = await paidSeries();
    await database.db
      .update(bookings)
      .set({ remainingClientReschedule: 0 })
      .where(eq(bookings.id, ids[2]!));
    const url = `/booking/${ids[0]}/reschedule/following`;
    const refused = await call(url, {
      token: client.token,
      body: { timeslotIdentifier: target.identifier },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual({
      date: new Date(at(base) + 2 * WEEK).toISOString(),
      reason: "RESCHEDULE_LIMIT_REACHED",
    });
    expect((await startOf(ids[0]!)).remainingClientReschedule).toBe(2);
    await database.db
      .update(bookings)
      .set({ remainingClientReschedule: 1 })
      .where(eq(bookings.id, ids[2]!));
    const moved = await call(url, {
      token: client.token,
      body: { timeslotIdentifier: target.identifier },
    });
    expect(moved.status).toBe(200);
    expect((await startOf(ids[2]!)).remainingClientReschedule).toBe(0);
  });

  it("is the series' client's and therapist's alone: anyone else reads 404", async () => {
    const { ids, target } = await paidSeries();
    const stranger = await signedInUser({ countryCode: "US" });
    const url = `/booking/${ids[0]}/reschedule/following`;
    const body = { timeslotIdentifier: target.identifier };
    expect((await call(url, { token: stranger.token, body })).status).toBe(404);
    expect(
      (await call(`${url}?timeslotIdentifier=${target.identifier}`, { token: stranger.token }))
        .status,
    ).toBe(404);
    const marcus = await therapistToken("marcus.lee@demo.therapy");
    const theirs = `/appointment/${ids[0]}/reschedule/following`;
    expect((await call(theirs, { token: marcus, body })).status).toBe(404);
    // Sarah, the series' therapist, moves it from her side.
    const sarah = await therapistToken(SARAH);
    const moved = await call(theirs, { token: sarah, body });
    expect(moved.status).toBe(200);
    expect((await startOf(ids[0]!)).remainingProviderReschedule).toBe(1);
  });

  // Written to race on PostgreSQL too: the series' transaction and the booking meet at the
  // overlap constraint, so either the booking is refused or the series is, never both through.
  it("moved while someone books one of its new times: either all move or none do", async () => {
    const { therapist, client, ids, base, target, byStart } = await paidSeries();
    const other = await signedInUser({ countryCode: "US" });
    const contested = byStart.get(at(base) + WEEK + HOUR)!;
    const [move, booking] = await Promise.all([
      call(`/booking/${ids[0]}/reschedule/following`, {
        token: client.token,
        body: { timeslotIdentifier: target.identifier },
      }),
      requestBooking(other.token, therapist, contested.identifier),
    ]);
    // Exactly one wins: the move (the booking refused) or the booking (the move refused).
    expect([move.status, booking.status]).toEqual(move.status === 200 ? [200, 409] : [409, 201]);
    const starts = (await Promise.all(ids.map(startOf))).map((b) => b!.startTime!.getTime());
    const shift = move.status === 200 ? HOUR : 0;
    expect(starts).toEqual([0, 1, 2].map((w) => at(base) + w * WEEK + shift));
    if (move.status !== 200) expect(move.body.code).toBe("SERIES_MOVE_FAILED");
  });
});
