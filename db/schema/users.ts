import "server-only";
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
import { sql } from "drizzle-orm";
import { concerns, preferenceOptions, therapyCategories } from "./catalog";
import { countries, states } from "./region";

export const userType = pgEnum("user_type", ["client", "provider"]);

/** Spec section 3: availability is set up once for all categories or per therapy category. */
export const calendarSetupType = pgEnum("calendar_setup_type", ["GENERAL", "BY_CATEGORY"]);

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    userType: userType("user_type").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phoneNumber: text("phone_number"),
    countryId: uuid("country_id").references(() => countries.id),
    timezone: text("timezone").notNull().default("UTC"),
    locale: text("locale").notNull().default("en"),
    isActive: boolean("is_active").notNull().default(true),
    isSocial: boolean("is_social").notNull().default(false),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(sql`lower(${t.email})`),
    // The directory pages therapists by name: with 10,000 therapists among 200,000 clients its
    // page query seq-scanned and sorted all of users (about 90 ms, bench:scale). Walking this
    // index in order stops after a page; the trailing country and active columns let the page
    // count run as an index-only scan of therapists alone.
    index("users_provider_name_idx")
      .on(t.lastName, t.firstName, t.id, t.countryId, t.isActive)
      .where(sql`${t.userType} = 'provider'`),
  ],
);

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
    /** The general session fee in minor units; null until the therapist sets one. */
    generalFee: integer("general_fee"),
    /** Free keeps generalFee as it was, so unmarking free restores it. */
    generalFeeIsFree: boolean("general_fee_is_free").notNull().default(false),
    feeCurrency: char("fee_currency", { length: 3 }),
    calendarSetupType: calendarSetupType("calendar_setup_type").notNull().default("GENERAL"),
    minimumNoticeMinutes: integer("minimum_notice_minutes").notNull().default(120),
  },
  (t) => [
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
