import "server-only";
import { and, asc, desc, eq, isNull, ne, sql } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import { getDb, type Db } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { walletAdjustments } from "@/db/schema/staff";
import {
  adjustWallet,
  ensureWallet,
  getWalletBalance,
  type Tx,
} from "@/features/wallet/server/service";
import { DomainError } from "@/lib/server/errors";
import { approvalLimitOf, parseApprovalLimits } from "../adjustment-limit";
import { sendWalletAdjusted } from "./adjustment-news";
import type { AdjustmentRequest, StaffWallet, WalletAdjustment } from "../money-schemas";
import { STAFF_PAGE_SIZE } from "../schemas";

/**
 * Wallet adjustments by finance (issue 68, decision 0810). Up to the approval limit one is applied
 * at once; above it, it waits for a second, different finance person. Applying is one transaction:
 * the pending row turns applied only if it still is pending, and the ledger entry is written with
 * it (reference `staff-adjustment:<id>`, once per adjustment by the ledger's unique key), so of two
 * approvals at once exactly one applies it. The ledger keeps every balance at zero or above. The
 * person is told once it is applied (adjustment-news.ts).
 */

type Adjustment = typeof walletAdjustments.$inferSelect;

/** The limit of WALLET_ADJUSTMENT_APPROVAL_ABOVE; a value it cannot read stops the request. */
export function approvalAbove(currency: string): number {
  const limits = parseApprovalLimits(process.env.WALLET_ADJUSTMENT_APPROVAL_ABOVE);
  if ("error" in limits) throw new Error(limits.error);
  return approvalLimitOf(limits, currency);
}

/** A person (not deleted) whose wallet finance may adjust, or NOT_FOUND. */
async function personOf(userId: string) {
  const db = await getDb();
  const [person] = await db
    .select({
      identifier: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      userType: users.userType,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!person) throw new DomainError("NOT_FOUND");
  return person;
}

/** GET /api/staff/wallets/{id}: the person, their balance, and the limit for its currency. */
export async function staffWallet(userId: string): Promise<StaffWallet> {
  const person = await personOf(userId);
  const { balance, currency } = await getWalletBalance(userId);
  return { person, balance, currency, approvalAbove: approvalAbove(currency) };
}

/** Writes the adjustment's ledger entry; a debit the balance cannot bear is refused. */
async function apply(tx: Tx, row: Adjustment) {
  try {
    await adjustWallet(tx, {
      userId: row.userId,
      amount: row.amount,
      currency: row.currency,
      reference: `staff-adjustment:${row.id}`,
      description: row.reason,
    });
  } catch (error) {
    if (error instanceof DomainError && error.code === "INSUFFICIENT_FUNDS")
      throw new DomainError("ADJUSTMENT_BELOW_ZERO");
    throw error;
  }
}

/**
 * POST /api/staff/adjustments. Never one's own wallet (409 STAFF_SELF_ACTION). A debit larger than
 * the balance is refused at once (409 ADJUSTMENT_BELOW_ZERO), pending or not.
 */
export async function requestAdjustment(
  staffId: string,
  input: AdjustmentRequest,
  now = new Date(),
): Promise<WalletAdjustment> {
  if (input.userId === staffId) throw new DomainError("STAFF_SELF_ACTION");
  await personOf(input.userId);
  const db = await getDb();
  const wallet = await ensureWallet(db, input.userId);
  if (input.direction === "debit" && input.amount > wallet.balance)
    throw new DomainError("ADJUSTMENT_BELOW_ZERO");
  const needsApproval = input.amount > approvalAbove(wallet.currency);
  const made = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(walletAdjustments)
      .values({
        userId: input.userId,
        amount: input.direction === "credit" ? input.amount : -input.amount,
        currency: wallet.currency,
        reason: input.reason,
        needsApproval,
        status: needsApproval ? "pending" : "applied",
        requestedBy: staffId,
        requestedAt: now,
        decidedBy: needsApproval ? null : staffId,
        decidedAt: needsApproval ? null : now,
      })
      .returning();
    if (!needsApproval) await apply(tx, row!);
    return row!;
  });
  if (!needsApproval) await sendWalletAdjusted(made);
  return adjustmentOf(made.id);
}

/** The adjustment, or NOT_FOUND: the one access check of the adjustment routes. */
async function findAdjustment(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(walletAdjustments).where(eq(walletAdjustments.id, id));
  if (!row) throw new DomainError("NOT_FOUND");
  return row;
}

/**
 * POST /api/staff/adjustments/{id}/approve: a second finance person applies a pending adjustment.
 * The person who asked for it gets 403 ADJUSTMENT_OWN_APPROVAL (the database refuses it too);
 * the wallet's owner 409 STAFF_SELF_ACTION; one decided meanwhile 409 ADJUSTMENT_DECIDED; a debit
 * the balance can no longer bear 409 ADJUSTMENT_BELOW_ZERO, and it stays pending.
 */
