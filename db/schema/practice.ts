import "server-only";
import { sql } from "drizzle-orm";
import {
  boolean,
  char,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { concerns, preferenceOptions, therapyCategories } from "./catalog";
import { users } from "./accounts";
import { states } from "./region";

/** Spec section 3: availability is set up once for all categories or per therapy category. */
export const calendarSetupType = pgEnum("calendar_setup_type", ["GENERAL", "BY_CATEGORY"]);
export const providerProfiles = pgTable(
  "provider_profiles",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title"),
    headline: text("headline"),
    bio: text("bio"),
    gender: text("gender"),
    stateId: uuid("state_id").references(() => states.id),
    officeAddress: text("office_address"),
    photoKey: text("photo_key"),
    isListed: boolean("is_listed").notNull().default(false),
    zipCode: text("zip_code"),
    dob: date("dob"),
    religionId: uuid("religion_id").references(() => preferenceOptions.id),
    ethnicityId: uuid("ethnicity_id").references(() => preferenceOptions.id),
    /** Spec section 3's extended profile (decision 0408): optional, unique among therapists. */
    userName: text("user_name"),
    /** A preference option of kind "discipline" (psychology, psychotherapy, ...); decision 0408. */
    disciplineId: uuid("discipline_id").references(() => preferenceOptions.id),
    /** The general session fee in minor units; null until the therapist sets one. */
    generalFee: integer("general_fee"),
    /** Free keeps generalFee as it was, so unmarking free restores it. */
    generalFeeIsFree: boolean("general_fee_is_free").notNull().default(false),
    feeCurrency: char("fee_currency", { length: 3 }),
    calendarSetupType: calendarSetupType("calendar_setup_type").notNull().default("GENERAL"),
    minimumNoticeMinutes: integer("minimum_notice_minutes").notNull().default(120),
  },
  (t) => [
    uniqueIndex("provider_profiles_user_name_key").on(sql`lower(${t.userName})`),
    check("provider_profiles_user_name_check", sql`${t.userName} ~ '^[A-Za-z0-9_@-]{3,32}$'`),
    index("provider_profiles_state_listed_idx")
      .on(t.stateId)
      .where(sql`${t.isListed}`),
    check("provider_profiles_general_fee_check", sql`${t.generalFee} >= 0`),
    check(
      "provider_profiles_minimum_notice_check",
      sql`${t.minimumNoticeMinutes} between 0 and 10080`,
    ),
  ],
);

/**
 * Where a therapist's video and audio sessions happen: their own room's address (decision 0308).
 * Kept apart from the profile, which the directory caches: only the therapist and their clients
 * with a confirmed session read it.
 */
export const providerSessionLinks = pgTable(
  "provider_session_links",
  {
    providerId: uuid("provider_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    link: text("link").notNull(),
    /**
     * The therapist's video and audio sessions happen at `link` ("use my own room") instead of the
     * built-in session room, which is the default (decision 0319).
     */
    useOwnRoom: boolean("use_own_room").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "provider_session_links_https",
      sql`${t.link} like 'https://%' and char_length(${t.link}) <= 500`,
    ),
  ],
);

/** A fee per therapy category (spec: POST /provider/booking-fee/therapy), minor units. */
export const providerCategoryFees = pgTable(
  "provider_category_fees",
  {
    providerId: uuid("provider_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => therapyCategories.id),
    fee: integer("fee").notNull(),
    isFree: boolean("is_free").notNull().default(false),
    currencyCode: char("currency_code", { length: 3 }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.categoryId] }),
    check("provider_category_fees_fee_check", sql`${t.fee} >= 0`),
  ],
);

/** Session modalities a therapist offers (video, audio, in person, chat): preference options. */
export const providerModalities = pgTable(
  "provider_modalities",
  {
    providerId: uuid("provider_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    optionId: uuid("option_id")
      .notNull()
      .references(() => preferenceOptions.id),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.optionId] }),
    index("provider_modalities_option_idx").on(t.optionId),
  ],
);

/** Languages a therapist holds sessions in: preference options of kind "language". */
export const providerLanguages = pgTable(
  "provider_languages",
  {
    providerId: uuid("provider_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    optionId: uuid("option_id")
      .notNull()
      .references(() => preferenceOptions.id),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.optionId] }),
    index("provider_languages_option_idx").on(t.optionId),
  ],
);

export const providerTherapyCategories = pgTable(
  "provider_therapy_categories",
  {
    providerId: uuid("provider_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => therapyCategories.id),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.categoryId] }),
    index("provider_therapy_categories_category_idx").on(t.categoryId),
  ],
);

export const providerConcerns = pgTable(
  "provider_concerns",
  {
    providerId: uuid("provider_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    concernId: uuid("concern_id")
      .notNull()
      .references(() => concerns.id),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.concernId] }),
    index("provider_concerns_concern_idx").on(t.concernId),
  ],
);

/** States (e.g. US states) where a therapist holds a licence to practise. */
export const providerLicenseStates = pgTable(
  "provider_license_states",
  {
    providerId: uuid("provider_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stateId: uuid("state_id")
      .notNull()
      .references(() => states.id),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.stateId] }),
    index("provider_license_states_state_idx").on(t.stateId),
  ],
);
