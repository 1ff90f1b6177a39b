import "server-only";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { bookings } from "./booking";
import { therapyCategories } from "./catalog";

/** A time range of a day, in minutes from the day's start in the entry's zone. */
export type WaitlistRange = { from: number; to: number };

/**
 * A client waiting for a therapist's time (issue 71): which category, on which weekdays and hours
 * of their own zone (kept as it was when they joined), between two dates. Line order is
 * `created_at, id`. Leaving sets `left_at`; the row stays for its offers' history.
 */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => therapyCategories.id),
    modality: text("modality").notNull(),
    timezone: text("timezone").notNull(),
    /** 0 Sunday to 6 Saturday, in `timezone`. */
    weekdays: integer("weekdays").array().notNull(),
    ranges: jsonb("ranges").$type<WaitlistRange[]>().notNull(),
    /** Calendar dates in `timezone`, both included. */
    fromDate: date("from_date").notNull(),
    toDate: date("to_date").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp("left_at", { withTimezone: true }),
  },
  (t) => [
    // The line of one therapist (the sweeper and the therapist's counts): waiting entries only.
    index("waitlist_entries_provider_line_idx")
      .on(t.providerId, t.createdAt, t.id)
      .where(sql`${t.leftAt} is null`),
    // A client's own list and the limit of 5.
    index("waitlist_entries_client_idx").on(t.clientId, t.createdAt),
    check("waitlist_entries_dates", sql`${t.toDate} >= ${t.fromDate}`),
  ],
);

export const waitlistOfferStatus = pgEnum("waitlist_offer_status", [
  "open",
  "accepted",
  "passed",
  "expired",
]);

/**
 * A freed time offered to one entry. Its hold is a pending booking of the client (`booking_id`),
 * so the bookings' overlap constraint keeps it for them alone until `expires_at`.
 */
export const waitlistOffers = pgTable(
  "waitlist_offers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    entryId: uuid("entry_id")
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: "cascade" }),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    startTime: timestamp("start_time", { withTimezone: true }).notNull(),
    endTime: timestamp("end_time", { withTimezone: true }).notNull(),
    status: waitlistOfferStatus("status").notNull().default("open"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [
    // One open offer per entry at a time: a second sweeper's insert fails instead of doubling it.
    uniqueIndex("waitlist_offers_one_open_idx")
      .on(t.entryId)
      .where(sql`${t.status} = 'open'`),
    // A time once offered to an entry is not offered to it again (passed or expired).
    uniqueIndex("waitlist_offers_entry_time_key").on(t.entryId, t.startTime),
    // The sweeper's scan for open offers whose half hour ran out.
    index("waitlist_offers_open_expiry_idx")
      .on(t.expiresAt)
      .where(sql`${t.status} = 'open'`),
  ],
);

/**
 * Which sweeper works on a therapist's line until when: taken with one upsert, so of two instances
 * only one offers that therapist's freed times (strict order within one therapist).
 */
export const waitlistProviderClaims = pgTable("waitlist_provider_claims", {
  providerId: uuid("provider_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  claimedUntil: timestamp("claimed_until", { withTimezone: true }).notNull(),
});
