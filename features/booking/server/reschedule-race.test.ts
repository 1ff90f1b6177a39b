import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingReschedules, bookings, walletEntries, wallets } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { bookableTherapist, freeSlots, fundWallet, requestBooking } from "@/tests/helpers/booking";
import { signedInUser } from "@/tests/helpers/factories";
import { onPostgres, withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });
const HOUR = 3_600_000;
const SARAH = "sarah.mitchell@demo.therapy";

async function slots() {
  const therapist = await bookableTherapist(SARAH);
  return freeSlots(therapist.providerId, therapist.categoryId);
}

async function bookSlot(token: string, identifier: string) {
  return requestBooking(token, await bookableTherapist(SARAH), identifier);
}

async function paidBooking(identifier: string) {
  const client = await signedInUser({ countryCode: "US" });
  const res = await bookSlot(client.token, identifier);
  expect(res.status).toBe(201);
  const id = res.body.data.identifier as string;
  await fundWallet(client.user.id, res.body.data.amount, "USD");
  await call(`/booking/${id}/pay`, { token: client.token, method: "POST" });
  return { client, id, amount: res.body.data.amount as number };
}

const therapistToken = async () =>
  (await call("/user/login", { body: { email: SARAH, password: "demo-pass-1" } })).body.data
    .token as string;

