import "server-only";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { therapyCategories } from "./catalog";
import { users } from "./accounts";

/** A working interval in the provider's own time zone, 24-hour "HH:MM". */
export type TimeInterval = { startTime: string; endTime: string };

/**
 * The weekly recurring template, one row per weekday (ISO: 1 Monday .. 7 Sunday). categoryId is
 * null for the GENERAL setup and a therapy category for BY_CATEGORY; NULLS NOT DISTINCT keeps one
 * general row per weekday too.
 */
export const availabilityWeekdays = pgTable(
  "availability_weekdays",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    categoryId: uuid("category_id").references(() => therapyCategories.id),
    weekday: smallint("weekday").notNull(),
    isAvailable: boolean("is_available").notNull(),
    intervals: jsonb("intervals").$type<TimeInterval[]>().notNull().default([]),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("availability_weekdays_scope_key")
      .on(t.providerId, t.categoryId, t.weekday)
      .nullsNotDistinct(),
    check("availability_weekdays_weekday_check", sql`${t.weekday} between 1 and 7`),
  ],
);

/** A specific date that replaces the weekly template for that date (available or blocked). */
export const availabilityDates = pgTable(
  "availability_dates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    categoryId: uuid("category_id").references(() => therapyCategories.id),
    date: date("date").notNull(),
    isAvailable: boolean("is_available").notNull(),
    intervals: jsonb("intervals").$type<TimeInterval[]>().notNull().default([]),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Also serves the range reads (provider, category, date between ...).
    unique("availability_dates_scope_key")
      .on(t.providerId, t.categoryId, t.date)
      .nullsNotDistinct(),
  ],
);

/**
 * A therapist's slots version (decision 0031): moved at the commit of any change to what their
 * slots are made of (their calendar, settings and zone, their categories, their bookings), by the
 * triggers of migration 0021. A month of their slots is kept under it. No foreign key: the
 * triggers also run when a user and their rows are deleted.
 */
export const slotsVersion = pgTable("slots_version", {
  providerId: uuid("provider_id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
});
