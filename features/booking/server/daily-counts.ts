import "server-only";
import { and, gte, lte, ne, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings } from "@/db/schema/booking";

const utcDay = (column: typeof bookings.createdAt | typeof bookings.cancelledAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/**
 * The console's overview (decision 0815): per UTC day from `from` to `to`, the bookings made
 * (every status but `expired`, the unpaid holds that ran out) and the bookings cancelled (on the
 * day of their cancellation). Only days with something are listed; counts, never who.
 */
export async function bookingCountsByDay(from: Date, to: Date) {
  const db = await getDb();
  const [made, cancelled] = await Promise.all([
    db
      .select({ date: utcDay(bookings.createdAt), count: sql<number>`count(*)::int` })
      .from(bookings)
      .where(
        and(
          gte(bookings.createdAt, from),
          lte(bookings.createdAt, to),
          ne(bookings.status, "expired"),
        ),
      )
      .groupBy(utcDay(bookings.createdAt)),
    db
      .select({ date: utcDay(bookings.cancelledAt), count: sql<number>`count(*)::int` })
      .from(bookings)
      .where(
        and(
          sql`${bookings.status} = 'cancelled'`,
          gte(bookings.cancelledAt, from),
          lte(bookings.cancelledAt, to),
        ),
      )
      .groupBy(utcDay(bookings.cancelledAt)),
  ]);
  return {
    bookings: made.map((r) => ({ date: r.date, count: Number(r.count) })),
    cancellations: cancelled.map((r) => ({ date: r.date, count: Number(r.count) })),
  };
}
