// @vitest-environment node
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import {
  bookings,
  supportChatMessages,
  supportConversations,
  therapyCategories,
  verifications,
  walletEntries,
  wallets,
} from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { createUser } from "@/tests/helpers/factories";
import { everyAsker } from "@/tests/helpers/staff";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { staffOverview } from "./overview";

const database = withTestDatabase({ seed: true });
const DAY = 86_400_000;
const HOUR = 3_600_000;
/**
 * The pinned "now": 10:30 UTC on a day about three years after the real one, so the demo data
 * (written at the real now) lies outside every window the test reads.
 */
const real = new Date();
const TODAY = Date.UTC(real.getUTCFullYear(), real.getUTCMonth(), real.getUTCDate()) + 1000 * DAY;
const NOW = new Date(TODAY + 10 * HOUR + 30 * 60_000);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type Who = "support" | "reviewer" | "finance" | "admin" | "client" | "therapist" | "anonymous";
const tokens = {} as Record<Who, string | undefined>;
let slot = 0;

async function booking(values: {
  createdAt: Date;
  status?: "pending" | "confirmed" | "cancelled" | "expired" | "completed";
  cancelledAt?: Date;
}) {
  const [client, provider] = [await createUser(), await createUser({ userType: "provider" })];
  const [category] = await database.db.select().from(therapyCategories).limit(1);
  const start = new Date(TODAY + 100 * DAY + slot++ * HOUR);
  await database.db.insert(bookings).values({
    clientId: client.id,
    providerId: provider.id,
    categoryId: category!.id,
    modality: "video",
    status: values.status ?? "confirmed",
    startTime: start,
    endTime: new Date(start.getTime() + HOUR),
    amount: 1000,
    currency: "NGN",
    createdAt: values.createdAt,
    ...(values.cancelledAt ? { cancelledAt: values.cancelledAt, cancelledBy: "client" } : {}),
  });
}

async function walletOf(currency: string) {
  const person = await createUser({ countryCode: currency === "GBP" ? "GB" : "NG" });
  const [wallet] = await database.db
    .insert(wallets)
    .values({ userId: person.id, currency })
    .returning();
  return wallet!;
}

async function entry(
  wallet: { id: string; currency: string },
  type: "booking_charge" | "refund" | "top_up",
  amount: number,
  createdAt: Date,
) {
  await database.db.insert(walletEntries).values({
    walletId: wallet.id,
    type,
    amount,
    currency: wallet.currency,
    balanceAfter: 0,
    reference: randomUUID(),
    createdAt,
  });
}

beforeAll(async () => {
  const { tokens: signedIn } = await everyAsker();
  Object.assign(tokens, signedIn);

  const oldest = TODAY - 29 * DAY;
  // Bookings: today, the window's first second, the second before it, and an expired hold.
  await booking({ createdAt: new Date(NOW.getTime() - HOUR) });
  await booking({ createdAt: new Date(NOW.getTime() - 2 * HOUR), status: "completed" });
  await booking({ createdAt: new Date(oldest) });
  await booking({ createdAt: new Date(oldest - 1000) });
  await booking({ createdAt: new Date(NOW.getTime() - HOUR), status: "expired" });
  // Made before the window, cancelled two days ago: a cancellation, not a booking, of the window.
  await booking({
    createdAt: new Date(TODAY - 40 * DAY),
    status: "cancelled",
    cancelledAt: new Date(TODAY - 2 * DAY + 5 * HOUR),
  });
  // Made and cancelled on the first day; and one cancelled just before the window.
  await booking({
    createdAt: new Date(oldest + HOUR),
    status: "cancelled",
    cancelledAt: new Date(oldest + 2 * HOUR),
  });
  await booking({
    createdAt: new Date(oldest - 5 * DAY),
    status: "cancelled",
    cancelledAt: new Date(oldest - 1000),
  });

  // Money: NGN and GBP session payments and refunds, inside and just outside the window.
  const ngn = await walletOf("NGN");
  const gbp = await walletOf("GBP");
  await entry(ngn, "booking_charge", -2_000_000, new Date(NOW.getTime() - HOUR));
  await entry(ngn, "booking_charge", -500_000, new Date(NOW.getTime() - 3 * HOUR));
  await entry(ngn, "top_up", 9_000_000, new Date(NOW.getTime() - 3 * HOUR));
  await entry(ngn, "booking_charge", -999_900, new Date(oldest - 1000));
  await entry(gbp, "booking_charge", -12_000, new Date(oldest + 1000));
  await entry(gbp, "refund", 6_000, new Date(TODAY - 2 * DAY + HOUR));
  await entry(ngn, "refund", 250_000, new Date(NOW.getTime() - 30 * 60_000));
});

