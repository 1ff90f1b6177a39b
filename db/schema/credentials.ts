import "server-only";
import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/** Spec section 3: the kinds of qualification a therapist uploads for verification. */
export const qualificationType = pgEnum("qualification_type", [
  "license",
  "education",
  "association",
  "certification",
  "conduct",
]);

/**
 * One qualification and its details: a license names its governing body and credential number,
 * every other kind a title (spec section 5). The check holds that rule for every row.
 */
export const qualifications = pgTable(
  "qualifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: qualificationType("type").notNull(),
    body: text("body"),
    credentialNumber: text("credential_number"),
    title: text("title"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // GET /provider/qualification/files: one therapist's qualifications.
    index("qualifications_provider_idx").on(t.providerId, t.createdAt),
    check(
      "qualifications_details",
      sql`(${t.type} = 'license' and ${t.body} is not null and ${t.credentialNumber} is not null)
        or (${t.type} <> 'license' and ${t.title} is not null)`,
    ),
  ],
);

/** The columns of a therapist's uploaded document; the bytes are in storage under `storage_key`. */
const storedFile = () => ({
  providerId: uuid("provider_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  filename: text("filename").notNull(),
  kind: text("kind").notNull(),
  sizeBytes: integer("size_bytes").notNull(),
  storageKey: text("storage_key").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A qualification's uploaded documents. */
export const qualificationFiles = pgTable(
  "qualification_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    qualificationId: uuid("qualification_id")
      .notNull()
      .references(() => qualifications.id, { onDelete: "cascade" }),
    ...storedFile(),
  },
  (t) => [index("qualification_files_qualification_idx").on(t.qualificationId, t.createdAt)],
);

/** A therapist's indemnity insurance documents (spec: a file list, sizes shown in kb). */
export const insuranceFiles = pgTable(
  "insurance_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ...storedFile(),
  },
  (t) => [index("insurance_files_provider_idx").on(t.providerId, t.createdAt)],
);

/** Where a therapist's credentials stand with the reviewers. */
export const verificationStatus = pgEnum("verification_status", [
  "submitted",
  "approved",
  "rejected",
]);

/**
 * A therapist's latest verification submission (one row each): submitted by them, then approved
 * or rejected by a reviewer with a note the therapist can read.
 */
export const verifications = pgTable(
  "verifications",
  {
    providerId: uuid("provider_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    status: verificationStatus("status").notNull(),
    note: text("note"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    // The last time a qualification or insurance file was added, edited or deleted: a deletion
    // leaves no row behind, so "changed since submission" is read from here.
    changedAt: timestamp("changed_at", { withTimezone: true }),
    // When a reviewer last approved, kept while the therapist resubmits changed credentials (they
    // stay listed meanwhile) and cleared by a rejection or a lapse (decision 0213).
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    // Until when an approval holds (the licence's expiry, set by the reviewer; decision 0213):
    // past it the approval lapses and the therapist leaves the directory.
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    // The lapse sweep reads only approvals that can lapse.
    index("verifications_expiring_idx")
      .on(t.expiresAt)
      .where(sql`${t.approvedAt} is not null and ${t.expiresAt} is not null`),
  ],
);
