import {
  boolean,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { concerns, therapyCategories } from "./catalog";
import { countries, states } from "./region";

export const userType = pgEnum("user_type", ["client", "provider"]);

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
  (t) => [uniqueIndex("users_email_key").on(sql`lower(${t.email})`)],
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
  },
  (t) => [
    index("provider_profiles_state_listed_idx")
      .on(t.stateId)
      .where(sql`${t.isListed}`),
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
