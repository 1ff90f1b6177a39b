import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings } from "@/db/schema/booking";
import { HOLD_MINUTES } from "../schemas";
import type { Tx } from "./types";

/**
 * A waitlist offer's hold (features/waitlist) is a pending booking of the offered client, so the
 * overlap constraint keeps the time for them alone. These are the two changes the waitlist makes
 * to it; booking owns the row.
 */

/**
 * The client accepted: the booking now waits for payment as any other (HOLD_MINUTES from now, or
 * the offer's own hold when that is longer). False when the hold is gone (expired, taken).
 */
export async function keepOfferHold(tx: Tx, bookingId: string, clientId: string, now: Date) {
  const until = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  const kept = await tx
    .update(bookings)
    .set({
      holdExpiresAt: sql`greatest(${bookings.holdExpiresAt}, ${until})`,
      // From here the therapist sees the client's name (decision 0318).
      waitlistHold: false,
      updatedAt: now,
    })
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.clientId, clientId),
        eq(bookings.status, "pending"),
        gt(bookings.holdExpiresAt, now),
      ),
    )
    .returning({ id: bookings.id });
  return kept.length === 1;
}

/** The client passed (or left the waitlist): the held time is free again at once. */
export async function releaseOfferHold(bookingId: string, now: Date, tx?: Tx) {
  const db = tx ?? (await getDb());
  await db
    .update(bookings)
    .set({ status: "expired", previousStatus: "pending", updatedAt: now })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, "pending")));
}
