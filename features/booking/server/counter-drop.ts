import "server-only";
import { and, eq } from "drizzle-orm";
import { bookingCounterProposals, bookings } from "@/db/schema/booking";
import type { Tx } from "./types";

/** What frees a booking's countered times: written with the proposal's new status. */
export const released = { counterTimes: null, counterUntil: null } as const;

/**
 * Closes the booking's open proposal (`status`) and lets go of its times. Called when a booking is
 * moved or cancelled otherwise, and before a new proposal replaces a lapsed one.
 */
export async function dropOpenCounter(
  tx: Tx,
  bookingId: string,
  now: Date,
  status: "expired" | "cancelled" = "cancelled",
) {
  await tx
    .update(bookingCounterProposals)
    .set({ status, decidedAt: now })
    .where(
      and(
        eq(bookingCounterProposals.bookingId, bookingId),
        eq(bookingCounterProposals.status, "open"),
      ),
    );
  await tx.update(bookings).set(released).where(eq(bookings.id, bookingId));
}
