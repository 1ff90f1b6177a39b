import "server-only";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { bookings } from "./booking";
import { users } from "./accounts";

/** A general intake, or a consent to treatment the client signs (issue 70). */
export const careFormKind = pgEnum("care_form_kind", ["intake", "consent"]);

/**
 * A therapist's own intake or consent form, copied from a starter and edited: the therapist's
 * text, not a client's, so it is plain. `questions` is the list `careFormQuestion` describes
 * (features/care/forms/schemas.ts); `sendToNewClients` is the therapist's choice of what new
 * clients get on their first confirmed booking.
 */
export const careFormTemplates = pgTable(
  "care_form_templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: careFormKind("kind").notNull(),
    title: text("title").notNull(),
    /** The intake's introduction, or the consent's own text (what is signed). */
    body: text("body").notNull().default(""),
    questions: jsonb("questions")
      .notNull()
      .default(sql`'[]'::jsonb`),
    sendToNewClients: boolean("send_to_new_clients").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  // A therapist's templates, oldest first; and the ones sent to new clients on a booking.
  (t) => [index("care_form_templates_provider_idx").on(t.providerId, t.createdAt)],
);

/**
 * A form sent to a client: a copy of the template as it was sent (`title`, `body`, `questions`),
 * so a changed template never alters it, and the client's answers sealed with the notes' key
 * (`answers_cipher`, JSON; `key_id` names the key). A signed consent keeps the hash of the exact
 * text signed, the time, the signed-in account and the typed name (sealed). Sent, started
 * (`saved_at`) or completed (`completed_at`).
 */
export const careForms = pgTable(
  "care_forms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    templateId: uuid("template_id").references(() => careFormTemplates.id, {
      onDelete: "set null",
    }),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The first confirmed booking that sent it. */
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    kind: careFormKind("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    questions: jsonb("questions").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    keyId: text("key_id"),
    answersCipher: text("answers_cipher"),
    /** SHA-256 (hex) of the exact consent text and questions signed. */
    signedTextHash: text("signed_text_hash"),
    signedBy: uuid("signed_by").references(() => users.id, { onDelete: "set null" }),
    signedNameCipher: text("signed_name_cipher"),
  },
  (t) => [
    // A client's forms, and a therapist's forms of one client, oldest first.
    index("care_forms_client_idx").on(t.clientId, t.sentAt),
    index("care_forms_provider_client_idx").on(t.providerId, t.clientId, t.sentAt),
    // Each template reaches a client once, however many bookings race to send it.
    uniqueIndex("care_forms_once_per_template")
      .on(t.templateId, t.clientId)
      .where(sql`${t.templateId} is not null`),
  ],
);
