import "server-only";
import { TZDate } from "@date-fns/tz";
import { and, count, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { countries } from "@/db/schema/region";
import { payments, walletEntries, wallets } from "@/db/schema/wallet";
import { DomainError } from "@/lib/server/errors";
import type {
  PaymentChannel,
  TransactionsQuery,
  TransactionType,
  WalletBalance,
  WalletStats,
  WalletTransaction,
  WalletTransactionDetail,
  WalletTransactionListItem,
} from "../schemas";
import { bookingChargeReference, bookingRefundReference } from "./booking-references";
import { sessionsPaidBy, therapistsPaidBy } from "./paid-sessions";

/**
 * The wallet ledger. Every movement is one append-only entry written in the same transaction as
 * the balance; the database refuses a negative balance (CHECK) and a second entry of one type for
 * one reference (UNIQUE). Other features (booking) move money only through the functions below,
 * inside their own transaction.
 */

/** A transaction handle, as given by `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Executor = Db | Tx;
type Wallet = typeof wallets.$inferSelect;
type Entry = typeof walletEntries.$inferSelect;

/** A country with no currency on record gets the product's default currency (spec section 1). */
const FALLBACK_CURRENCY = "NGN";

/** The user's wallet, opened on first use in the currency of their country. */
export async function ensureWallet(db: Executor, userId: string): Promise<Wallet> {
  const [existing] = await db.select().from(wallets).where(eq(wallets.userId, userId));
  if (existing) return existing;
  const [user] = await db
    .select({ currency: countries.currencyCode })
    .from(users)
    .leftJoin(countries, eq(countries.id, users.countryId))
    .where(eq(users.id, userId));
  if (!user) throw new Error(`No user ${userId}`);
  // Two first requests at once: one inserts, the other finds it.
  await db
    .insert(wallets)
    .values({ userId, currency: user.currency ?? FALLBACK_CURRENCY })
    .onConflictDoNothing({ target: wallets.userId });
  const [created] = await db.select().from(wallets).where(eq(wallets.userId, userId));
  return created!;
}

type Movement = {
  userId: string;
  /** Minor units, positive. */
  amount: number;
  currency: string;
  /** The cause: a payment reference, a booking identifier, a voucher code. Unique per type. */
  reference: string;
  description?: string;
};

/** Writes one entry and moves the balance by `signed` minor units, in the caller's transaction. */
async function post(tx: Tx, type: TransactionType, signed: number, movement: Movement) {
  if (!Number.isSafeInteger(signed) || signed === 0) {
    throw new Error(`A ledger amount is a non-zero integer in minor units, got ${signed}`);
  }
  const wallet = await ensureWallet(tx, movement.userId);
  if (wallet.currency !== movement.currency.toUpperCase()) {
    throw new DomainError("CURRENCY_MISMATCH");
  }
  const [existing] = await tx
    .select()
    .from(walletEntries)
    .where(and(eq(walletEntries.type, type), eq(walletEntries.reference, movement.reference)));
  if (existing) {
    // A retried call with the same cause is answered with the entry it already made.
    if (existing.walletId === wallet.id && existing.amount === signed) return existing;
    throw new DomainError("REFERENCE_USED");
  }
  const [updated] = await tx
    .update(wallets)
    .set({ balance: sql`${wallets.balance} + ${signed}`, updatedAt: new Date() })
    .where(and(eq(wallets.id, wallet.id), signed < 0 ? gte(wallets.balance, -signed) : undefined))
    .returning({ balance: wallets.balance });
  if (!updated) throw new DomainError("INSUFFICIENT_FUNDS");
  const [entry] = await tx
    .insert(walletEntries)
    .values({
      walletId: wallet.id,
      type,
      amount: signed,
      currency: wallet.currency,
      balanceAfter: updated.balance,
      reference: movement.reference,
      description: movement.description ?? "",
    })
    .returning();
  return entry!;
}

const positive = (amount: number) => {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new Error(`Amounts are positive integers in minor units, got ${amount}`);
  }
  return amount;
};

