import "server-only";
import { and, asc, count, desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { walletWithdrawals } from "@/db/schema/wallet";
import { DomainError } from "@/lib/server/errors";
import type { StaffWithdrawal, Withdrawal } from "../schemas";
import { withdrawalReference, type WithdrawalStatus } from "../withdrawal";
import { returnWithdrawal } from "./ledger";
import { sendWithdrawalSettled } from "./withdrawal-emails";
import { withdrawalToWire } from "./withdrawals";

/**
 * Finance settles a client's withdrawal on the console (decision 0114), as it records a
 * therapist's payout (0810): it makes the bank transfer, then records it paid with the transfer's
 * reference, or failed with the reason, which returns the money to the wallet. Either only while
 * the withdrawal is still requested: of two people settling at once, one wins and the other gets
 * 409 WITHDRAWAL_SETTLED, so the money never comes back twice.
 */

type Row = typeof walletWithdrawals.$inferSelect;

const STAFF_WITHDRAWALS_PAGE_SIZE = 25;

const toStaffWire = (row: Row, person: StaffWithdrawal["person"]): StaffWithdrawal => {
  const { accountNumberEnding: _ending, ...wire } = withdrawalToWire(row);
  return { ...wire, person, bankCode: row.bankCode, accountNumber: row.accountNumber };
};

/** GET /staff/withdrawals?status=: requested ones oldest first (the queue), settled newest first. */
export async function staffWithdrawals(query: { status: WithdrawalStatus; page: number }) {
  const db = await getDb();
  const where = eq(walletWithdrawals.status, query.status);
  const order =
    query.status === "requested"
      ? asc(walletWithdrawals.createdAt)
      : desc(walletWithdrawals.settledAt);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        row: walletWithdrawals,
        person: {
          identifier: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        },
      })
      .from(walletWithdrawals)
      .innerJoin(users, eq(users.id, walletWithdrawals.userId))
      .where(where)
      .orderBy(order, asc(walletWithdrawals.id))
      .limit(STAFF_WITHDRAWALS_PAGE_SIZE)
      .offset((query.page - 1) * STAFF_WITHDRAWALS_PAGE_SIZE),
    db.select({ value: count() }).from(walletWithdrawals).where(where),
  ]);
  return {
    data: rows.map((r) => toStaffWire(r.row, r.person)),
    meta: {
      page: query.page,
      pageSize: STAFF_WITHDRAWALS_PAGE_SIZE,
      total: Number(total?.value ?? 0),
    },
  };
}

export type Settlement =
  { outcome: "paid"; reference: string } | { outcome: "failed"; reason: string };

/**
 * Records a requested withdrawal as paid or failed (a failed one's money back in the wallet, in
 * the same transaction). Then the client is emailed and notified; a failed email is logged.
 */
export async function settleWithdrawal(
  staffId: string,
  id: string,
  settlement: Settlement,
  now: Date,
): Promise<Withdrawal & { userId: string }> {
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [settled] = await tx
      .update(walletWithdrawals)
      .set({
        status: settlement.outcome,
        settledAt: now,
        settledBy: staffId,
        ...(settlement.outcome === "paid"
          ? { transferReference: settlement.reference }
          : { failureReason: settlement.reason }),
      })
      .where(and(eq(walletWithdrawals.id, id), eq(walletWithdrawals.status, "requested")))
      .returning();
    if (!settled) {
      const [known] = await tx
        .select({ id: walletWithdrawals.id })
        .from(walletWithdrawals)
        .where(eq(walletWithdrawals.id, id));
      throw new DomainError(known ? "WITHDRAWAL_SETTLED" : "WITHDRAWAL_NOT_FOUND");
    }
    if (settled.userId === staffId) throw new DomainError("STAFF_SELF_ACTION");
    if (settlement.outcome === "failed") {
      await returnWithdrawal(tx, {
        userId: settled.userId,
        amount: settled.amount,
        currency: settled.currency,
        reference: withdrawalReference(settled.id),
        description: settlement.reason,
      });
    }
    return settled;
  });
  await sendWithdrawalSettled(row);
  return { ...withdrawalToWire(row), userId: row.userId };
}
