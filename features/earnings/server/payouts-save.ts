import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { payouts } from "@/db/schema/earnings";
import { isConstraintViolation, SQLSTATE } from "@/lib/server/db-errors";
import { DomainError } from "@/lib/server/errors";
import { logError } from "@/lib/server/log";
import { checkPayout, type PayoutCheck } from "../payout-rules";
import { sendPayoutSent } from "./emails";
import { payoutsDue } from "./payouts-due";

/**
 * The step `npm run payouts:record` and the console's "Record as paid" share (decision 0810):
 * check payouts against what is due and paid, then save them and tell each therapist.
 */

/** A payout to record: whose (their email, as the file names them, or their id), and what. */
export type PayoutClaim = { who: string; currency: string; amount: number; reference: string };
export type CheckedPayout = PayoutClaim & { providerId: string | null; check: PayoutCheck };

/**
 * Checks each claim against the month's earnings and payouts (`providerId`: one therapist's only),
 * by the rules of `checkPayout`. Reads, never writes.
 */
export async function checkPayouts(
  month: string,
  claims: PayoutClaim[],
  { now = new Date(), providerId }: { now?: Date; providerId?: string } = {},
): Promise<CheckedPayout[]> {
  const db = await getDb();
  // What is due, then what is paid, in that order: a payout recorded meanwhile is then seen as
  // paid (409 PAYOUT_ALREADY_RECORDED), never as nothing due; read side by side, one read could
  // fall before another recording's commit and the other after it.
  const due = await payoutsDue(month, now, providerId);
  const paid = await db
    .select({
      providerId: payouts.providerId,
      email: users.email,
      currency: payouts.currency,
      amount: payouts.amount,
      reference: payouts.reference,
    })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.providerId))
    .where(
      and(eq(payouts.month, month), providerId ? eq(payouts.providerId, providerId) : undefined),
    );
  // Found by email (the file) or by id (the console): neither can be taken for the other.
  const byWho = <T extends { providerId: string; email: string; currency: string }>(rows: T[]) =>
    new Map(
      rows.flatMap((r) => [
        [`${r.email}|${r.currency}`, r],
        [`${r.providerId}|${r.currency}`, r],
      ]),
    );
  const dueOf = byWho(due);
  const paidOf = byWho(paid);
  return claims.map((claim) => {
    const key = `${claim.who}|${claim.currency}`;
    const owed = dueOf.get(key);
    const before = paidOf.get(key);
    return {
      ...claim,
      providerId: owed?.providerId ?? before?.providerId ?? null,
      check: checkPayout(claim, owed, before),
    };
  });
}

export type PayoutToSave = {
  providerId: string;
  currency: string;
  amount: number;
  reference: string;
};

/**
 * Saves checked payouts of `month` in one transaction, then emails each therapist (decision 0107).
 * A month and currency is paid once (the unique key): if another recording got there first, nothing
 * is saved and this throws 409 PAYOUT_ALREADY_RECORDED, so of two at once exactly one wins.
 */
export async function savePayouts(month: string, rows: PayoutToSave[], paidOn: string) {
  if (!rows.length) return;
  const db = await getDb();
  try {
    await db.transaction(async (tx) => {
      await tx.insert(payouts).values(rows.map((p) => ({ ...p, month, paidOn })));
    });
  } catch (error) {
    if (isConstraintViolation(error, "payouts_provider_month_currency", SQLSTATE.uniqueViolation))
      throw new DomainError("PAYOUT_ALREADY_RECORDED");
    throw error;
  }
  // After the commit: a payout is recorded whether or not its email gets out.
  for (const p of rows) {
    await sendPayoutSent({ ...p, month, paidOn }).catch((error: unknown) =>
      logError("[earnings] payout email failed:", error),
    );
  }
}
