import "server-only";
import { and, gte, inArray, lte, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { walletEntries } from "@/db/schema/wallet";

const utcDay = sql<string>`to_char(${walletEntries.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;

/**
 * The console's overview (decision 0815): per UTC day and currency from `from` to `to`, in minor
 * units, what wallets paid for sessions (`booking_charge` entries, as positive amounts) and what
 * the ledger refunded (`refund` entries). Only days with something are listed; sums, never who.
 */
export async function walletMoneyByDay(from: Date, to: Date) {
  const db = await getDb();
  const rows = await db
    .select({
      date: utcDay,
      currency: walletEntries.currency,
      revenue:
        sql<number>`coalesce(sum(-${walletEntries.amount}) filter (where ${walletEntries.type} = 'booking_charge'), 0)`.mapWith(
          Number,
        ),
      refunds:
        sql<number>`coalesce(sum(${walletEntries.amount}) filter (where ${walletEntries.type} = 'refund'), 0)`.mapWith(
          Number,
        ),
    })
    .from(walletEntries)
    .where(
      and(
        inArray(walletEntries.type, ["booking_charge", "refund"]),
        gte(walletEntries.createdAt, from),
        lte(walletEntries.createdAt, to),
      ),
    )
    .groupBy(utcDay, walletEntries.currency);
  return rows.map((r) => ({ ...r, currency: r.currency.trim() }));
}
