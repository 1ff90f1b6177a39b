import "server-only";
import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { bookings } from "./booking";

/**
 * Who may take part in a session's room beyond its lobby (issue 69): one row per person who ever
 * joined it. `admitted_at` is set when the therapist lets them in (the therapist is admitted on
 * joining), so a client who reloads the page or drops is not sent back to the lobby.
 */
export const roomMembers = pgTable(
  "room_members",
  {
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    admittedAt: timestamp("admitted_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.userId] })],
);

/**
 * Attendance (issue 69): each stay of one person in a session's room, from the moment they
 * joined until they left or their room stream ended. Never what was said: only who was there and
 * when. An open stay has no `left_at`.
 */
export const roomAttendance = pgTable(
  "room_attendance",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull(),
    leftAt: timestamp("left_at", { withTimezone: true }),
  },
  (t) => [
    // A session's stays, read for its "held, N minutes" and for who is in the room now.
    index("room_attendance_booking_idx").on(t.bookingId, t.userId),
    check(
      "room_attendance_left_after_join",
      sql`${t.leftAt} is null or ${t.leftAt} >= ${t.joinedAt}`,
    ),
  ],
);
