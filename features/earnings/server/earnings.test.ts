// @vitest-environment node
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, roomAttendance, users } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { completedSession, paidSession, therapistToken } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });

const SARAH = "sarah.mitchell@demo.therapy";
const HOUR = 3_600_000;

async function summary(token: string) {
  const res = await call("/provider/earnings", { token });
  expect(res.status).toBe(200);
  return res.body.data as {
    totals: {
      currency: string;
      earned: number;
      upcoming: number;
      sessionsHeld: number;
      sessionsUpcoming: number;
      paidOut: number;
    }[];
    months: { month: string; currency: string; earned: number; sessions: number }[];
  };
}
/** The totals in one currency: a client pays in their wallet's, so a therapist may have several. */
const totalsIn = (s: Awaited<ReturnType<typeof summary>>, currency: string) =>
  s.totals.find((t) => t.currency === currency) ?? {
    currency,
    earned: 0,
    upcoming: 0,
    sessionsHeld: 0,
    sessionsUpcoming: 0,
    paidOut: 0,
  };
async function sessionsOf(token: string) {
  const all = [];
  for (let page = 1; ; page++) {
    const res = await call(`/provider/earnings/sessions?page=${page}`, { token });
    expect(res.status).toBe(200);
    all.push(...res.body.data);
    if (page * res.body.meta.pageSize >= res.body.meta.total) return all;
  }
}
const amountOf = async (id: string) =>
  (await database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

/** Moves a booking to start `hours` from now (a few minutes off the slot grid). */
async function startIn(id: string, hours: number) {
  const start = Math.ceil((Date.now() + hours * HOUR) / HOUR) * HOUR + 7 * 60_000;
  await database.db
    .update(bookings)
    .set({ startTime: new Date(start), endTime: new Date(start + HOUR) })
    .where(eq(bookings.id, id));
}

describe("GET /api/provider/earnings: what a therapist earned", () => {
  it("counts a held session as earned and a paid one to come as upcoming, in the fee's currency", async () => {
    const token = await therapistToken(SARAH);
    const beforeAll = await summary(token);
    const held = await completedSession({ therapistEmail: SARAH });
    const toCome = await paidSession({ therapistEmail: SARAH });
    const heldRow = await amountOf(held.id);
    const toComeRow = await amountOf(toCome.id);
    const currency = heldRow.currency;
    const before = totalsIn(beforeAll, currency);

    const after = await summary(token);
    expect(totalsIn(after, currency)).toEqual({
      currency,
      earned: before.earned + heldRow.amount,
      upcoming: before.upcoming + toComeRow.amount,
      sessionsHeld: before.sessionsHeld + 1,
      sessionsUpcoming: before.sessionsUpcoming + 1,
      paidOut: 0,
    });
    // The month of the held session, in Sarah's own zone, includes it. Her zone as stored (New
    // York): another zone names another month for a session a few hours after a month begins.
    const [{ timezone }] = (await database.db
      .select({ timezone: users.timezone })
      .from(users)
      .where(eq(users.email, SARAH))) as [{ timezone: string }];
    const month = new Intl.DateTimeFormat("en-CA", {
      timeZone: timezone,
      year: "numeric",
      month: "2-digit",
    })
      .format(heldRow.startTime!)
      .slice(0, 7);
    expect(
      after.months.find((m) => m.month === month && m.currency === currency)?.earned,
    ).toBeGreaterThanOrEqual(heldRow.amount);

    const list = await sessionsOf(token);
    expect(list.find((s) => s.identifier === held.id)).toEqual({
      identifier: held.id,
      clientName: "Test Person",
      startTime: heldRow.startTime!.toISOString(),
      currency,
      amount: heldRow.amount,
      refunded: 0,
      earned: heldRow.amount,
      kind: "held",
      attendance: "held",
      heldMinutes: 60,
    });
    expect(list.find((s) => s.identifier === toCome.id)).toMatchObject({
      kind: "upcoming",
      earned: 0,
      attendance: "unknown",
      heldMinutes: 0,
    });
  });

  it("says which sessions took place in the session room, for how long, and which did not (0319)", async () => {
    const token = await therapistToken(SARAH);
    const missed = await paidSession({ therapistEmail: SARAH, slotIndex: 70 });
    const short = await paidSession({ therapistEmail: SARAH, slotIndex: 72 });
    const start = Date.now() - 30 * HOUR;
    for (const [id, offset] of [
      [missed.id, 0],
      [short.id, 2 * HOUR],
    ] as const)
      await database.db
        .update(bookings)
        .set({ startTime: new Date(start + offset), endTime: new Date(start + offset + HOUR) })
        .where(eq(bookings.id, id));
    // The client of `missed` waited alone; `short`'s client met Sarah for 25 minutes.
    const at = (minutes: number, offset = 2 * HOUR) => new Date(start + offset + minutes * 60_000);
    const shortRow = await amountOf(short.id);
    await database.db.insert(roomAttendance).values([
      { bookingId: missed.id, userId: missed.client.user.id, joinedAt: new Date(start) },
      {
        bookingId: short.id,
        userId: shortRow.providerId,
        joinedAt: at(0),
        leftAt: at(30),
      },
      { bookingId: short.id, userId: short.client.user.id, joinedAt: at(5), leftAt: at(40) },
    ]);
    const list = await sessionsOf(token);
    expect(list.find((s) => s.identifier === missed.id)).toMatchObject({
      kind: "held",
      attendance: "notHeld",
      heldMinutes: 0,
    });
    expect(list.find((s) => s.identifier === short.id)).toMatchObject({
      kind: "held",
      attendance: "held",
      heldMinutes: 25,
    });

    // A therapist who uses their own room: nobody knows.
    await call("/provider/session-link", {
      token,
      method: "PUT",
      body: { link: "https://meet.example.com/sarah", useOwnRoom: true },
    });
    const elsewhere = await sessionsOf(token);
    expect(elsewhere.find((s) => s.identifier === short.id)).toMatchObject({
      attendance: "unknown",
      heldMinutes: 0,
    });
    await call("/provider/session-link", { token, method: "PUT", body: { link: "" } });
  });

  it("keeps the fee of a client's cancel inside 48 hours, and nothing of a refunded cancel", async () => {
    const token = await therapistToken(SARAH);
    const late = await paidSession({ therapistEmail: SARAH });
    const early = await paidSession({ therapistEmail: SARAH });
    await startIn(late.id, 25);
    const { currency } = await amountOf(late.id);
    const before = totalsIn(await summary(token), currency);
    const lateCancel = await call(`/booking/${late.id}/cancel`, {
      token: late.client.token,
      body: { note: "Something came up" },
    });
    expect(lateCancel.status).toBe(200);
    expect(lateCancel.body.data.refunded ?? 0).toBe(0);
    const earlyCancel = await call(`/booking/${early.id}/cancel`, {
      token: early.client.token,
      body: {},
    });
    expect(earlyCancel.status).toBe(200);

    const fee = (await amountOf(late.id)).amount;
    const after = totalsIn(await summary(token), currency);
    expect(after.earned).toBe(before.earned + fee);
    expect(after.upcoming).toBe(before.upcoming - fee - (await amountOf(early.id)).amount);
    expect(after.sessionsHeld).toBe(before.sessionsHeld);

    const list = await sessionsOf(token);
    expect(list.find((s) => s.identifier === late.id)).toMatchObject({
      kind: "lateCancellation",
      refunded: 0,
      earned: fee,
    });
    expect(list.find((s) => s.identifier === early.id)).toMatchObject({
      kind: "refunded",
      earned: 0,
    });
  });

  it("a therapist's cancel refunds everything, so it earns nothing", async () => {
    const token = await therapistToken(SARAH);
    const session = await paidSession({ therapistEmail: SARAH });
    await startIn(session.id, 5);
    const { currency } = await amountOf(session.id);
    const before = totalsIn(await summary(token), currency);
    const res = await call(`/appointment/${session.id}/cancel`, { token, body: {} });
    expect(res.status).toBe(200);
    const after = totalsIn(await summary(token), currency);
    expect(after.earned).toBe(before.earned);
    const row = (await sessionsOf(token)).find((s) => s.identifier === session.id);
    expect(row).toMatchObject({ kind: "refunded", earned: 0, refunded: row.amount });
  });

  it("shows a therapist only their own sessions, and no client at all", async () => {
    const session = await completedSession({ therapistEmail: SARAH });
    const other = await therapistToken("marcus.lee@demo.therapy");
    const theirs = await sessionsOf(other);
    expect(theirs.some((s) => s.identifier === session.id)).toBe(false);
    const client = await call("/provider/earnings", { token: session.client.token });
    expect(client.status).toBe(403);
    expect((await call("/provider/earnings/sessions")).status).toBe(401);
  });

  it("starts empty for a new therapist", async () => {
    const { token } = await signedInUser({ userType: "provider" });
    expect(await summary(token)).toEqual({ totals: [], months: [], years: [] });
    const page = await call("/provider/earnings/sessions", { token });
    expect(page.body).toEqual({ data: [], meta: { page: 1, pageSize: 20, total: 0 } });
  });
});

describe("npm run payouts:due: what support pays by hand", () => {
  it("lists each therapist's earnings of a month with the account to pay, and says when there is none", async () => {
    const { payoutsCsv, payoutsDue } = await import("./payouts-due");
    const token = await therapistToken(SARAH);
    await call("/provider/bank-details", {
      method: "PUT",
      token,
      body: {
        accountName: "Sarah Mitchell",
        bankCode: "204514",
        bankName: "Barclays, London",
        accountNumber: "55779911",
        address: "12 Harley Street",
        postalCode: "W1G 9PF",
        accountType: "checking",
        accountOwnership: "personal",
        dateOfBirth: "1984-03-12",
      },
    });
    const held = await completedSession({ therapistEmail: SARAH });
    const row = await amountOf(held.id);
    const month = new Intl.DateTimeFormat("en-CA", {
      timeZone: "Europe/London",
      year: "numeric",
      month: "2-digit",
    })
      .format(row.startTime!)
      .slice(0, 7);
    const due = await payoutsDue(month);
    const sarah = due.find((d) => d.email === SARAH && d.currency === row.currency)!;
    expect(sarah.earned).toBeGreaterThanOrEqual(row.amount);
    expect(sarah.account).toEqual({
      accountName: "Sarah Mitchell",
      bankName: "Barclays, London",
      bankCode: "204514",
      accountNumber: "55779911",
    });
    const csv = payoutsCsv(due);
    expect(csv.split("\n")[0]).toBe(
      "email,name,currency,amount,sessions,account_name,bank_name,bank_code,account_number,reference",
    );
    expect(csv).toContain(
      `${SARAH},Sarah Mitchell,${row.currency},${(sarah.earned / 100).toFixed(2)},${sarah.sessions},Sarah Mitchell,"Barclays, London",204514,55779911,\n`,
    );
    // The seed's session of Amaka, who has no payout account, in its month (weeks before the seed ran).
    const [seeded] = (await summary(await therapistToken("amaka.obi@demo.therapy"))).months;
    const amaka = (await payoutsDue(seeded!.month)).find(
      (d) => d.email === "amaka.obi@demo.therapy",
    );
    expect(amaka?.account).toBeNull();
    expect(payoutsCsv([amaka!])).toContain("NO PAYOUT ACCOUNT");
  });
});
