import "server-only";
import { sql } from "drizzle-orm";
import {
  bigserial,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";

/** A session note belongs to one booking; a client note to one of the therapist's clients. */
export const noteType = pgEnum("note_type", ["booking", "client"]);

/**
 * A therapist's clinical note. Title, content and file name are AES-256-GCM ciphertexts
 * (`features/notes/server/crypto.ts`), never plaintext; `key_id` names the key that sealed
 * every encrypted field of the row and its file, so `npm run notes:rotate-key` can find the rows
 * still under an old key.
 */
export const notes = pgTable(
  "notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => users.id),
    clientId: uuid("client_id")
      .notNull()
      .references(() => users.id),
    type: noteType("type").notNull(),
    /** The booking of a session note; null for a client note. */
    bookingId: uuid("booking_id"),
    keyId: text("key_id").notNull(),
    titleCipher: text("title_cipher").notNull(),
    /**
     * The title's blind index: keyed hashes of its words and their prefixes (decision 0705). Null
     * for a note written before the index, until `npm run notes:rotate-key` indexes it.
     */
    titleIndex: text("title_index").array(),
    contentCipher: text("content_cipher"),
    /** The encrypted file in storage, its encrypted original name, its kind and plain size. */
    fileKey: text("file_key"),
    fileNameCipher: text("file_name_cipher"),
    fileKind: text("file_kind"),
    fileSize: integer("file_size"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // GET /note/client/{clientId}: the therapist's notes on one client, newest first, filtered by
    // date and title (its blind index, decision 0705) in SQL (decision 0700). The id (the order's tie
    // break) is in the key so a page reads its ten rows, not all the client's notes (0703).
    index("notes_provider_client_idx").on(t.providerId, t.clientId, t.createdAt, t.id),
    index("notes_booking_idx")
      .on(t.bookingId)
      .where(sql`${t.bookingId} is not null`),
    // The rotation walks the rows still under an old key.
    index("notes_key_idx").on(t.keyId),
    // A title search looks its words' hashes up here rather than reading every note of the client:
    // each hash is keyed to the therapist and client (decision 0705), so it finds only theirs.
    index("notes_title_index_idx").using("gin", t.titleIndex),
    // ...and decrypts the titles of the few notes written before the index, found here.
    index("notes_unindexed_title_idx")
      .on(t.providerId, t.clientId)
      .where(sql`${t.titleIndex} is null`),
  ],
);

export const noteAction = pgEnum("note_action", [
  "create",
  "read",
  "list",
  "update",
  "delete",
  "download",
  // The note went out in its therapist's export of a client's notes (decision 0704).
  "export",
]);

/**
 * Every access to a note, append-only: a trigger refuses UPDATE, DELETE and TRUNCATE, and each
 * row carries a SHA-256 hash chained to the previous row of the same therapist (custom migration,
 * decision 0701). No foreign key to notes: the history outlives a deleted note.
 */
export const noteAudit = pgTable(
  "note_audit",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The therapist who owns the note (the chain runs per owner). */
    ownerId: uuid("owner_id").notNull(),
    actorId: uuid("actor_id").notNull(),
    noteId: uuid("note_id").notNull(),
    action: noteAction("action").notNull(),
    address: text("address").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** Set by the insert trigger: the previous row's hash and this row's. */
    prevHash: text("prev_hash"),
    hash: text("hash"),
  },
  (t) => [
    // A note's history, newest first.
    index("note_audit_note_idx").on(t.noteId, t.at, t.id),
    // The chain trigger's read of the owner's last row (`order by at desc, id desc limit 1`) on
    // every insert: one index probe, where (owner, id) meant reading and sorting the owner's
    // whole history under the owner's lock (decision 0703).
    index("note_audit_owner_idx").on(t.ownerId, t.at, t.id),
  ],
);
