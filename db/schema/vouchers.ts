import "server-only";
import { sql } from "drizzle-orm";
import {
  bigint,
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

/** A voucher's code is handed on by its buyer; a gift's is emailed to its recipient. */
export const voucherKind = pgEnum("voucher_kind", ["voucher", "gift"]);

/**
 * Gift vouchers (spec: Gift or voucher), bought from the buyer's wallet and redeemed into
 * someone's wallet once. The code is the secret that redeems it.
 */
export const vouchers = pgTable(
  "vouchers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull(),
    kind: voucherKind("kind").notNull(),
    /** Minor units of `currency`, the buyer's wallet's. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: char("currency", { length: 3 }).notNull(),
    buyerId: uuid("buyer_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    buyerName: text("buyer_name").notNull(),
    buyerEmail: text("buyer_email").notNull(),
    recipientEmail: text("recipient_email"),
    message: text("message"),
    redeemedBy: uuid("redeemed_by").references(() => users.id, { onDelete: "restrict" }),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Redeeming looks a code up.
    uniqueIndex("vouchers_code_key").on(t.code),
    // GET /vouchers: the buyer's vouchers, newest first.
    index("vouchers_buyer_created_idx").on(t.buyerId, t.createdAt),
    check("vouchers_amount_positive", sql`${t.amount} > 0`),
    check("vouchers_gift_recipient", sql`${t.kind} = 'voucher' or ${t.recipientEmail} is not null`),
    check("vouchers_message_length", sql`char_length(${t.message}) <= 400`),
    check("vouchers_redeemed", sql`(${t.redeemedBy} is null) = (${t.redeemedAt} is null)`),
  ],
);
