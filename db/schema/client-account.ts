import "server-only";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { preferenceOptions } from "./catalog";
import { countries, states } from "./region";

/**
 * A client's own profile (spec section 3: Client profile, Emergency contact, Avatar). Names,
 * country, phone number and time zone stay on `users`, where registration and every other feature
 * read them (decision 0500); this row holds what only a client has.
 */
export const clientProfiles = pgTable(
  "client_profiles",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    userName: text("user_name").notNull(),
    /** An uploaded picture (storage key); wins over the avatar. */
    photoKey: text("photo_key"),
    /** One of the illustrated avatars shipped in public/avatars (features/client-account/avatars.ts). */
    avatarId: text("avatar_id"),
    stateId: uuid("state_id").references(() => states.id),
    zipCode: text("zip_code"),
    dob: date("dob"),
    gender: text("gender"),
    emergencyContactName: text("emergency_contact_name"),
    emergencyContactPhone: text("emergency_contact_phone"),
    /** The "YOUR PREFERENCES" country: where the client wants a therapist; null = their own. */
    preferredCountryId: uuid("preferred_country_id").references(() => countries.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Unique however it is written: "Ada" and "ada" are the same person to a reader.
    uniqueIndex("client_profiles_user_name_key").on(sql`lower(${t.userName})`),
    check("client_profiles_user_name_check", sql`${t.userName} ~ '^[A-Za-z0-9_@-]{3,32}$'`),
    check("client_profiles_zip_code_check", sql`${t.zipCode} ~ '^[A-Za-z0-9]{5,10}$'`),
    check(
      "client_profiles_emergency_contact_check",
      sql`(${t.emergencyContactName} is null) = (${t.emergencyContactPhone} is null)`,
    ),
  ],
);

/** The preference lists of spec section 3 a client chose (any kind but country), one row each. */
export const clientPreferences = pgTable(
  "client_preferences",
  {
    clientId: uuid("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    optionId: uuid("option_id")
      .notNull()
      .references(() => preferenceOptions.id),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.optionId] }),
    // Deleting or merging an option finds who chose it without a scan.
    index("client_preferences_option_idx").on(t.optionId),
  ],
);
