import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings } from "@/db/schema/booking";
import { findOfferedSlot } from "@/features/availability/server/service";
import { bookingChargeReference, chargeWallet } from "@/features/wallet/server/service";
import { DomainError } from "@/lib/server/errors";
import { ACTIVE_STATUSES, HOLD_MINUTES } from "../schemas";
import { sendScheduled } from "./emails";
import { Tx } from "./types";
import { takingSlot } from "./holds";
import { logError } from "@/lib/server/log";

async function lockOwnBooking(tx: Tx, bookingId: string, clientId: string) {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.clientId, clientId)))
    .for("update");
  if (!row) throw new DomainError("NOT_FOUND");
  return row;
}

/**
 * Pays a pending booking (and the rest of its series) from the wallet in one transaction: the
 * ledger entries and the confirmation happen together or not at all. Answers the rows it confirmed
 * (none when it was confirmed already), for the emails that follow.
 */
export async function payBooking(bookingId: string, clientId: string, now = new Date()) {
  const db = await getDb();
  const confirmed = await db.transaction(async (tx) => {
    const booking = await lockOwnBooking(tx, bookingId, clientId);
    if (booking.status === "confirmed") return [];
    if (booking.status !== "pending") throw new DomainError("NOT_PENDING");
    if (booking.startTime && booking.holdExpiresAt && booking.holdExpiresAt < now) {
      await tx
        .update(bookings)
        .set({ status: "expired", previousStatus: "pending", updatedAt: now })
        .where(eq(bookings.id, booking.id));
      throw new DomainError("HOLD_EXPIRED");
    }
    const group = booking.seriesId
      ? await tx
          .select()
          .from(bookings)
          .where(and(eq(bookings.seriesId, booking.seriesId), eq(bookings.status, "pending")))
          .for("update")
      : [booking];
    const total = group.reduce((sum, b) => sum + b.amount, 0);
    if (total > 0) {
      await chargeWallet(tx, {
        userId: clientId,
        amount: total,
        currency: booking.currency,
        reference: bookingChargeReference(booking),
        description: booking.seriesId ? "Session series" : "Session booking",
      });
    }
    await tx
      .update(bookings)
      .set({
        status: "confirmed",
        previousStatus: "pending",
        confirmedAt: now,
        holdExpiresAt: null,
        updatedAt: now,
      })
      .where(
        inArray(
          bookings.id,
          group.map((b) => b.id),
        ),
      );
    return group;
  });
  return { id: bookingId, confirmed };
}

/** "Schedule later" bookings get their time after paying (POST /booking/{id}/schedule). */
export async function scheduleBooking(
  bookingId: string,
  clientId: string,
  timeslotIdentifier: string,
  now = new Date(),
) {
  const db = await getDb();
  const [current] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.clientId, clientId)));
  if (!current) throw new DomainError("NOT_FOUND");
  if (current.startTime) throw new DomainError("ALREADY_SCHEDULED");
  if (!ACTIVE_STATUSES.includes(current.status)) throw new DomainError("NOT_PENDING");
  const slot = await findOfferedSlot(current.providerId, current.categoryId, timeslotIdentifier);
  if (!slot) throw new DomainError("SLOT_UNAVAILABLE");
  const [scheduled] = await takingSlot(
    current.providerId,
    () =>
      db
        .update(bookings)
        .set({
          startTime: new Date(slot.start),
          endTime: new Date(slot.end),
          holdExpiresAt:
            current.status === "pending" ? new Date(now.getTime() + HOLD_MINUTES * 60_000) : null,
          updatedAt: now,
        })
        .where(eq(bookings.id, bookingId))
        .returning(),
    now,
  );
  // A paid session's therapist learns its time now; an unpaid one's when it is paid (sendBooked).
  if (scheduled?.status === "confirmed")
    await sendScheduled(scheduled).catch((error: unknown) =>
      logError(`[booking] schedule mail for ${bookingId} failed`, error),
    );
  return { status: current.status };
}
