import "server-only";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  char,
  check,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";

/** One wallet per user, in the currency of the user's country. Amounts are integer minor units. */
export const wallets = pgTable(
  "wallets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    currency: char("currency", { length: 3 }).notNull(),
    balance: bigint("balance", { mode: "number" }).notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("wallets_user_key").on(t.userId),
    // The database itself refuses a negative balance, whatever the code does.
    check("wallets_balance_not_negative", sql`${t.balance} >= 0`),
  ],
);

export const walletEntryType = pgEnum("wallet_entry_type", [
  "top_up",
  "booking_charge",
  "refund",
  "voucher",
  "adjustment",
  // Money a client took out to their bank account, and a failed withdrawal's money back (0114).
  "withdrawal",
  "withdrawal_return",
]);

/**
 * The append-only ledger. `amount` is signed (credits positive, debits negative) so that the sum
 * of a wallet's entries is its balance; it is written in the same transaction as the balance.
 */
export const walletEntries = pgTable(
  "wallet_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Insertion order: several entries of one database transaction share its start time. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    walletId: uuid("wallet_id")
      .notNull()
      .references(() => wallets.id, { onDelete: "restrict" }),
    type: walletEntryType("type").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: char("currency", { length: 3 }).notNull(),
    balanceAfter: bigint("balance_after", { mode: "number" }).notNull(),
    /** What caused it: a payment reference, a booking, a voucher code. */
    reference: text("reference").notNull(),
    description: text("description").notNull().default(""),
    // The moment of writing, not the transaction's start (which now() would give).
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    // A payment reference credits at most once; a booking is charged (and refunded) at most once;
    // a voucher is bought (a debit) and redeemed (a credit) once each, under two references.
    uniqueIndex("wallet_entries_type_reference_key").on(t.type, t.reference),
    index("wallet_entries_wallet_created_idx").on(t.walletId, t.createdAt, t.seq),
    check("wallet_entries_amount_not_zero", sql`${t.amount} <> 0`),
    check("wallet_entries_balance_after_not_negative", sql`${t.balanceAfter} >= 0`),
    check(
      "wallet_entries_sign_matches_type",
      sql`(${t.type} in ('top_up', 'refund') and ${t.amount} > 0)
        or (${t.type} = 'booking_charge' and ${t.amount} < 0)
        or ${t.type} in ('voucher', 'adjustment')
        or (${t.type}::text = 'withdrawal' and ${t.amount} < 0)
        or (${t.type}::text = 'withdrawal_return' and ${t.amount} > 0)`,
    ),
  ],
);

export const paymentStatus = pgEnum("payment_status", ["pending", "success", "failure"]);

/** A wallet top-up through a payment gateway; credited once, after the server verified it. */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reference: text("reference").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    walletId: uuid("wallet_id")
      .notNull()
      .references(() => wallets.id, { onDelete: "restrict" }),
    gateway: text("gateway").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: char("currency", { length: 3 }).notNull(),
    status: paymentStatus("status").notNull().default("pending"),
    /** How the money came: a card checkout we started, or a transfer into a virtual account. */
    channel: text("channel").notNull().default("card"),
    authorizationUrl: text("authorization_url"),
    failureReason: text("failure_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payments_reference_key").on(t.reference),
    index("payments_user_created_idx").on(t.userId, t.createdAt),
    check("payments_amount_positive", sql`${t.amount} > 0`),
    check("payments_channel", sql`${t.channel} in ('card', 'bank_transfer')`),
  ],
);

export const sandboxChargeStatus = pgEnum("sandbox_charge_status", [
  "pending",
  "success",
  "failure",
]);

/**
 * The built-in test gateway's own records: what the payer decided on its checkout page. Kept
 * apart from `payments` so the app verifies with "the gateway" exactly as it would with Paystack.
 */
export const sandboxCharges = pgTable("sandbox_charges", {
  reference: text("reference").primaryKey(),
  amount: bigint("amount", { mode: "number" }).notNull(),
  currency: char("currency", { length: 3 }).notNull(),
  email: text("email").notNull(),
  callbackUrl: text("callback_url").notNull(),
  status: sandboxChargeStatus("status").notNull().default("pending"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  decidedAt: timestamp("decided_at", { withTimezone: true }),
});

/**
 * A client's own bank account number for transfers into their wallet (spec: virtual account),
 * opened at the gateway on request. A transfer the gateway reports names the account's customer
 * or number, and that is how it finds its wallet.
 */
export const virtualAccounts = pgTable(
  "virtual_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    gateway: text("gateway").notNull(),
    currency: char("currency", { length: 3 }).notNull(),
    bankName: text("bank_name").notNull(),
    accountNumber: text("account_number").notNull(),
    accountName: text("account_name").notNull(),
    /** The gateway's customer (Paystack's customer_code) its transfer notices name. */
    customerCode: text("customer_code").notNull(),
    /** The gateway's id of the account, to close it there. */
    gatewayAccountId: text("gateway_account_id"),
    /** The bank as the gateway names it (Paystack's provider slug), to requery the account. */
    bankSlug: text("bank_slug"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("virtual_accounts_user_key").on(t.userId),
    // A transfer notice is matched by these two: each must name one account.
    uniqueIndex("virtual_accounts_gateway_number_key").on(t.gateway, t.accountNumber),
    uniqueIndex("virtual_accounts_gateway_customer_key").on(t.gateway, t.customerCode),
  ],
);

/**
 * The test gateway's bank: transfers "sent" to a sandbox virtual account. The app verifies them
 * with the sandbox exactly as it verifies a Paystack transfer.
 */
export const sandboxTransfers = pgTable("sandbox_transfers", {
  reference: text("reference").primaryKey(),
  accountNumber: text("account_number").notNull(),
  amount: bigint("amount", { mode: "number" }).notNull(),
  currency: char("currency", { length: 3 }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const withdrawalStatus = pgEnum("withdrawal_status", ["requested", "paid", "failed"]);

/**
 * A client's withdrawal of wallet money to their bank account (decision 0114). The wallet is
 * debited (`withdrawal` entry, reference `withdrawal:<id>`) in the transaction that writes the row;
 * a failed one is credited back with a `withdrawal_return` entry under the same reference.
 */
export const walletWithdrawals = pgTable(
  "wallet_withdrawals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    walletId: uuid("wallet_id")
      .notNull()
      .references(() => wallets.id, { onDelete: "restrict" }),
    /** Minor units, positive. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: char("currency", { length: 3 }).notNull(),
    status: withdrawalStatus("status").notNull().default("requested"),
    accountName: text("account_name").notNull(),
    bankName: text("bank_name").notNull(),
    bankCode: text("bank_code").notNull(),
    accountNumber: text("account_number").notNull(),
    /** The bank transfer's reference, once paid. */
    transferReference: text("transfer_reference"),
    /** Why it failed, as finance wrote it; the client reads it. */
    failureReason: text("failure_reason"),
    settledBy: uuid("settled_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    // A client's own list, newest first.
    index("wallet_withdrawals_user_created_idx").on(t.userId, t.createdAt),
    // Finance's list per state, oldest first.
    index("wallet_withdrawals_status_created_idx").on(t.status, t.createdAt),
    check("wallet_withdrawals_amount_positive", sql`${t.amount} > 0`),
    check(
      "wallet_withdrawals_settled",
      sql`(${t.status} = 'requested' and ${t.settledAt} is null)
        or (${t.status} = 'paid' and ${t.settledAt} is not null and ${t.transferReference} is not null)
        or (${t.status} = 'failed' and ${t.settledAt} is not null and ${t.failureReason} is not null)`,
    ),
  ],
);
