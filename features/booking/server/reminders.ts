import "server-only";
import { and, eq, gt, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings } from "@/db/schema/booking";
import { every } from "@/lib/server/every";
import { sendReminder } from "./invitee-emails";
import { logError } from "@/lib/server/log";

const HOUR = 3_600_000;
/** How far ahead a session is reminded of (decision 0305). */
export const REMINDER_LEAD_HOURS = 24;
const BATCH = 100;

/**
 * Confirmed sessions starting within the next day that have not been reminded of this start
 * time, booked (confirmed) more than a day before it: a session booked for tomorrow was just
 * announced by the booked email.
 */
const reminderDue = (now: Date) =>
  and(
    eq(bookings.status, "confirmed"),
    gt(bookings.startTime, now),
    lte(bookings.startTime, new Date(now.getTime() + REMINDER_LEAD_HOURS * HOUR)),
    or(isNull(bookings.remindedFor), ne(bookings.remindedFor, bookings.startTime)),
    lte(
      bookings.confirmedAt,
      sql`${bookings.startTime} - make_interval(hours => ${REMINDER_LEAD_HOURS})`,
    ),
  );

/**
 * Sends the day-ahead reminder of every session due one, to its client and its therapist. Each
 * row is claimed (its `reminded_for` set) before its emails go, rows being changed right now are
 * skipped for the next pass, and two instances never claim one row: a reminder goes at most once
 * per start time; one whose email fails is logged, not retried. Answers how many it reminded.
 */
export async function sendDueReminders(now = new Date()): Promise<number> {
  const db = await getDb();
  let total = 0;
  for (;;) {
    const due = db
      .select({ id: bookings.id })
      .from(bookings)
      .where(reminderDue(now))
      .orderBy(bookings.startTime)
      .limit(BATCH)
      .for("update", { skipLocked: true });
    const claimed = await db
      .update(bookings)
      .set({ remindedFor: sql`${bookings.startTime}` })
      .where(and(inArray(bookings.id, due), reminderDue(now)))
      .returning();
    for (const booking of claimed) {
      await sendReminder(booking).catch((error: unknown) =>
        logError(`[booking] reminder for ${booking.id} failed`, error),
      );
    }
    total += claimed.length;
    if (claimed.length < BATCH) return total;
  }
}

/** Runs sendDueReminders every `intervalMs` in this process; the answer stops it. */
export const startReminderSweeper = (intervalMs = 5 * 60_000) =>
  every(intervalMs, "reminder sweeper", () => sendDueReminders());