describe("GET /api/staff/overview (decision 0815)", () => {
  it("counts bookings and cancellations per UTC day, the window's first day in, the day before out", async () => {
    const overview = await staffOverview(30, NOW, { withMoney: true });
    expect(overview.days).toHaveLength(30);
    expect(overview.days[0]!.date).toBe(dayOf(TODAY - 29 * DAY));
    expect(overview.days[29]!.date).toBe(dayOf(TODAY));
    const on = (ms: number) => overview.days.find((d) => d.date === dayOf(ms))!;
    // Two today (the expired hold is not one), two on the first day (one of them cancelled).
    expect(on(TODAY)).toMatchObject({ bookings: 2, cancellations: 0 });
    expect(on(TODAY - 29 * DAY)).toMatchObject({ bookings: 2, cancellations: 1 });
    expect(on(TODAY - 2 * DAY)).toMatchObject({ bookings: 0, cancellations: 1 });
    expect(overview.totals).toMatchObject({ bookings: 4, cancellations: 2 });
    // Every other day is there, with zeros.
    expect(overview.days.filter((d) => d.bookings || d.cancellations)).toHaveLength(3);

    const wider = await staffOverview(90, NOW, { withMoney: true });
    expect(wider.days).toHaveLength(90);
    // Adds the one made a second before the window and the cancelled ones made before it.
    expect(wider.totals).toMatchObject({ bookings: 7, cancellations: 3 });
  });

  it("sums session payments and refunds per day and currency, in minor units", async () => {
    const overview = await staffOverview(30, NOW, { withMoney: true });
    const on = (ms: number) => overview.days.find((d) => d.date === dayOf(ms))!;
    expect(on(TODAY)).toMatchObject({ revenue: { NGN: 2_500_000 }, refunds: { NGN: 250_000 } });
    expect(on(TODAY - 29 * DAY)).toMatchObject({ revenue: { GBP: 12_000 }, refunds: {} });
    expect(on(TODAY - 2 * DAY)).toMatchObject({ revenue: {}, refunds: { GBP: 6_000 } });
    expect(overview.totals.revenue).toEqual({ NGN: 2_500_000, GBP: 12_000 });
    expect(overview.totals.refunds).toEqual({ NGN: 250_000, GBP: 6_000 });

    const wider = await staffOverview(90, NOW, { withMoney: true });
    expect(wider.totals.revenue).toEqual({ NGN: 3_499_900, GBP: 12_000 });
    const withoutMoney = await staffOverview(30, NOW, { withMoney: false });
    expect(withoutMoney.totals).toMatchObject({ revenue: null, refunds: null });
    expect(withoutMoney.days.every((d) => d.revenue === null && d.refunds === null)).toBe(true);
  });

  it("counts the verification backlog with its oldest submission, and support conversations waiting", async () => {
    const before = await staffOverview(30, NOW, { withMoney: false });
    const longAgo = new Date(real.getTime() - 5000 * DAY);
    const waiting = await createUser({ userType: "provider", credentials: "none" });
    const decided = await createUser({ userType: "provider", credentials: "none" });
    await database.db.insert(verifications).values([
      { providerId: waiting.id, status: "submitted", submittedAt: longAgo },
      {
        providerId: decided.id,
        status: "rejected",
        submittedAt: new Date(longAgo.getTime() - DAY),
        reviewedAt: longAgo,
      },
    ]);
    // Support owes the first an answer; the second was answered last; the third is resolved.
    const conversation = async (status: "open" | "resolved", lastFromStaff: boolean) => {
      const person = await createUser();
      const [row] = await database.db
        .insert(supportConversations)
        .values({ userId: person.id, status })
        .returning();
      await database.db.insert(supportChatMessages).values([
        {
          conversationId: row!.id,
          fromStaff: false,
          text: "Hello",
          createdAt: new Date(real.getTime() - 2000),
        },
        {
          conversationId: row!.id,
          fromStaff: lastFromStaff,
          text: "Anyone?",
          createdAt: new Date(real.getTime() - 1000),
        },
      ]);
    };
    await conversation("open", false);
    await conversation("open", true);
    await conversation("resolved", false);

    const after = await staffOverview(30, NOW, { withMoney: false });
    expect(after.verification).toEqual({
      waiting: before.verification.waiting + 1,
      oldestSubmittedAt: longAgo.toISOString(),
    });
    expect(after.support.waiting).toBe(before.support.waiting + 1);
    const res = await call("/staff/overview", { token: tokens.support });
    expect(res.body.data.verification).toEqual(after.verification);
    expect(res.body.data.support).toEqual(after.support);
    // Counts only: no one's name or email anywhere in the answer.
    expect(JSON.stringify(res.body)).not.toMatch(/Test Person|@example\.com/);
  });

  it("serves every staff role, money to finance and admin only, 404 to clients, therapists and anonymous", async () => {
    const everyone: Who[] = ["support", "reviewer", "finance", "admin"];
    for (const who of everyone) {
      for (const days of [30, 90]) {
        const res = await call(`/staff/overview?days=${days}`, { token: tokens[who] });
        expect(res.status, who).toBe(200);
        expect(res.body.data.days, who).toHaveLength(days);
        const money = who === "finance" || who === "admin";
        if (money) expect(res.body.data.totals.revenue, who).toEqual(expect.any(Object));
        else expect(res.body.data.totals, who).toMatchObject({ revenue: null, refunds: null });
        expect(res.body.data.totals.revenue === null, who).toBe(!money);
      }
    }
    const byDefault = await call("/staff/overview", { token: tokens.reviewer });
    expect(byDefault.body.data.days).toHaveLength(30);
    expect(byDefault.body.data.days.at(-1).date).toBe(new Date().toISOString().slice(0, 10));
    for (const who of ["client", "therapist", "anonymous"] as const) {
      const res = await call("/staff/overview", { token: tokens[who] });
      expect(res.status, who).toBe(404);
      expect(res.body.code, who).toBe("NOT_FOUND");
    }
  });

  it("answers 400 with the validation envelope to any other window", async () => {
    for (const days of ["7", "31", "abc"]) {
      const res = await call(`/staff/overview?days=${days}`, { token: tokens.admin });
      expect(res.status, days).toBe(400);
      expect(res.body).toMatchObject({
        code: "VALIDATION_FAILED",
        errors: { days: "Choose 30 or 90 days." },
      });
    }
  });
});
