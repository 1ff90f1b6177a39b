import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { payoutAccounts } from "@/db/schema/earnings";
import { countries } from "@/db/schema/region";
import { parseInput } from "@/lib/server/http";
import { bankDetailsSchema, type BankDetails, type BankDetailsVariant } from "../schemas";

/** The form of the therapist's country: the United Kingdom's asks more (spec section 5). */
async function variantOf(providerId: string): Promise<BankDetailsVariant> {
  const db = await getDb();
  const [row] = await db
    .select({ code: countries.code })
    .from(users)
    .leftJoin(countries, eq(countries.id, users.countryId))
    .where(eq(users.id, providerId));
  return row?.code === "GB" ? "gb" : "other";
}

const toWire = (row: typeof payoutAccounts.$inferSelect): NonNullable<BankDetails["account"]> => ({
  accountName: row.accountName,
  bankCode: row.bankCode,
  bankName: row.bankName,
  accountNumberEnding: row.accountNumber.slice(-4),
  address: row.address,
  postalCode: row.postalCode,
  accountType: row.accountType,
  accountOwnership: row.accountOwnership,
  dateOfBirth: row.dateOfBirth,
  updatedAt: row.updatedAt.toISOString(),
});

/** Whether the therapist has a payout account on file (their onboarding checklist, issue 74). */
export async function hasPayoutAccount(providerId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ id: payoutAccounts.providerId })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.providerId, providerId));
  return Boolean(row);
}

/** GET /provider/bank-details. */
export async function bankDetailsOf(providerId: string): Promise<BankDetails> {
  const db = await getDb();
  const [variant, [row]] = await Promise.all([
    variantOf(providerId),
    db.select().from(payoutAccounts).where(eq(payoutAccounts.providerId, providerId)),
  ]);
  return { variant, account: row ? toWire(row) : null };
}

/**
 * PUT /provider/bank-details: the whole account, checked against the form of the therapist's
 * country, replaces the one before (the account number is never read back, so it is always sent).
 */
export async function saveBankDetails(providerId: string, body: unknown): Promise<BankDetails> {
  const variant = await variantOf(providerId);
  const values = parseInput(bankDetailsSchema(variant), body);
  const db = await getDb();
  const now = new Date();
  const [row] = await db
    .insert(payoutAccounts)
    .values({ providerId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: payoutAccounts.providerId, set: { ...values, updatedAt: now } })
    .returning();
  return { variant, account: toWire(row!) };
}
