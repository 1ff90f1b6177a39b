import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings } from "@/db/schema/booking";
import type { BookingRowInput, Quote, SlotTimes } from "../booking-row";
import type { Row } from "./types";

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
    .set({
      categoryId: input.therapyCategoryId,
      modality: input.modality,
      note: input.note || null,
      amount: quote.isFree ? 0 : quote.amount,
      currency: quote.currency,
      isFree: quote.isFree,
      updatedAt: now,
    })
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
