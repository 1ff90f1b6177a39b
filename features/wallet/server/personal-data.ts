import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { walletEntries, wallets } from "@/db/schema/wallet";

/** The person's wallet ledger, oldest first, amounts in minor units (decision 0507). */
export async function ledgerOf(userId: string) {
  const db = await getDb();
  const rows = await db
    .select({ entry: walletEntries })
    .from(walletEntries)
    .innerJoin(wallets, eq(wallets.id, walletEntries.walletId))
    .where(eq(wallets.userId, userId))
    .orderBy(asc(walletEntries.seq));
  return rows.map(({ entry }) => ({
    identifier: entry.id,
    type: entry.type,
    amount: entry.amount,
    currency: entry.currency,
    balanceAfter: entry.balanceAfter,
    reference: entry.reference,
    description: entry.description,
    createdAt: entry.createdAt.toISOString(),
  }));
}
