import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bookings, walletEntries } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { bookableTherapist, freeSlots, fundWallet, requestSeries } from "@/tests/helpers/booking";
import { signedInUser } from "@/tests/helpers/factories";
import { therapistToken } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });
const HOUR = 3_600_000;
const MINUTE = 60_000;
const MARCUS = "marcus.lee@demo.therapy";
let nextSlot = 45;

afterEach(() => vi.useRealTimers());

/** A client's paid 3-week series with Marcus (a slot no earlier test of this file used). */
async function paidSeries() {
  const therapist = await bookableTherapist(MARCUS);
  const client = await signedInUser({ countryCode: "US" });
  const slot = (await freeSlots(therapist.providerId, therapist.categoryId))[nextSlot]!;
  nextSlot += 1;
  const series = await requestSeries(client.token, therapist, slot.identifier, 3);
  expect(series.status).toBe(201);
  const ids = series.body.data.bookings as string[];
  const amount = (await call(`/booking/${ids[0]}`, { token: client.token })).body.data
    .amount as number;
  await fundWallet(client.user.id, amount * 3, "USD");
  await call(`/booking/${ids[0]}/pay`, { token: client.token, method: "POST" });
  return { client, ids, amount };
}

/**
 * Puts each session at its own instant, straight in the database; a minute long, so sessions a
 * minute apart (either side of the 48-hour edge) do not overlap.
 */
async function startAt(ids: string[], starts: number[]) {
  for (const [i, id] of ids.entries()) {
    await database.db
      .update(bookings)
      .set({ startTime: new Date(starts[i]!), endTime: new Date(starts[i]! + MINUTE) })
      .where(eq(bookings.id, id));
  }
}

const balanceOf = async (token: string) =>
  (await call("/wallet/balance", { token })).body.data.balance as number;
const refundsOf = async (id: string) =>
  database.db
    .select()
    .from(walletEntries)
    .where(eq(walletEntries.reference, `refund:booking:${id}`));
const statusOf = async (id: string) =>
  (await database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.status;

describe("cancelling a series: this and following", () => {
  it("previews each session's refund at the 48-hour edge and the total, then cancels and refunds exactly that", async () => {
    const { client, ids, amount } = await paidSeries();
    const now = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(now);
    // A minute inside 48 hours: nothing back; exactly 48 hours: refunded; a week: refunded.
    await startAt(ids, [now + 48 * HOUR - MINUTE, now + 48 * HOUR, now + 7 * 24 * HOUR]);

    const preview = await call(`/booking/${ids[0]}/cancel/following`, { token: client.token });
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ totalRefund: 2 * amount, currency: "USD" });
    expect(
      preview.body.data.sessions.map((s: { identifier: string; refundAmount: number }) => [
        s.identifier,
        s.refundAmount,
      ]),
    ).toEqual([
      [ids[0], 0],
      [ids[1], amount],
      [ids[2], amount],
    ]);
    expect(preview.body.data.sessions[1]).toMatchObject({
      isRefundable: true,
      refundableUntil: new Date(now).toISOString(),
      status: "confirmed",
    });
    // Looking cancels nothing.
    expect(await statusOf(ids[0]!)).toBe("confirmed");

    const res = await call(`/booking/${ids[0]}/cancel/following`, {
      token: client.token,
      body: { note: "Moving abroad" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.refunded).toBe(2 * amount);
    expect(
      res.body.data.sessions.map((s: { status: string; refunded: number }) => [
        s.status,
        s.refunded,
      ]),
    ).toEqual([
      ["cancelled", 0],
      ["cancelled", amount],
      ["cancelled", amount],
    ]);
    expect(await balanceOf(client.token)).toBe(2 * amount);
    expect(await refundsOf(ids[0]!)).toHaveLength(0);
    expect(await refundsOf(ids[1]!)).toHaveLength(1);
    expect(await refundsOf(ids[2]!)).toHaveLength(1);

    const again = await call(`/booking/${ids[0]}/cancel/following`, {
      token: client.token,
      body: {},
    });
    expect([again.status, again.body.code]).toEqual([409, "ALREADY_CANCELLED"]);
    expect(await balanceOf(client.token)).toBe(2 * amount);
  });

  it("from the second session: the first stays; the therapist's cancel refunds every session in full", async () => {
    const { client, ids, amount } = await paidSeries();
    const now = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(now);
    await startAt(ids, [now + 24 * HOUR, now + 30 * HOUR, now + 7 * 24 * HOUR]);
    const token = await therapistToken(MARCUS);

    const preview = await call(`/appointment/${ids[1]}/cancel/following`, { token });
    expect(preview.body.data.totalRefund).toBe(2 * amount);
    expect(preview.body.data.sessions.map((s: { identifier: string }) => s.identifier)).toEqual(
      ids.slice(1),
    );
    const res = await call(`/appointment/${ids[1]}/cancel/following`, { token, body: {} });
    expect(res.status).toBe(200);
    expect(res.body.data.refunded).toBe(2 * amount);
    expect(await Promise.all(ids.map(statusOf))).toEqual(["confirmed", "cancelled", "cancelled"]);
    expect(await balanceOf(client.token)).toBe(2 * amount);
  });

  it("another client or therapist: 404, the other side's path: 403, nobody signed in: 401; nothing cancelled", async () => {
    const { client, ids } = await paidSeries();
    const stranger = await signedInUser({ countryCode: "US" });
    const otherTherapist = (await signedInUser({ userType: "provider" })).token;
    const url = `/cancel/following`;
    expect((await call(`/booking/${ids[0]}${url}`, { token: stranger.token })).status).toBe(404);
    expect(
      (await call(`/booking/${ids[0]}${url}`, { token: stranger.token, body: {} })).status,
    ).toBe(404);
    expect(
      (await call(`/appointment/${ids[0]}${url}`, { token: otherTherapist, body: {} })).status,
    ).toBe(404);
    expect(
      (await call(`/appointment/${ids[0]}${url}`, { token: client.token, body: {} })).status,
    ).toBe(403);
    expect((await call(`/booking/${ids[0]}${url}`, { body: {} })).status).toBe(401);
    expect(await Promise.all(ids.map(statusOf))).toEqual(["confirmed", "confirmed", "confirmed"]);
    expect(await balanceOf(client.token)).toBe(0);
  });
});
