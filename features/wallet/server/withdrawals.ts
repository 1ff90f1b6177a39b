import "server-only";
import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { walletWithdrawals } from "@/db/schema/wallet";
import type { Locale } from "@/lib/i18n/routing";
import { currencySymbol } from "@/lib/money/currency";
import { DomainError } from "@/lib/server/errors";
import { translate } from "@/lib/server/locale";
import type { Withdrawal, WithdrawalRequest } from "../schemas";
import { minimumWithdrawal, withdrawalReference } from "../withdrawal";
import { ensureWallet, withdrawFromWallet, type Tx } from "./ledger";

/**
 * A client's withdrawals of wallet money to their bank account (decision 0114). Asking is one
 * transaction: the row and the ledger's debit are written together, the debit only while the
 * balance bears it (so of two withdrawals at once past the balance one fails with 402), and the
 * database refuses a negative balance besides. Finance then records it paid or failed
 * (`withdrawal-settle.ts`); a failed one's money comes back with its own ledger entry.
 */

type Row = typeof walletWithdrawals.$inferSelect;

export const WITHDRAWALS_PAGE_SIZE = 10;

export const withdrawalToWire = (row: Row): Withdrawal => ({
  identifier: row.id,
  amount: row.amount,
  currency: row.currency,
  status: row.status,
  accountName: row.accountName,
  bankName: row.bankName,
  accountNumberEnding: row.accountNumber.slice(-4),
  transferReference: row.transferReference,
  failureReason: row.failureReason,
  createdAt: row.createdAt.toISOString(),
  settledAt: row.settledAt?.toISOString() ?? null,
});

/** POST /wallet/withdrawals: 400 under the currency's minimum, 402 past the balance. */
export async function requestWithdrawal(
  userId: string,
  input: Omit<WithdrawalRequest, "amount"> & { amount: number },
  locale: Locale,
  now: Date,
): Promise<Withdrawal> {
  const db = await getDb();
  const wallet = await ensureWallet(db, userId);
  const minimum = minimumWithdrawal(wallet.currency);
  if (input.amount < minimum.minor) {
    const message = translate(locale, "Validation", "withdrawalMinimum", {
      amount: minimum.major,
      symbol: currencySymbol(wallet.currency, locale),
    });
    // The minimum names an amount in the wallet's currency, so it is phrased here.
    throw new DomainError("VALIDATION_FAILED", { rawErrors: { amount: message } });
  }
  const row = await db.transaction(async (tx) => {
    const [made] = await tx
      .insert(walletWithdrawals)
      .values({
        userId,
        walletId: wallet.id,
        amount: input.amount,
        currency: wallet.currency,
        accountName: input.accountName,
        bankName: input.bankName,
        bankCode: input.bankCode,
        accountNumber: input.accountNumber,
        createdAt: now,
      })
      .returning();
    await withdrawFromWallet(tx, {
      userId,
      amount: input.amount,
      currency: wallet.currency,
      reference: withdrawalReference(made!.id),
      description: `${input.bankName} ····${input.accountNumber.slice(-4)}`,
    });
    return made!;
  });
  return withdrawalToWire(row);
}

/** GET /wallet/withdrawals: the client's own, newest first. */
export async function listWithdrawals(userId: string, page: number) {
  const db = await getDb();
  const where = eq(walletWithdrawals.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(walletWithdrawals)
      .where(where)
      .orderBy(desc(walletWithdrawals.createdAt), desc(walletWithdrawals.id))
      .limit(WITHDRAWALS_PAGE_SIZE)
      .offset((page - 1) * WITHDRAWALS_PAGE_SIZE),
    db.select({ value: count() }).from(walletWithdrawals).where(where),
  ]);
  return {
    data: rows.map(withdrawalToWire),
    meta: { page, pageSize: WITHDRAWALS_PAGE_SIZE, total: Number(total?.value ?? 0) },
  };
}

/** GET /wallet/withdrawals/{id}: one of the client's own; anyone else's is not found. */
export async function withdrawalForViewer(userId: string, id: string): Promise<Withdrawal> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(walletWithdrawals)
    .where(and(eq(walletWithdrawals.id, id), eq(walletWithdrawals.userId, userId)));
  if (!row) throw new DomainError("WITHDRAWAL_NOT_FOUND");
  return withdrawalToWire(row);
}

/** The person's withdrawals for their copy of their data (decision 0507), oldest first. */
export async function withdrawalsOf(userId: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(walletWithdrawals)
    .where(eq(walletWithdrawals.userId, userId))
    .orderBy(walletWithdrawals.createdAt);
  return rows.map((row) => ({
    identifier: row.id,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    accountName: row.accountName,
    bankName: row.bankName,
    bankCode: row.bankCode,
    accountNumber: row.accountNumber,
    transferReference: row.transferReference,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  }));
}

/**
 * A deleted account's settled withdrawals keep the amount and the account's last four digits
 * (the books need them), not the name and number. One still requested keeps them: the money is
 * the person's, and finance needs the account to pay it.
 */
export async function forgetWithdrawalAccounts(tx: Tx, userId: string) {
  await tx
    .update(walletWithdrawals)
    .set({
      accountName: "",
      accountNumber: sql`right(${walletWithdrawals.accountNumber}, 4)`,
    })
    .where(and(eq(walletWithdrawals.userId, userId), ne(walletWithdrawals.status, "requested")));
}
