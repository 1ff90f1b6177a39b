import "server-only";
import { sql } from "drizzle-orm";
import {
  boolean,
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

export const supportConversationStatus = pgEnum("support_conversation_status", [
  "open",
  "resolved",
]);

/**
 * A signed-in person's chat with support (issue 68, decision 0811). One open at a time per
 * person; once resolved, their next message starts a new one. Deleted with the account.
 */
export const supportConversations = pgTable(
  "support_conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: supportConversationStatus("status").notNull().default("open"),
    /** The support or admin staff member who has taken it; null while nobody has. */
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    /** Set when the person wrote while no support staff was online: replies then go by email. */
    byEmail: boolean("by_email").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    // The inbox pages newest activity first.
    index("support_conversations_last_idx").on(t.lastMessageAt.desc()),
    // At most one open conversation per person: two first messages at once cannot make two.
    uniqueIndex("support_conversations_one_open")
      .on(t.userId)
      .where(sql`${t.status} = 'open'`),
    index("support_conversations_user_idx").on(t.userId, t.createdAt.desc()),
  ],
);

/** One line of a support conversation, from the person or from staff. */
export const supportChatMessages = pgTable(
  "support_chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => supportConversations.id, { onDelete: "cascade" }),
    /** Who wrote it; a staff author's account may go, their line stays. */
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    fromStaff: boolean("from_staff").notNull(),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("support_chat_messages_conversation_idx").on(t.conversationId, t.createdAt),
    check("support_chat_messages_text_length", sql`char_length(${t.text}) between 1 and 2000`),
  ],
);

/**
 * When each support or admin staff member last had the inbox open (its heartbeat). Staff count
 * as online for SUPPORT_ONLINE_MS after it; the widget offers the chat only then.
 */
export const supportPresence = pgTable("support_presence", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  seenAt: timestamp("seen_at", { withTimezone: true }).notNull(),
});
