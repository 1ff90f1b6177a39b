import "server-only";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * The one conversation between a client and a therapist (unique pair). Who may open one is
 * decided by the messaging service (a booking between them, or an imported client with an account).
 */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The seq of the conversation's newest message, kept by a trigger on messages (migration 0080),
     * so the chat list orders a member's conversations without looking up each one's last message.
     */
    lastMessageSeq: bigint("last_message_seq", { mode: "number" }),
  },
  (t) => [
    uniqueIndex("conversations_pair_key").on(t.clientId, t.providerId),
    // The chat list of a therapist starts from their conversations.
    index("conversations_provider_idx").on(t.providerId),
  ],
);

/**
 * One message. `seq` orders a conversation (and pages it by cursor) without ties. A deleted
 * message keeps its row so both sides see "This message was deleted", but its text is NULL and
 * its attachments are gone (CHECK). `seen_at` is the recipient's seen mark: only two members.
 */
export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    seq: bigserial("seq", { mode: "number" }).notNull().unique(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    text: text("text"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    seenAt: timestamp("seen_at", { withTimezone: true }),
    /**
     * When the unread-message sweep took this message up (features/messaging/server/unread-email.ts):
     * its recipient was emailed then, or had been already and had not read that yet.
     */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [
    // Paging a thread newest first, and each conversation's last message for the chat list.
    index("messages_conversation_seq_idx").on(t.conversationId, t.seq),
    // Unread counts: the few unseen messages of a conversation, found without reading the rest.
    index("messages_unseen_idx")
      .on(t.conversationId, t.senderId)
      .where(sql`${t.seenAt} is null and ${t.deletedAt} is null`),
    // The unread-message sweep: the few messages still unseen and not yet taken up, by age.
    index("messages_unnotified_idx")
      .on(t.createdAt)
      .where(sql`${t.notifiedAt} is null and ${t.seenAt} is null and ${t.deletedAt} is null`),
    check("messages_text_length", sql`char_length(${t.text}) <= 4000`),
    check("messages_deleted_has_no_text", sql`${t.deletedAt} is null or ${t.text} is null`),
  ],
);

/** A file sent with a message: bytes in storage under `storage_key`, served only to the members. */
export const messageAttachments = pgTable(
  "message_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull().unique(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("message_attachments_message_idx").on(t.messageId),
    check("message_attachments_size", sql`${t.size} > 0 and ${t.size} <= 10485760`),
  ],
);
