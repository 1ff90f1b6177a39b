import "server-only";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";

export const bankAccountType = pgEnum("bank_account_type", ["checking", "savings"]);
export const bankAccountOwnership = pgEnum("bank_account_ownership", ["business", "personal"]);

/**
 * Where a therapist's earnings are paid (spec section 3: Bank details), one account per therapist.
 * The account number is read back to its owner only as its last four digits.
 */
export const payoutAccounts = pgTable(
  "payout_accounts",
  {
    providerId: uuid("provider_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    accountName: text("account_name").notNull(),
    /** The sort code in the United Kingdom, the bank's code elsewhere. */
    bankCode: text("bank_code").notNull(),
    bankName: text("bank_name").notNull(),
    accountNumber: text("account_number").notNull(),
    address: text("address").notNull(),
    postalCode: text("postal_code").notNull(),
    accountType: bankAccountType("account_type").notNull(),
    accountOwnership: bankAccountOwnership("account_ownership").notNull(),
    /** Asked in the United Kingdom only. */
    dateOfBirth: date("date_of_birth"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "payout_accounts_numbers_digits",
      sql`${t.accountNumber} ~ '^[0-9]{3,32}$' and ${t.bankCode} ~ '^[0-9]{3,32}$'`,
    ),
  ],
);

/**
 * A payout made by hand: one month's earnings of a therapist in one currency, paid into their
 * account by support and recorded with the bank's reference (decision 0107). A month is paid once
 * per currency; the unique key also serves a therapist's own list (provider first).
 */
export const payouts = pgTable(
  "payouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => users.id),
    currency: text("currency").notNull(),
    /** YYYY-MM in the therapist's own time zone, as `npm run payouts:due` lists it. */
    month: text("month").notNull(),
    /** Minor units. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    /** The bank transfer's reference, for the therapist to find it on their statement. */
    reference: text("reference").notNull(),
    paidOn: date("paid_on").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("payouts_provider_month_currency").on(t.providerId, t.month, t.currency),
    check("payouts_amount_positive", sql`${t.amount} > 0`),
    check("payouts_month_format", sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check("payouts_reference_length", sql`char_length(${t.reference}) between 1 and 100`),
  ],
);
