import "server-only";
import { and, eq, lt, lte } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings } from "@/db/schema/booking";
import { hasSqlState, isConstraintViolation, SQLSTATE } from "@/lib/server/db-errors";
import { DomainError } from "@/lib/server/errors";
import { Db, Tx } from "./types";

/** The database's one-booking-per-time-range constraint refused the row. */
const isSlotTaken = (error: unknown) =>
  isConstraintViolation(error, "bookings_no_overlap", SQLSTATE.exclusionViolation);

/** A pending booking whose hold ran out (it was never paid). */
export const staleHold = (now: Date) =>
  and(eq(bookings.status, "pending"), lt(bookings.holdExpiresAt, now));

/** What expiring a stale hold writes. */
export const expiredHold = (now: Date) =>
  ({ status: "expired", previousStatus: "pending", updatedAt: now }) as const;

/**
 * Frees the time of pending bookings whose hold ran out (they were never paid), and the times of
 * counter-proposals whose 24 hours ran out (decision 0318); how many it freed.
 */
export async function expireStaleHolds(db: Db | Tx, providerId: string, now: Date) {
  const countered = await db
    .update(bookings)
    .set({ counterTimes: null, counterUntil: null })
    .where(and(eq(bookings.providerId, providerId), lte(bookings.counterUntil, now)))
    .returning({ id: bookings.id });
  const freed = await db
    .update(bookings)
    .set(expiredHold(now))
    .where(and(eq(bookings.providerId, providerId), staleHold(now)))
    .returning({ id: bookings.id });
  return freed.length + countered.length;
}

/**
 * Runs a write that takes a provider's time; a clash with another booking answers SLOT_TAKEN.
 * Holds that ran out stay in the overlap constraint until they are expired, so a clash expires
 * this provider's stale holds and, if that freed any, tries once more. Expiring only on a clash
 * keeps that update off every booking that does not need it.
 */
export async function takingSlot<T>(
  providerId: string,
  write: () => Promise<T>,
  now = new Date(),
): Promise<T> {
  // Two overlapping inserts at the same instant can each wait on the other's row under the
  // exclusion constraint, and PostgreSQL then aborts one as a deadlock. Tried again, that one
  // meets the other's committed row: a clash like any other.
  const attempt = () =>
    write().catch((error: unknown) => {
      if (hasSqlState(error, SQLSTATE.deadlockDetected)) return write();
      throw error;
    });
  try {
    return await attempt();
  } catch (error) {
    if (!isSlotTaken(error)) throw error;
  }
  if (!(await expireStaleHolds(await getDb(), providerId, now)))
    throw new DomainError("SLOT_TAKEN");
  try {
    return await attempt();
  } catch (error) {
    if (isSlotTaken(error)) throw new DomainError("SLOT_TAKEN");
    throw error;
  }
}
