import "server-only";
import { sql } from "drizzle-orm";
import { check, date, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
