import "server-only";
import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * What visitors wrote through the contact form or the support widget (spec section 5: Contact
 * form). Kept so nothing is lost when the support inbox's email fails; the inbox gets a copy.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The signed-in sender, if any: support can then find their bookings. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone"),
    message: text("message").notNull(),
    /** The page it was sent from: the contact page, or where the widget was opened. */
    page: text("page").notNull(),
    locale: text("locale").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("contact_messages_message_length", sql`char_length(${t.message}) between 1 and 2000`),
  ],
);
