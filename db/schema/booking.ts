import "server-only";
import { sql } from "drizzle-orm";
import {
  boolean,
  char,
  check,
  customType,
  index,
  jsonb,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { therapyCategories } from "./catalog";
import { users } from "./accounts";

export const bookingStatus = pgEnum("booking_status", [
  "pending",
  "confirmed",
  "cancelled",
  "expired",
  "completed",
  "rejected",
]);

/**
 * A set of time ranges (PostgreSQL's tstzmultirange), written with SQL (`tstzmultirange(...)`)
 * and read as its text. Holds a counter-proposal's times on its booking (decision 0318).
 */
const timeRanges = customType<{ data: string }>({ dataType: () => "tstzmultirange" });

/** Who acted on a booking: its client or its therapist. */
export const bookingParty = pgEnum("booking_party", ["client", "provider"]);

/** A weekly series: the same time for N weeks, each occurrence a booking of its own. */
export const bookingSeries = pgTable("booking_series", {
  id: uuid("id").primaryKey().defaultRandom(),
  clientId: uuid("client_id")
    .notNull()
    .references(() => users.id),
  providerId: uuid("provider_id")
    .notNull()
    .references(() => users.id),
  weeks: integer("weeks").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One session. A provider's time range is held by at most one active booking: the exclusion
 * constraint `bookings_no_overlap` (custom migration) covers overlaps, not only equal starts.
 * A pending booking holds its slot until `hold_expires_at`; then it is expired and the slot freed.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => users.id),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => users.id),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => therapyCategories.id),
    modality: text("modality").notNull(),
    status: bookingStatus("status").notNull().default("pending"),
    previousStatus: bookingStatus("previous_status"),
    /** Null while the client has chosen "schedule later". */
    startTime: timestamp("start_time", { withTimezone: true }),
    endTime: timestamp("end_time", { withTimezone: true }),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    amount: integer("amount").notNull(),
    currency: char("currency", { length: 3 }).notNull(),
    isFree: boolean("is_free").notNull().default(false),
    note: text("note"),
    seriesId: uuid("series_id").references(() => bookingSeries.id),
    createdByProvider: boolean("created_by_provider").notNull().default(false),
    paymentReference: text("payment_reference"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** Set together when a booking is cancelled (POST /booking/{id}/cancel, /appointment/{id}/cancel). */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledBy: bookingParty("cancelled_by"),
    /** The reason given when cancelling, if any (CANCEL_NOTE_MAX characters). */
    cancellationNote: text("cancellation_note"),
    /**
     * Moves each side may still make (decision 0301: CLIENT_RESCHEDULE_ATTEMPTS and
     * PROVIDER_RESCHEDULE_ATTEMPTS, which new rows set; the defaults here are the same numbers).
     */
    remainingClientReschedule: integer("remaining_client_reschedule").notNull().default(2),
    remainingProviderReschedule: integer("remaining_provider_reschedule").notNull().default(2),
    /** Moves need no approval, and a completed session may be moved again (spec section 3). */
    allowRescheduleCompletedBooking: boolean("allow_reschedule_completed_booking")
      .notNull()
      .default(false),
    /**
     * The time a pending reschedule request proposes. While set, the booking holds it as well as
     * its own time: the overlap constraint covers both (custom migration, decision 0301).
     */
    /**
     * The start time the day-ahead reminder was sent for (features/booking/server/reminders.ts):
     * a session moved after its reminder differs from it, and is reminded of its new time.
     */
    remindedFor: timestamp("reminded_for", { withTimezone: true }),
    proposedStartTime: timestamp("proposed_start_time", { withTimezone: true }),
    proposedEndTime: timestamp("proposed_end_time", { withTimezone: true }),
    /**
     * A waitlist offer's hold (decision 0316): the therapist sees "held for the waitlist" and no
     * name until the client accepts, which clears it (decision 0318).
     */
    waitlistHold: boolean("waitlist_hold").notNull().default(false),
    /**
     * The times of an open counter-proposal (booking_counter_proposals), held on the booking until
     * `counter_until`: the overlap constraint covers them too (custom migration 0066).
     */
    counterTimes: timeRanges("counter_times"),
    counterUntil: timestamp("counter_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("bookings_client_status_idx").on(t.clientId, t.status, t.startTime),
    index("bookings_provider_status_idx").on(t.providerId, t.status, t.startTime),
    // The order of GET /booking and GET /appointment (listBookings): a page is then the first
    // rows of the index. With status second in the indexes above, a therapist with 5,000
    // appointments had all of them read and sorted for each page of ten (bench:scale).
    index("bookings_provider_start_idx").on(
      t.providerId,
      t.startTime.asc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
    ),
    index("bookings_client_start_idx").on(
      t.clientId,
      t.startTime.asc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
    ),
    index("bookings_series_idx").on(t.seriesId),
    // The hold sweeper's scan (features/booking/server/hold-sweeper.ts): only the pending rows,
    // a handful among millions, so each minute's pass reads what it expires and nothing else.
    index("bookings_pending_hold_idx")
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'pending'`),
    // The reminder sweep's scan: confirmed sessions starting within the next day, a range of
    // this index instead of a pass over every booking.
    index("bookings_confirmed_start_idx")
      .on(t.startTime)
      .where(sql`${t.status} = 'confirmed'`),
    uniqueIndex("bookings_payment_reference_key").on(t.paymentReference),
    check("bookings_amount_nonnegative", sql`${t.amount} >= 0`),
    check("bookings_time_order", sql`${t.endTime} > ${t.startTime}`),
    check(
      "bookings_cancel_recorded",
      sql`${t.status} <> 'cancelled' or (${t.cancelledAt} is not null and ${t.cancelledBy} is not null)`,
    ),
    check("bookings_times_together", sql`(${t.startTime} is null) = (${t.endTime} is null)`),
    check(
      "bookings_reschedules_nonnegative",
      sql`${t.remainingClientReschedule} >= 0 and ${t.remainingProviderReschedule} >= 0`,
    ),
    check(
      "bookings_proposed_times",
      sql`(${t.proposedStartTime} is null and ${t.proposedEndTime} is null) or (${t.startTime} is not null and ${t.proposedEndTime} > ${t.proposedStartTime})`,
    ),
  ],
);

export const rescheduleStatus = pgEnum("reschedule_status", [
  /** Waiting for the other party; the proposed time is held. */
  "pending",
  "accepted",
  "declined",
  /** Needed no approval and moved the booking at once. */
  "completed",
  /** The booking was cancelled, or ended, while the request waited. */
  "cancelled",
]);

/**
 * Every move of a booking, asked by its client or its therapist. At most one pending per booking
 * (partial unique index); its proposed time is held on the booking row (`proposed_*`), where the
 * overlap constraint sees it.
 */
export const bookingReschedules = pgTable(
  "booking_reschedules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id),
    requestedBy: bookingParty("requested_by").notNull(),
    fromStartTime: timestamp("from_start_time", { withTimezone: true }).notNull(),
    fromEndTime: timestamp("from_end_time", { withTimezone: true }).notNull(),
    toStartTime: timestamp("to_start_time", { withTimezone: true }).notNull(),
    toEndTime: timestamp("to_end_time", { withTimezone: true }).notNull(),
    note: text("note"),
    status: rescheduleStatus("status").notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("booking_reschedules_booking_idx").on(t.bookingId, t.createdAt),
    uniqueIndex("booking_reschedules_one_pending")
      .on(t.bookingId)
      .where(sql`${t.status} = 'pending'`),
    check("booking_reschedules_time_order", sql`${t.toEndTime} > ${t.toStartTime}`),
  ],
);

export const counterStatus = pgEnum("counter_status", [
  /** Waiting for the other side; its times are held on the booking. */
  "open",
  "accepted",
  "declined",
  /** Its 24 hours ran out. */
  "expired",
  /** The booking was cancelled or moved otherwise while it waited. */
  "cancelled",
]);

/**
 * Other times offered by whoever declined a reschedule request (decision 0318): up to 3, from the
 * therapist's free slots, held on the booking (`counter_times`) while open, at most 24 hours. At
 * most one open per booking (partial unique index).
 */
export const bookingCounterProposals = pgTable(
  "booking_counter_proposals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id),
    /** The request it answers. */
    rescheduleId: uuid("reschedule_id")
      .notNull()
      .references(() => bookingReschedules.id),
    proposedBy: bookingParty("proposed_by").notNull(),
    /** [{ start, end }] as ISO instants, soonest first. */
    times: jsonb("times").$type<{ start: string; end: string }[]>().notNull(),
    status: counterStatus("status").notNull().default("open"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    note: text("note"),
    /** The time accepted, when accepted. */
    chosenStartTime: timestamp("chosen_start_time", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("booking_counter_proposals_booking_idx").on(t.bookingId, t.createdAt),
    uniqueIndex("booking_counter_proposals_one_open")
      .on(t.bookingId)
      .where(sql`${t.status} = 'open'`),
  ],
);

/**
 * A person's calendar subscription (decision 0306): the hash of the secret in the address their
 * calendar app polls, one per person; replacing it makes the old address stop working.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
