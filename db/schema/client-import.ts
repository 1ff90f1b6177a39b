import "server-only";
import { sql } from "drizzle-orm";
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

export const importStatus = pgEnum("client_import_status", ["invited", "claimed"]);

/**
 * A client a therapist brought in. `client_id` is set when the email already had a client account
 * (linked, never a second account) or when the invitation is claimed; the status stays "invited"
 * until the person accepts. One row per therapist and email.
 */
export const clientImports = pgTable(
  "client_imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => users.id),
    email: text("email").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    phone: text("phone"),
    locale: text("locale").notNull(),
    status: importStatus("status").notNull().default("invited"),
    clientId: uuid("client_id").references(() => users.id),
    /** SHA-256 of the invitation token; the token itself is only in the email. */
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("client_imports_provider_email_key").on(t.providerId, sql`lower(${t.email})`),
    uniqueIndex("client_imports_token_key").on(t.tokenHash),
    // The daily limit counts a therapist's rows of the last 24 hours; the list pages them.
    index("client_imports_provider_created_idx").on(t.providerId, t.createdAt),
    index("client_imports_client_idx").on(t.clientId),
  ],
);
