import "server-only";
import { TZDate } from "@date-fns/tz";
import { addDays } from "date-fns";
import { and, eq, gt, inArray, isNull, or } from "drizzle-orm";
import { notify } from "@/features/notifications/server/service";
import { quoteSessionFee } from "@/features/practice/server/service";
import {
  bookingChargeReference,
  chargeWallet,
  creditTopUp,
} from "@/features/wallet/server/service";
import type { Db } from "@/db/client";
import { bookings, roomAttendance, therapyCategories, users } from "@/db/schema";

const HOUR = 3_600_000;

/** A seeded account's id, by its email. */
export const idOf = async (db: Db, email: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

/**
 * A confirmed session paid from the client's wallet (topped up by its price first), starting at
 * `start`, or without a time ("schedule later") when it is null. The fee is the therapist's quote.
 */
export async function paidSession(
  db: Db,
  clientEmail: string,
  therapistEmail: string,
  start: number | null,
  category = "individual",
) {
  const clientId = await idOf(db, clientEmail);
  const providerId = await idOf(db, therapistEmail);
  const [found] = await db
    .select({ id: therapyCategories.id })
    .from(therapyCategories)
    .where(eq(therapyCategories.slug, category));
  const categoryId = found!.id;
  const quote = (await quoteSessionFee(providerId, categoryId))!;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bookings)
      .values({
        clientId,
        providerId,
        categoryId,
        modality: "video",
        status: "confirmed",
        previousStatus: "pending",
        startTime: start === null ? null : new Date(start),
        endTime: start === null ? null : new Date(start + HOUR),
        amount: quote.amount,
        currency: quote.currency,
        confirmedAt: new Date(),
      })
      .returning({ id: bookings.id });
    const movement = { userId: clientId, amount: quote.amount, currency: quote.currency };
    await creditTopUp(tx, { ...movement, reference: `seed-topup:${row!.id}` });
    await chargeWallet(tx, {
      ...movement,
      reference: bookingChargeReference({ id: row!.id, seriesId: null }),
      description: "Session booking",
    });
    // A session already over took place: both were in its room for the hour (decision 0319).
    if (start !== null && start + HOUR < Date.now())
      await tx.insert(roomAttendance).values(
        [providerId, clientId].map((userId) => ({
          bookingId: row!.id,
          userId,
          joinedAt: new Date(start),
          leftAt: new Date(start + HOUR),
        })),
      );
    return row!.id;
  });
}

/** The hour `hours` from now, on the hour. */
export const hoursFromNow = (hours: number) => Math.ceil((Date.now() + hours * HOUR) / HOUR) * HOUR;

/** `days` from today at `hour` o'clock in `timezone`, moved to Monday if that is a weekend. */
function workdayAt(days: number, hour: number, timezone: string) {
  const day = new TZDate(Date.now(), timezone);
  let at = addDays(
    new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hour, 0, 0, timezone),
    days,
  );
  if (at.getDay() === 6) at = addDays(at, 2);
  if (at.getDay() === 0) at = addDays(at, 1);
  return at.getTime();
}

const DEMO_CLIENTS = [
  "emily.brown@demo.therapy",
  "jonas.weber@demo.therapy",
  "chioma.eze@demo.therapy",
];

/**
 * Upcoming sessions for the demo (`npm run demo`), so each demo client has something to cancel,
 * move or message about, and each of their therapists something on the calendar and the news of
 * it under the bell, as a booking made in the app would leave. Added only while no demo client has
 * an upcoming session, so starting the demo again adds none.
 */
export async function seedUpcomingSessions(db: Db) {
  const [upcoming] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.clientId))
    .where(
      and(
        inArray(users.email, DEMO_CLIENTS),
        inArray(bookings.status, ["pending", "confirmed"]),
        or(gt(bookings.startTime, new Date()), isNull(bookings.startTime)),
      ),
    )
    .limit(1);
  if (upcoming) return 0;
  const sessions: [client: string, therapist: string, start: number | null][] = [
    ["emily.brown@demo.therapy", "james.carter@demo.therapy", workdayAt(3, 10, "Europe/London")],
    ["emily.brown@demo.therapy", "james.carter@demo.therapy", workdayAt(10, 14, "Europe/London")],
    ["jonas.weber@demo.therapy", "lena.mueller@demo.therapy", workdayAt(2, 11, "Europe/Berlin")],
    ["jonas.weber@demo.therapy", "lena.mueller@demo.therapy", null],
    ["chioma.eze@demo.therapy", "amaka.obi@demo.therapy", workdayAt(4, 10, "Africa/Lagos")],
  ];
  for (const [client, therapist, start] of sessions) {
    const bookingId = await paidSession(db, client, therapist, start);
    await notify([
      {
        userId: await idOf(db, therapist),
        kind: "newBooking",
        actorId: await idOf(db, client),
        bookingId,
        details: { ...(start === null ? {} : { at: new Date(start).toISOString() }), count: 1 },
      },
    ]);
  }
  return sessions.length;
}
