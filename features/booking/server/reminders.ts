import "server-only";
import { and, eq, gt, isNull, lte, ne, or, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings } from "@/db/schema/booking";
import { every } from "@/lib/server/every";
import { sendReminder } from "./invitee-emails";
import { logError } from "@/lib/server/log";
import { composeEmails, emailsWritten, writeEmails } from "@/lib/server/mailer";

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
 * reminder's emails are composed first, then written to the outbox in the transaction that claims
 * the session (its `reminded_for` set, only while it is still due at that start time): two
 * instances never send one twice, and a process killed midway leaves the session unclaimed for
 * the next pass instead of claimed and never told (decision 0817). One whose emails cannot be
 * composed is logged and claimed, not retried. Answers how many it reminded.
 */
export async function sendDueReminders(now = new Date()): Promise<number> {
  const db = await getDb();
  let total = 0;
  for (;;) {
    const due = await db
      .select()
      .from(bookings)
      .where(reminderDue(now))
      .orderBy(bookings.startTime)
      .limit(BATCH);
    let claimedNow = 0;
    for (const booking of due) {
      const emails = await composeEmails(() => sendReminder(booking)).catch((error: unknown) => {
        logError(`[booking] reminder for ${booking.id} failed`, error);
        return [];
      });
      const claimed = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(bookings)
          .set({ remindedFor: sql`${bookings.startTime}` })
          .where(
            and(
              eq(bookings.id, booking.id),
              eq(bookings.startTime, booking.startTime!),
              reminderDue(now),
            ),
          )
          .returning({ id: bookings.id });
        if (row) await writeEmails(tx, emails);
        return Boolean(row);
      });
      if (!claimed) continue;
      emailsWritten(emails);
      claimedNow++;
    }
    total += claimedNow;
    // A full batch all claimed elsewhere or changed meanwhile: the next pass looks again.
    if (due.length < BATCH || claimedNow === 0) return total;
  }
}

/** Runs sendDueReminders every `intervalMs` in this process; the answer stops it. */
export const startReminderSweeper = (intervalMs = 5 * 60_000) =>
  every(intervalMs, "reminder sweeper", () => sendDueReminders());
