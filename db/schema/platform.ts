import "server-only";
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Fixed-window counters shared by every app instance (login and code-entry limits). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/** Every email the app sends; the default mailer only writes here and to the log. */
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("outbox_created_idx").on(t.createdAt)],
);