// PGlite runs one statement at a time, so races only mean something on PostgreSQL.
describe.runIf(onPostgres)("reschedule races on PostgreSQL", () => {
  it("a client's cancel racing the therapist's move: the cancel stands, refunded at most once, both times free", async () => {
    const free = await slots();
    const sarah = await therapistToken();
    for (const [index, hoursAhead] of [
      [40, 72],
      [42, 20],
    ] as const) {
      const { client, id, amount } = await paidBooking(free[index]!.identifier);
      // 72 hours ahead the move completes at once; 20 hours ahead it waits for the client.
      const start = Date.now() + hoursAhead * HOUR;
      await database.db
        .update(bookings)
        .set({ startTime: new Date(start), endTime: new Date(start + HOUR) })
        .where(eq(bookings.id, id));
      const target = free[index + 1]!;
      const [cancelled, moved] = await Promise.all([
        call(`/booking/${id}/cancel`, { token: client.token, body: {} }),
        call(`/appointment/${id}/reschedule`, {
          token: sarah,
          body: { timeslotIdentifier: target.identifier },
        }),
      ]);
      expect(cancelled.status).toBe(200);
      // The move either came first (and was then cancelled with the booking) or found it cancelled.
      if (moved.status !== 200) expect(moved.body.code).toBe("NOT_RESCHEDULABLE");
      const [row] = await database.db.select().from(bookings).where(eq(bookings.id, id));
      expect(row).toMatchObject({
        status: "cancelled",
        proposedStartTime: null,
        proposedEndTime: null,
      });
      const waiting = await database.db
        .select()
        .from(bookingReschedules)
        .where(and(eq(bookingReschedules.bookingId, id), eq(bookingReschedules.status, "pending")));
      expect(waiting).toEqual([]);
      // Money adds up: the fee back once when cancelled 48 hours ahead or more, else nothing.
      const refunded = hoursAhead >= 48 ? amount : 0;
      const [wallet] = await database.db
        .select()
        .from(wallets)
        .where(eq(wallets.userId, client.user.id));
      const entries = await database.db
        .select()
        .from(walletEntries)
        .where(eq(walletEntries.walletId, wallet!.id));
      expect(entries.filter((e) => e.type === "refund")).toHaveLength(refunded ? 1 : 0);
      expect(cancelled.body.data.refunded).toBe(refunded);
      expect(wallet!.balance).toBe(refunded);
      expect(entries.reduce((sum, e) => sum + Number(e.amount), 0)).toBe(wallet!.balance);
      // The proposed time is bookable by someone else.
      const other = await signedInUser({ countryCode: "US" });
      expect((await bookSlot(other.token, target.identifier)).status).toBe(201);
    }
  });

  it("two bookings moved to one free time and a client booking it, all at once: one gets it", async () => {
    const free = await slots();
    const first = await paidBooking(free[45]!.identifier);
    const second = await paidBooking(free[46]!.identifier);
    const newcomer = await signedInUser({ countryCode: "US" });
    const target = free[47]!.identifier;
    const answers = await Promise.all([
      call(`/booking/${first.id}/reschedule`, {
        token: first.client.token,
        body: { timeslotIdentifier: target },
      }),
      call(`/booking/${second.id}/reschedule`, {
        token: second.client.token,
        body: { timeslotIdentifier: target },
      }),
      bookSlot(newcomer.token, target),
    ]);
    const won = answers.filter((a) => a.status === 200 || a.status === 201);
    expect(won).toHaveLength(1);
    const lost = answers.filter((a) => a.status === 409);
    expect(lost.map((a) => a.body.code)).toEqual(["SLOT_TAKEN", "SLOT_TAKEN"]);
    // A refused move spends no attempt.
    for (const { id, client } of [first, second]) {
      const booking = (await call(`/booking/${id}`, { token: client.token })).body.data;
      if (booking.startTime !== free[47]!.start)
        expect(booking.rescheduleInfo.remainingClientReschedule).toBe(2);
    }
  });

  it("a held proposed time cannot be double-booked: the therapist's request and a client race for it", async () => {
    const free = await slots();
    const sarah = await therapistToken();
    const { client, id } = await paidBooking(free[50]!.identifier);
    const start = Date.now() + 30 * HOUR;
    await database.db
      .update(bookings)
      .set({ startTime: new Date(start), endTime: new Date(start + HOUR) })
      .where(eq(bookings.id, id));
    const target = free[51]!.identifier;
    const racer = await signedInUser({ countryCode: "US" });
    const [request, booking] = await Promise.all([
      call(`/appointment/${id}/reschedule`, { token: sarah, body: { timeslotIdentifier: target } }),
      bookSlot(racer.token, target),
    ]);
    // Exactly one of them: the request (200) or the new booking (201); the other is refused.
    expect([request.status === 200, booking.status === 201].filter(Boolean)).toHaveLength(1);
    expect([request, booking].find((a) => a.status === 409)?.body.code).toBe("SLOT_TAKEN");
    if (request.status === 200) {
      expect(request.body.data.rescheduleStatus).toBe("pending");
      // While it waits, neither the old time nor the proposed one can be taken by anyone.
      const late = await signedInUser({ countryCode: "US" });
      expect((await bookSlot(late.token, target)).status).toBe(409);
      // The database itself refuses a row over the proposed time, whatever the service does.
      const [row] = await database.db.select().from(bookings).where(eq(bookings.id, id));
      await expect(
        database.db.insert(bookings).values({
          clientId: late.user.id,
          providerId: row!.providerId,
          categoryId: row!.categoryId,
          modality: "video",
          status: "confirmed",
          startTime: row!.proposedStartTime,
          endTime: row!.proposedEndTime,
          amount: 0,
          currency: "USD",
        }),
      ).rejects.toThrow();
      await expect(
        database.db.insert(bookings).values({
          clientId: late.user.id,
          providerId: row!.providerId,
          categoryId: row!.categoryId,
          modality: "video",
          status: "confirmed",
          startTime: row!.startTime,
          endTime: row!.endTime,
          amount: 0,
          currency: "USD",
        }),
      ).rejects.toThrow();
      // Accepting and a client racing for the old time: the move and the new booking both fit.
      const rid = request.body.data.reschedules.at(-1).identifier as string;
      const oldTime = row!.startTime!;
      expect(
        (
          await call(`/booking/reschedule/${rid}/accepted`, {
            token: client.token,
            method: "POST",
          })
        ).status,
      ).toBe(200);
      const [after] = await database.db.select().from(bookings).where(eq(bookings.id, id));
      expect(after!.startTime).toEqual(row!.proposedStartTime);
      expect(after!.startTime).not.toEqual(oldTime);
    }
  });
});