export async function approveAdjustment(staffId: string, id: string, now = new Date()) {
  const found = await findAdjustment(id);
  if (found.status !== "pending") throw new DomainError("ADJUSTMENT_DECIDED");
  if (found.requestedBy === staffId) throw new DomainError("ADJUSTMENT_OWN_APPROVAL");
  if (found.userId === staffId) throw new DomainError("STAFF_SELF_ACTION");
  const db = await getDb();
  const applied = await db.transaction(async (tx) => {
    // Still pending, as the row is when this approval takes it: of two at once, one finds it so.
    const [taken] = await tx
      .update(walletAdjustments)
      .set({ status: "applied", decidedBy: staffId, decidedAt: now })
      .where(
        and(
          eq(walletAdjustments.id, id),
          eq(walletAdjustments.status, "pending"),
          ne(walletAdjustments.requestedBy, staffId),
        ),
      )
      .returning();
    if (!taken) throw new DomainError("ADJUSTMENT_DECIDED");
    await apply(tx, taken);
    return taken;
  });
  await sendWalletAdjusted(applied);
  return adjustmentOf(id);
}

/**
 * POST /api/staff/adjustments/{id}/reject: a pending adjustment is not applied, with the reason.
 * Its requester may withdraw their own this way.
 */
export async function rejectAdjustment(
  staffId: string,
  id: string,
  reason: string,
  now = new Date(),
) {
  const found = await findAdjustment(id);
  if (found.userId === staffId) throw new DomainError("STAFF_SELF_ACTION");
  const db = await getDb();
  const [taken] = await db
    .update(walletAdjustments)
    .set({ status: "rejected", decidedBy: staffId, decidedAt: now, decisionReason: reason })
    .where(and(eq(walletAdjustments.id, id), eq(walletAdjustments.status, "pending")))
    .returning({ id: walletAdjustments.id });
  if (!taken) throw new DomainError("ADJUSTMENT_DECIDED");
  return adjustmentOf(id);
}

const person = alias(users, "person");
const requester = alias(users, "requester");
const decider = alias(users, "decider");
const nameOf = (who: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string>`${who.firstName} || ' ' || ${who.lastName}`;

/** Adjustments with the names of whose wallet, who asked and who decided. */
const listed = (db: Db) =>
  db
    .select({
      row: walletAdjustments,
      personName: nameOf(person),
      personEmail: person.email,
      requesterName: nameOf(requester),
      // Null until someone decided (a left join).
      deciderName: sql<string | null>`${decider.firstName} || ' ' || ${decider.lastName}`,
    })
    .from(walletAdjustments)
    .innerJoin(person, eq(person.id, walletAdjustments.userId))
    .innerJoin(requester, eq(requester.id, walletAdjustments.requestedBy))
    .leftJoin(decider, eq(decider.id, walletAdjustments.decidedBy));
type Listed = Awaited<ReturnType<typeof listed>>[number];

const toWire = ({ row, ...names }: Listed): WalletAdjustment => ({
  identifier: row.id,
  person: { identifier: row.userId, name: names.personName, email: names.personEmail },
  direction: row.amount > 0 ? "credit" : "debit",
  amount: Math.abs(row.amount),
  currency: row.currency,
  reason: row.reason,
  status: row.status,
  needsApproval: row.needsApproval,
  requestedBy: { identifier: row.requestedBy, name: names.requesterName },
  requestedAt: row.requestedAt.toISOString(),
  decidedBy:
    row.decidedBy && names.deciderName
      ? { identifier: row.decidedBy, name: names.deciderName }
      : null,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  decisionReason: row.decisionReason,
});

async function adjustmentOf(id: string): Promise<WalletAdjustment> {
  const [row] = await listed(await getDb()).where(eq(walletAdjustments.id, id));
  return toWire(row!);
}

/** GET /api/staff/adjustments: pending ones oldest first (the queue), decided ones newest first. */
export async function listAdjustments(query: { page: number; status: WalletAdjustment["status"] }) {
  const db = await getDb();
  const where = eq(walletAdjustments.status, query.status);
  const order =
    query.status === "pending"
      ? [asc(walletAdjustments.requestedAt), asc(walletAdjustments.id)]
      : [desc(walletAdjustments.decidedAt), desc(walletAdjustments.id)];
  const [rows, [count]] = await Promise.all([
    listed(db)
      .where(where)
      .orderBy(...order)
      .limit(STAFF_PAGE_SIZE)
      .offset((query.page - 1) * STAFF_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(walletAdjustments)
      .where(where),
  ]);
  return {
    data: rows.map(toWire),
    meta: { page: query.page, pageSize: STAFF_PAGE_SIZE, total: count?.total ?? 0 },
  };
}
