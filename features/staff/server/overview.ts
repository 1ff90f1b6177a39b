import "server-only";
import { count, eq, min } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { verifications } from "@/db/schema/credentials";
import { bookingCountsByDay } from "@/features/booking/server/service";
import { walletMoneyByDay } from "@/features/wallet/server/service";
import { windowDays, type StaffOverview } from "../overview-schemas";

/**
 * Support conversations waiting for staff. The support feature imports the console's guard, so
 * its count is wired in app/api/app.ts rather than imported (no import circle).
 */
let supportWaiting: () => Promise<number> = async () => 0;
export const setSupportWaitingSource = (source: typeof supportWaiting) => {
  supportWaiting = source;
};

/** Submitted credentials not yet decided, and when the longest-waiting was submitted. */
async function verificationBacklog() {
  const db = await getDb();
  const [row] = await db
    .select({ waiting: count(), oldest: min(verifications.submittedAt) })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.providerId))
    .where(eq(verifications.status, "submitted"));
  return {
    waiting: Number(row?.waiting ?? 0),
    oldestSubmittedAt: row?.oldest ? new Date(row.oldest).toISOString() : null,
  };
}

type Money = Record<string, number>;
const add = (into: Money, currency: string, amount: number) => {
  if (amount) into[currency] = (into[currency] ?? 0) + amount;
};

/**
 * GET /api/staff/overview (decision 0815): the last `days` UTC days up to `now`, every day listed,
 * oldest first; money (minor units per currency) only `withMoney`, else null. Counts and sums only.
 */
export async function staffOverview(
  days: number,
  now: Date,
  { withMoney }: { withMoney: boolean },
): Promise<StaffOverview> {
  const dates = windowDays(now, days);
  const from = new Date(`${dates[0]}T00:00:00.000Z`);
  const [counts, money, verification, waiting] = await Promise.all([
    bookingCountsByDay(from, now),
    withMoney ? walletMoneyByDay(from, now) : Promise.resolve([]),
    verificationBacklog(),
    supportWaiting(),
  ]);
  const byDate = new Map(
    dates.map((date) => [
      date,
      { date, bookings: 0, cancellations: 0, revenue: {} as Money, refunds: {} as Money },
    ]),
  );
  for (const r of counts.bookings) {
    const day = byDate.get(r.date);
    if (day) day.bookings += r.count;
  }
  for (const r of counts.cancellations) {
    const day = byDate.get(r.date);
    if (day) day.cancellations += r.count;
  }
  const totals = { bookings: 0, cancellations: 0, revenue: {} as Money, refunds: {} as Money };
  for (const r of money) {
    const day = byDate.get(r.date);
    if (!day) continue;
    add(day.revenue, r.currency, r.revenue);
    add(day.refunds, r.currency, r.refunds);
  }
  const list = [...byDate.values()];
  for (const day of list) {
    totals.bookings += day.bookings;
    totals.cancellations += day.cancellations;
    for (const [currency, amount] of Object.entries(day.revenue))
      add(totals.revenue, currency, amount);
    for (const [currency, amount] of Object.entries(day.refunds))
      add(totals.refunds, currency, amount);
  }
  const shown = <T extends Money>(value: T) => (withMoney ? value : null);
  return {
    days: list.map((day) => ({ ...day, revenue: shown(day.revenue), refunds: shown(day.refunds) })),
    totals: { ...totals, revenue: shown(totals.revenue), refunds: shown(totals.refunds) },
    verification,
    support: { waiting },
  };
}
