import "server-only";
import { sql } from "drizzle-orm";
import { index, jsonb, pgEnum, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { bookings } from "./booking";
import { NOTIFICATION_KINDS, type NotificationDetails } from "@/lib/api/notification-kinds";

/** What a notification tells (decision 0508): the kinds the API and its screens know. */
export const notificationKind = pgEnum("notification_kind", NOTIFICATION_KINDS);

/**
 * News for one person from the other side of a session, or from us (decision 0508). The actor's
 * name is read when the list is, so a renamed or deleted account shows as it is now; a session's
 * notifications go with the session.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: notificationKind("kind").notNull(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    details: jsonb("details").$type<NotificationDetails>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    // GET /notifications: one person's, newest first, paged by (created_at, id).
    index("notifications_user_created_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The header's unread count, asked on every signed-in page.
    index("notifications_unread_idx")
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    // Deleting a session or an account finds the rows that name it.
    index("notifications_booking_idx").on(t.bookingId),
    index("notifications_actor_idx").on(t.actorId),
    // The retention sweep finds the rows past their year without reading the table (decision 0510).
    index("notifications_created_idx").on(t.createdAt),
  ],
);
