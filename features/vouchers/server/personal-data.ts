import "server-only";
import { asc, eq, or } from "drizzle-orm";
import { getDb } from "@/db/client";
import { vouchers } from "@/db/schema/vouchers";

/**
 * The vouchers and gifts the person bought or redeemed, oldest first (decision 0507). The code of
 * one they bought is theirs to hand on; of one they redeemed, it is spent.
 */
export async function vouchersOf(userId: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(vouchers)
    .where(or(eq(vouchers.buyerId, userId), eq(vouchers.redeemedBy, userId)))
    .orderBy(asc(vouchers.createdAt));
  return rows.map((v) => ({
    identifier: v.id,
    bought: v.buyerId === userId,
    kind: v.kind,
    code: v.code,
    amount: v.amount,
    currency: v.currency,
    buyerName: v.buyerName,
    recipientEmail: v.recipientEmail,
    message: v.message,
    boughtAt: v.createdAt.toISOString(),
    redeemedAt: v.redeemedAt?.toISOString() ?? null,
  }));
}
