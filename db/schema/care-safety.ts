import "server-only";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * The safety plan a client and their therapist write together (issue 70, decision 0708): one per
 * pair, as measures and forms are kept per pair. The five sections are one JSON sealed with the
 * notes' key (`sections_cipher`; `key_id` names the key). `version` counts saves, so a save made
 * on an older copy than the one stored is refused rather than silently overwriting the other's.
 */
export const careSafetyPlans = pgTable(
  "care_safety_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    keyId: text("key_id").notNull(),
    sectionsCipher: text("sections_cipher").notNull(),
    version: integer("version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    unique("care_safety_plans_pair").on(t.providerId, t.clientId),
    // A client's plans, from every therapist (their page, export, deletion).
    index("care_safety_plans_client_idx").on(t.clientId),
    check("care_safety_plans_version_positive", sql`${t.version} >= 1`),
  ],
);
