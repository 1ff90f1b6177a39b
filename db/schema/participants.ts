import "server-only";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { bookings } from "./booking";

/** The invitee's answer (spec section 4: posted, rejected or acknowledged). */
export const participantStatus = pgEnum("participant_status", [
  "posted",
  "acknowledged",
  "rejected",
]);
/** The therapist's decision on a participant: none yet, acknowledged or rejected. */
export const participantDecision = pgEnum("participant_decision", ["acknowledged", "rejected"]);

/**
 * Someone the booking's client invited to a couples or family session (POST /share-booking).
 * `user_id` is set as soon as the email belongs to an account (at invite time, or when the
 * invitee signs up and opens the invitation).
 */
export const bookingParticipants = pgTable(
  "booking_participants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    invitedBy: uuid("invited_by")
      .notNull()
      .references(() => users.id),
    /** Lower-cased. */
    email: text("email").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The language the invitation was written in. */
    locale: text("locale").notNull(),
    status: participantStatus("status").notNull().default("posted"),
    providerDecision: participantDecision("provider_decision"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One invitation per person and booking.
    uniqueIndex("booking_participants_booking_email_key").on(t.bookingId, t.email),
    // "My invitations" for a signed-in invitee.
    index("booking_participants_user_idx").on(t.userId),
    // … and those sent to their address before it had an account (GET /booking/participant).
    index("booking_participants_email_idx").on(t.email),
    check("booking_participants_email_lower", sql`${t.email} = lower(${t.email})`),
  ],
);
