import "server-only";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Fixed-window counters shared by every app instance (login and code-entry limits). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/**
 * Every email the app sends. Without SMTP_URL the mailer only writes here and to the log. With it,
 * a row is also the email's place in the queue (decision 0804): `delivery` is "pending" until the
 * sender hands it to SMTP and deletes it, or "failed" once every attempt has been refused.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    kind: text("kind").notNull(),
    replyTo: text("reply_to"),
    /** The List-Unsubscribe address an SMTP send would carry (decision 0509). */
    listUnsubscribe: text("list_unsubscribe"),
    /** An iCalendar file it carries (a moved or cancelled session's), its METHOD inside. */
    calendar: text("calendar"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Null: the development outbox keeps it; "pending" or "failed": SMTP's queue (0804). */
    delivery: text("delivery"),
    attempts: integer("attempts").notNull().default(0),
    /** When the sender may take it next: now, after a refusal's backoff, or after a claim's lease. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    /** SMTP's last refusal, for the operator of a failed email. */
    lastError: text("last_error"),
  },
  (t) => [
    index("outbox_created_idx").on(t.createdAt),
    // The sender's one query: the pending emails due, oldest first. Only the queue is indexed.
    index("outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.delivery} = 'pending'`),
    check(
      "outbox_delivery_check",
      sql`${t.delivery} is null or (${t.delivery} in ('pending', 'failed') and ${t.nextAttemptAt} is not null)`,
    ),
  ],
);
