import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings } from "@/db/schema/booking";
import { bookingRefundReference, refundToWallet } from "@/features/wallet/server/service";
import type { Viewer } from "@/lib/server/auth-guard";
import { DomainError } from "@/lib/server/errors";
import { cancellationPolicy, isCancellable, needsApproval, type Party } from "../policy";
import type { CancellationCheck, RescheduleCheck } from "../schemas";
import { sendCancelled } from "./emails";
import { bookingForViewer, refuseWaitlistHold } from "./reads";
import { dropPendingReschedule } from "./reschedule";
import type { Row, Tx } from "./types";
import { logError } from "@/lib/server/log";

const partyOf = (viewer: Viewer): Party => (viewer.role === "provider" ? "provider" : "client");

/** GET /appointment/policy/{id}/cancellation: what cancelling now would give back to the client. */
export async function cancellationCheck(
  id: string,
  viewer: Viewer,
  now = new Date(),
): Promise<CancellationCheck> {
  const booking = await bookingForViewer(id, viewer, { now });
  const policy = cancellationPolicy({ booking, by: partyOf(viewer), now });
  return {
    isRefundable: policy.isRefundable,
    refundAmount: policy.refundAmount,
    currency: booking.currency,
    refundableUntil: policy.refundableUntil?.toISOString() ?? null,
  };
}

/** GET /appointment/policy/{id}/reschedule, with the booking's `allowRescheduleCompletedBooking`. */
export async function rescheduleCheck(
  id: string,
  viewer: Viewer,
  now = new Date(),
): Promise<RescheduleCheck> {
  const booking = await bookingForViewer(id, viewer, { now });
  return {
    needsApproval: needsApproval({
      booking,
      now,
      allowRescheduleCompletedBooking: booking.allowRescheduleCompletedBooking,
    }),
  };
}

/**
 * One booking cancelled inside the caller's transaction, its row already locked and checked: the
 * policy is run here whatever the browser was shown, the booking is marked cancelled (which frees
 * its time: the overlap constraint covers pending and confirmed only) and the refund is posted
 * with the reference `refund:booking:{id}`, which the ledger accepts once.
 */
export async function writeCancel(
  tx: Tx,
  booking: Row,
  by: Party,
  note: string | undefined,
  now: Date,
) {
  const { refundAmount } = cancellationPolicy({ booking, by, now });
  // A waiting reschedule request goes with the booking; the cancel frees both times.
  await dropPendingReschedule(tx, booking, now);
  const [cancelled] = await tx
    .update(bookings)
    .set({
      status: "cancelled",
      previousStatus: booking.status,
      cancelledAt: now,
      cancelledBy: by,
      cancellationNote: note || null,
      holdExpiresAt: null,
      updatedAt: now,
    })
    .where(eq(bookings.id, booking.id))
    .returning();
  if (refundAmount > 0) {
    await refundToWallet(tx, {
      userId: booking.clientId,
      amount: refundAmount,
      currency: booking.currency,
      reference: bookingRefundReference(booking.id),
      description: "Cancelled session",
    });
  }
  return { refunded: refundAmount, cancelled: cancelled! };
}

/**
 * The booking a cancel starts from, locked for the rest of the transaction: the viewer's, not a
 * waitlist offer's hold for its therapist, not cancelled yet and still cancellable.
 */
export async function lockedForCancel(tx: Tx, id: string, viewer: Viewer, now: Date) {
  const booking = await bookingForViewer(id, viewer, { tx, lock: true, now });
  refuseWaitlistHold(booking, viewer);
  if (booking.status === "cancelled") throw new DomainError("ALREADY_CANCELLED");
  if (!isCancellable({ booking, now })) throw new DomainError("NOT_CANCELLABLE");
  return booking;
}

/**
 * Cancels one booking (one session of a series) for its client or its therapist, in one
 * transaction with the row locked (`writeCancel`). The other party is emailed after the commit.
 */
export async function cancelBooking(
  id: string,
  viewer: Viewer,
  note: string | undefined,
  now = new Date(),
) {
  const by = partyOf(viewer);
  const db = await getDb();
  const { refunded, cancelled } = await db.transaction(async (tx) => {
    const booking = await lockedForCancel(tx, id, viewer, now);
    return writeCancel(tx, booking, by, note, now);
  });
  // The cancel has been committed and stands; a mail that fails is logged, not answered as an error.
  await sendCancelled(cancelled, by, now).catch((error: unknown) =>
    logError(`[booking] cancel mail for ${id} failed`, error),
  );
  return { refunded, booking: cancelled };
}
