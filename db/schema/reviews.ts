import "server-only";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reviews_booking_key").on(t.bookingId),
    index("reviews_provider_created_idx").on(t.providerId, t.createdAt),
    check("reviews_rating_range", sql`${t.ratingHalves} between 1 and 10`),
  ],
);
