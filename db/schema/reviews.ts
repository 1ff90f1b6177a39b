import "server-only";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { bookings } from "./booking";

/** A client's review of a finished session; editable once (spec section 4). */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => users.id),
    clientId: uuid("client_id")
      .notNull()
      .references(() => users.id),
    /** Rating in half steps, stored doubled: 1..10 means 0.5..5. */
    ratingHalves: integer("rating_halves").notNull(),
    comment: text("comment"),
    isAnonymous: boolean("is_anonymous").notNull().default(false),
    /**
     * When an anonymous review is shown to its therapist and the public; null while it waits for
     * its batch (decision 0406). Unused for a named review, which is shown at once.
     */
    visibleFrom: timestamp("visible_from", { withTimezone: true }),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    /**
     * When staff hid it (issue 68, decision 0808): a hidden review leaves every public list, count
     * and average, and stays for its author with a note. Null while it is shown.
     */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    /** Staff's reason for hiding it (also in the staff audit log). */
    hiddenReason: text("hidden_reason"),
    /** The reviewed therapist's one public reply, editable (decision 0409); null without one. */
    reply: text("reply"),
    replyAt: timestamp("reply_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reviews_booking_key").on(t.bookingId),
    index("reviews_provider_created_idx").on(t.providerId, t.createdAt),
    check("reviews_rating_range", sql`${t.ratingHalves} between 1 and 10`),
    // Spec section 5's "text content 30 to 1000", counted after trimming as the API does.
    check(
      "reviews_reply_length",
      sql`${t.reply} is null or char_length(${t.reply}) between 30 and 1000`,
    ),
    check("reviews_reply_dated", sql`(${t.reply} is null) = (${t.replyAt} is null)`),
  ],
);

/** Why a person reports a review: a short closed list (decision 0808). */
export const REVIEW_REPORT_REASONS = [
  "abusive",
  "personal_information",
  "spam",
  "not_genuine",
  "other",
] as const;
export const reviewReportReason = pgEnum("review_report_reason", REVIEW_REPORT_REASONS);

/**
 * A client's or therapist's report of a review, one per person and review. Open while
 * `resolved_at` is null: hiding the review or dismissing its reports resolves them.
 */
export const reviewReports = pgTable(
  "review_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    reporterId: uuid("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: reviewReportReason("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("review_reports_reporter_key").on(t.reviewId, t.reporterId),
    // The console's queue: the open reports only.
    index("review_reports_open_idx")
      .on(t.reviewId, t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
  ],
);