/**
 * Takes a booking's price from the wallet. Throws 402 INSUFFICIENT_FUNDS (balance unchanged) when
 * the balance is short, 409 CURRENCY_MISMATCH for another currency. The same reference charged
 * again answers the first charge instead of charging twice.
 */
export function chargeWallet(tx: Tx, movement: Movement): Promise<Entry> {
  return post(tx, "booking_charge", -positive(movement.amount), movement);
}

/** Puts money back (a cancelled booking's refund); once per reference. */
export function refundToWallet(tx: Tx, movement: Movement): Promise<Entry> {
  return post(tx, "refund", positive(movement.amount), movement);
}

/** A redeemed voucher or gift; once per reference. */
export function creditVoucher(tx: Tx, movement: Movement): Promise<Entry> {
  return post(tx, "voucher", positive(movement.amount), movement);
}

/** A verified gateway payment; only the payment service calls this, after verifying it. */
export function creditTopUp(tx: Tx, movement: Movement): Promise<Entry> {
  return post(tx, "top_up", positive(movement.amount), movement);
}

/** Pays for a gift voucher from the wallet (402 INSUFFICIENT_FUNDS when short); once per voucher. */
export function chargeVoucher(tx: Tx, movement: Movement): Promise<Entry> {
  return post(tx, "voucher", -positive(movement.amount), movement);
}

/** A correction by support, either way (`amount` signed); never below zero. */
export function adjustWallet(tx: Tx, movement: Movement): Promise<Entry> {
  return post(tx, "adjustment", movement.amount, movement);
}

/** A client's withdrawal to their bank (402 INSUFFICIENT_FUNDS when short); once per withdrawal. */
export function withdrawFromWallet(tx: Tx, movement: Movement): Promise<Entry> {
  return post(tx, "withdrawal", -positive(movement.amount), movement);
}

/** A failed withdrawal's money back, under the withdrawal's own reference. */
export function returnWithdrawal(tx: Tx, movement: Movement): Promise<Entry> {
  return post(tx, "withdrawal_return", positive(movement.amount), movement);
}

export async function getWalletBalance(userId: string): Promise<WalletBalance> {
  const wallet = await ensureWallet(await getDb(), userId);
  return { balance: wallet.balance, currency: wallet.currency };
}

/** A top-up's payment, for its channel: one row by the unique reference, at most. */
const paymentOfTopUp = and(
  eq(walletEntries.type, "top_up"),
  eq(payments.reference, walletEntries.reference),
);

function toTransaction(entry: Entry, channel: PaymentChannel | null = null): WalletTransaction {
  return {
    identifier: entry.id,
    transactionType: entry.type,
    direction: entry.amount > 0 ? "credit" : "debit",
    amount: Math.abs(entry.amount),
    currency: entry.currency,
    balanceAfter: entry.balanceAfter,
    reference: entry.reference,
    description: entry.description,
    channel,
    status: "success",
    createdAt: entry.createdAt.toISOString(),
  };
}

/** A calendar day in the user's time zone, as the instant it starts. */
function startOfDay(date: string, timezone: string, addDays = 0): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d + addDays, timezone).getTime());
}

export async function listTransactions(
  userId: string,
  query: Required<Pick<TransactionsQuery, "page" | "pageSize">> & TransactionsQuery,
) {
  const db = await getDb();
  const wallet = await ensureWallet(db, userId);
  const [user] = await db
    .select({ timezone: users.timezone })
    .from(users)
    .where(eq(users.id, userId));
  const timezone = user?.timezone ?? "UTC";
  const page = Number(query.page);
  const pageSize = Number(query.pageSize);
  const where: SQL | undefined = and(
    eq(walletEntries.walletId, wallet.id),
    query.transactionType ? eq(walletEntries.type, query.transactionType) : undefined,
    query.fromDate ? gte(walletEntries.createdAt, startOfDay(query.fromDate, timezone)) : undefined,
    // toDate is inclusive: everything before the next day starts.
    query.toDate ? lt(walletEntries.createdAt, startOfDay(query.toDate, timezone, 1)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: walletEntries, channel: payments.channel })
      .from(walletEntries)
      .leftJoin(payments, paymentOfTopUp)
      .where(where)
      .orderBy(desc(walletEntries.createdAt), desc(walletEntries.seq))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(walletEntries).where(where),
  ]);
  const therapists = await therapistsPaidBy(
    userId,
    rows.map((row) => row.entry.reference),
  );
  const data: WalletTransactionListItem[] = rows.map((row) => ({
    ...toTransaction(row.entry, row.channel as PaymentChannel | null),
    providerName: therapists.get(row.entry.reference) ?? null,
  }));
  return { data, meta: { page, pageSize, total: Number(total?.value ?? 0) } };
}

