import "server-only";
import { and, eq, gt, inArray, isNotNull, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookingSeries, bookings } from "@/db/schema/booking";
import type { BookingRowInput, Quote, SlotTimes } from "../booking-row";
import type { Row } from "./types";

/** The choices made now (therapy, modality, note, and so the price), written on a held booking. */
const choicesOf = (input: BookingRowInput, quote: Quote, now: Date) => ({
  categoryId: input.therapyCategoryId,
  modality: input.modality,
  note: input.note || null,
  amount: quote.isFree ? 0 : quote.amount,
  currency: quote.currency,
  isFree: quote.isFree,
  updatedAt: now,
});

/**
 * The client's own unpaid hold on exactly this time with this therapist, taking the choices they
 * made now (therapy, modality, note and so its price): someone back from the payment page who
 * picks the same time again is led to the booking they already hold, not told someone else took
 * it (issue 74). The hold keeps its end: asking again does not lengthen it. A session of a series,
 * a therapist's booking for them and a waitlist offer are not this; null when there is no such
 * hold (decision 0321).
 */
export async function resumeOwnHold(
  input: BookingRowInput,
  quote: Quote,
  slot: SlotTimes,
  now: Date,
): Promise<Row | null> {
  const db = await getDb();
  const [row] = await db
    .update(bookings)
    .set(choicesOf(input, quote, now))
    .where(
      and(
        eq(bookings.clientId, input.clientId),
        eq(bookings.providerId, input.providerId),
        eq(bookings.status, "pending"),
        eq(bookings.startTime, new Date(slot.start)),
        eq(bookings.endTime, new Date(slot.end)),
        gt(bookings.holdExpiresAt, now),
        isNull(bookings.seriesId),
        eq(bookings.createdByProvider, false),
        eq(bookings.waitlistHold, false),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * The same for a weekly series: the client's own unpaid series with this therapist whose held
 * sessions are exactly these starts, every hold still running, takes the choices made now. Someone
 * back from paying a series who asks for it again is led to it (decision 0323); null otherwise.
 */
export async function resumeOwnSeries(
  input: BookingRowInput,
  quote: Quote,
  starts: number[],
  now: Date,
): Promise<{ seriesId: string; bookingIds: string[] } | null> {
  const db = await getDb();
  const held = await db
    .select({ id: bookings.id, seriesId: bookings.seriesId, start: bookings.startTime })
    .from(bookings)
    .innerJoin(bookingSeries, eq(bookingSeries.id, bookings.seriesId))
    .where(
      and(
        eq(bookings.clientId, input.clientId),
        eq(bookings.providerId, input.providerId),
        eq(bookings.status, "pending"),
        gt(bookings.holdExpiresAt, now),
        isNotNull(bookings.seriesId),
        eq(bookings.createdByProvider, false),
        eq(bookingSeries.weeks, starts.length),
        inArray(
          bookings.startTime,
          starts.map((s) => new Date(s)),
        ),
      ),
    );
  const wanted = new Set(starts);
  const bySeries = new Map<string, typeof held>();
  for (const row of held)
    bySeries.set(row.seriesId!, [...(bySeries.get(row.seriesId!) ?? []), row]);
  const whole = [...bySeries.values()].find(
    (rows) => rows.length === starts.length && rows.every((r) => wanted.has(r.start!.getTime())),
  );
  if (!whole) return null;
  const seriesId = whole[0]!.seriesId!;
  const rows = await db
    .update(bookings)
    .set(choicesOf(input, quote, now))
    .where(
      and(
        inArray(
          bookings.id,
          whole.map((r) => r.id),
        ),
        eq(bookings.status, "pending"),
        gt(bookings.holdExpiresAt, now),
      ),
    )
    .returning({ id: bookings.id, start: bookings.startTime });
  // Paid or expired meanwhile: not this series any more.
  if (rows.length !== starts.length) return null;
  rows.sort((a, b) => a.start!.getTime() - b.start!.getTime());
  return { seriesId, bookingIds: rows.map((r) => r.id) };
}
