import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings } from "@/db/schema/booking";
import { every } from "@/lib/server/every";
import { expiredHold, staleHold } from "./holds";

const BATCH = 500;

/**
 * Expires every pending booking whose hold ran out (never paid): lists then say "expired" instead
 * of offering to pay for a time that is no longer held. Slot reads and new bookings already ignore
 * such holds (service.ts, which also expires them on a clash); this makes the rows say so. Rows
 * being paid or moved right now are skipped (their transaction decides) and taken on the next
 * pass. Answers how many it expired.
 */
export async function expireAllStaleHolds(now = new Date()): Promise<number> {
  const db = await getDb();
  let total = 0;
  for (;;) {
    const stale = db
      .select({ id: bookings.id })
      .from(bookings)
      .where(staleHold(now))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    const rows = await db
      .update(bookings)
      .set(expiredHold(now))
      .where(and(inArray(bookings.id, stale), eq(bookings.status, "pending")))
      .returning({ id: bookings.id });
    total += rows.length;
    if (rows.length < BATCH) return total;
  }
}

/** Runs expireAllStaleHolds every `intervalMs` in this process; the answer stops it. */
export const startHoldSweeper = (intervalMs = 60_000) =>
  every(intervalMs, "hold sweeper", () => expireAllStaleHolds());