/** One of the user's own transactions; another user's is not found. */
export async function getTransaction(userId: string, id: string): Promise<WalletTransactionDetail> {
  const db = await getDb();
  const [entry] = await db
    .select({ entry: walletEntries, channel: payments.channel })
    .from(walletEntries)
    .innerJoin(wallets, eq(wallets.id, walletEntries.walletId))
    .leftJoin(payments, paymentOfTopUp)
    .where(and(eq(walletEntries.id, id), eq(wallets.userId, userId)));
  if (!entry) throw new DomainError("TRANSACTION_NOT_FOUND");
  return {
    ...toTransaction(entry.entry, entry.channel as PaymentChannel | null),
    sessions: await sessionsPaidBy(userId, entry.entry.reference),
  };
}

/**
 * When a booking was charged to its client and what came back, from the ledger: the charge (a
 * series is paid in one charge, under the series' reference) and the booking's own refund.
 */
export async function bookingPayment(
  clientId: string,
  booking: { id: string; seriesId: string | null },
) {
  const db = await getDb();
  const rows = await db
    .select({ type: walletEntries.type, amount: walletEntries.amount, at: walletEntries.createdAt })
    .from(walletEntries)
    .innerJoin(wallets, eq(wallets.id, walletEntries.walletId))
    .where(
      and(
        eq(wallets.userId, clientId),
        sql`(${walletEntries.type}, ${walletEntries.reference}) in (
          ('booking_charge', ${bookingChargeReference(booking)}),
          ('refund', ${bookingRefundReference(booking.id)}))`,
      ),
    );
  const charge = rows.find((r) => r.type === "booking_charge");
  const refund = rows.find((r) => r.type === "refund");
  return {
    paidAt: charge?.at ?? null,
    refunded: refund ? Math.abs(refund.amount) : 0,
    refundedAt: refund?.at ?? null,
  };
}

export async function walletStats(userId: string): Promise<WalletStats> {
  const db = await getDb();
  const wallet = await ensureWallet(db, userId);
  const sumOf = (type: TransactionType) =>
    sql<number>`coalesce(sum(abs(${walletEntries.amount})) filter (where ${walletEntries.type} = ${type}), 0)`.mapWith(
      Number,
    );
  const [stats] = await db
    .select({
      totalTopUps: sumOf("top_up"),
      totalSpent: sumOf("booking_charge"),
      totalRefunds: sumOf("refund"),
      transactionCount: count(),
    })
    .from(walletEntries)
    .where(eq(walletEntries.walletId, wallet.id));
  return {
    currency: wallet.currency,
    balance: wallet.balance,
    totalTopUps: stats?.totalTopUps ?? 0,
    totalSpent: stats?.totalSpent ?? 0,
    totalRefunds: stats?.totalRefunds ?? 0,
    transactionCount: Number(stats?.transactionCount ?? 0),
  };
}

/** For invariant checks: the sum of a wallet's entries next to its balance. */
export async function ledgerTotals(userId: string) {
  const db = await getDb();
  const wallet = await ensureWallet(db, userId);
  const [sum] = await db
    .select({
      total: sql<number>`coalesce(sum(${walletEntries.amount}), 0)`.mapWith(Number),
    })
    .from(walletEntries)
    .where(eq(walletEntries.walletId, wallet.id));
  return { balance: wallet.balance, sumOfEntries: sum?.total ?? 0 };
}
