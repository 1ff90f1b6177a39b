import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookingReschedules, bookings } from "@/db/schema/booking";
import { findOfferedSlot } from "@/features/availability/server/service";
import type { Viewer } from "@/lib/server/auth-guard";
import { DomainError } from "@/lib/server/errors";
import { logError } from "@/lib/server/log";
import { holdUntil } from "../booking-row";
import { needsApproval, rescheduleBlock, spendsAttempt, type Party } from "../policy";
import type { RescheduleDecision } from "../schemas";
import { sendMoveNews } from "./emails";
import { dropOpenCounter } from "./counter-drop";
import { bookingForViewer, refuseWaitlistHold } from "./reads";
import { takingSlot } from "./holds";
import type { Row, Tx } from "./types";

export const partyOf = (viewer: Viewer): Party =>
  viewer.role === "provider" ? "provider" : "client";

/**
 * Marks a booking's waiting request `cancelled` and lets go of its proposed time. Called when a
 * booking is cancelled, and before a booking whose request lapsed (it ended or completed while the
 * request waited) is moved again. A booking has a waiting request exactly when it holds a proposed
 * time: both are set and cleared together, here, in `rescheduleBooking` and in `decide`.
 */
export async function dropPendingReschedule(tx: Tx, booking: Row, now: Date) {
  if (!booking.proposedStartTime) return;
  const bookingId = booking.id;
  await tx
    .update(bookingReschedules)
    .set({ status: "cancelled", decidedAt: now })
    .where(
      and(eq(bookingReschedules.bookingId, bookingId), eq(bookingReschedules.status, "pending")),
    );
  await tx
    .update(bookings)
    .set({ proposedStartTime: null, proposedEndTime: null })
    .where(eq(bookings.id, bookingId));
}

export async function pendingRequestOf(tx: Tx, bookingId: string) {
  const [request] = await tx
    .select()
    .from(bookingReschedules)
    .where(
      and(eq(bookingReschedules.bookingId, bookingId), eq(bookingReschedules.status, "pending")),
    )
    .for("update");
  return request;
}

/**
 * POST /booking/{id}/reschedule and /appointment/{id}/reschedule. In one transaction with the
 * booking locked, the server runs the rules itself: the side must have an attempt left (a paid
 * booking) and the session must not have started. A confirmed session inside 48 hours of its start
 * needs the other party's approval: the request is stored `pending` and the proposed time is held
 * on the booking next to its own (both in the overlap constraint). Otherwise the booking moves at
 * once. Either way a time another booking holds answers SLOT_TAKEN.
 */
export async function rescheduleBooking(
  id: string,
  viewer: Viewer,
  input: { timeslotIdentifier: string; note?: string },
  now = new Date(),
): Promise<{ status: "pending" | "completed"; booking: Row }> {
  const by = partyOf(viewer);
  // Its therapist and category, which never change; the locked read below completes an ended one.
  const current = await bookingForViewer(id, viewer, { now, completeEnded: false });
  refuseWaitlistHold(current, viewer);
  const slot = await findOfferedSlot(
    current.providerId,
    current.categoryId,
    input.timeslotIdentifier,
  );
  if (!slot || slot.start <= now.getTime()) throw new DomainError("SLOT_UNAVAILABLE");
  const db = await getDb();
  const outcome = await takingSlot(
    current.providerId,
    () =>
      db.transaction(async (tx) => {
        const booking = await bookingForViewer(id, viewer, { tx, lock: true, now });
        const block = rescheduleBlock({ booking, by, now });
        if (block) throw new DomainError(block);
        if (booking.status === "pending" || booking.status === "confirmed") {
          if (booking.proposedStartTime && (await pendingRequestOf(tx, booking.id)))
            throw new DomainError("RESCHEDULE_PENDING");
        } else {
          await dropPendingReschedule(tx, booking, now);
        }
        if (booking.startTime!.getTime() === slot.start && booking.endTime!.getTime() === slot.end)
          throw new DomainError("SLOT_UNAVAILABLE");
        // A new request replaces other times offered for this session (decision 0318).
        return writeMove(tx, booking, by, slot, input.note, now);
      }),
    now,
  );
  // A paid session's other party hears of it; an unpaid hold's time is on its payment page.
  if (outcome.booking.status === "confirmed") {
    const to = new Date(slot.start);
    const kind = outcome.status === "pending" ? "rescheduleRequested" : "sessionMoved";
    await sendMoveNews(
      kind,
      outcome.booking,
      by,
      { from: outcome.from, to },
      input.note,
      now,
    ).catch((error: unknown) => logError(`[booking] ${kind} mail for ${id} failed`, error));
  }
  return { status: outcome.status, booking: outcome.booking };
}

/** One attempt less for the side, for a booking that was paid. */
/**
 * A move written in the caller's transaction: its request row, and the booking moved at once or,
 * inside 48 hours, proposed for the other party to approve; other times offered for it are
 * dropped. One session's reschedule and each session of a series move (decision 0318) use it.
 */
export async function writeMove(
  tx: Tx,
  booking: Row,
  by: Party,
  to: { start: number; end: number },
  note: string | undefined,
  now: Date,
) {
  if (booking.counterTimes) await dropOpenCounter(tx, booking.id, now);
  const approval = needsApproval({
    booking,
    now,
    allowRescheduleCompletedBooking: booking.allowRescheduleCompletedBooking,
  });
  await tx.insert(bookingReschedules).values({
    bookingId: booking.id,
    requestedBy: by,
    fromStartTime: booking.startTime!,
    fromEndTime: booking.endTime!,
    toStartTime: new Date(to.start),
    toEndTime: new Date(to.end),
    note: note || null,
    status: approval ? "pending" : "completed",
    decidedAt: approval ? null : now,
  });
  const [updated] = await tx
    .update(bookings)
    .set({
      ...spentAttempt(booking, by),
      ...(approval
        ? { proposedStartTime: new Date(to.start), proposedEndTime: new Date(to.end) }
        : moved(booking, to, now)),
      updatedAt: now,
    })
    .where(eq(bookings.id, booking.id))
    .returning();
  return {
    status: approval ? ("pending" as const) : ("completed" as const),
    booking: updated!,
    from: booking.startTime!,
  };
}

export function spentAttempt(booking: Row, by: Party) {
  if (!spendsAttempt(booking)) return {};
  return by === "client"
    ? { remainingClientReschedule: sql`${bookings.remainingClientReschedule} - 1` }
    : { remainingProviderReschedule: sql`${bookings.remainingProviderReschedule} - 1` };
}

/**
 * The booking at its new time. A pending booking gets a fresh hold to pay in; a completed one
 * (moved because the booking allows it) is confirmed again.
 */
export function moved(booking: Row, slot: { start: number; end: number }, now: Date) {
  return {
    startTime: new Date(slot.start),
    endTime: new Date(slot.end),
    proposedStartTime: null,
    proposedEndTime: null,
    ...(booking.status === "pending"
      ? { holdExpiresAt: holdUntil(slot, booking.createdByProvider, now.getTime()) }
      : {}),
    ...(booking.status === "completed"
      ? { status: "confirmed" as const, previousStatus: "completed" as const }
      : {}),
  };
}

/**
 * The other party answers a waiting request: accepted moves the booking to the proposed time and
 * frees the old one; declined frees the proposed time and keeps the old one. Only the side that
 * did not ask may answer, and only while the session is still ahead.
 */
export async function decide(
  tx: Tx,
  booking: Row,
  by: Party,
  decision: RescheduleDecision,
  now: Date,
  requestId?: string,
) {
  const request = await pendingRequestOf(tx, booking.id);
  if (!request || (requestId && request.id !== requestId))
    throw new DomainError("NO_PENDING_RESCHEDULE");
  if (request.requestedBy === by) throw new DomainError("NO_PENDING_RESCHEDULE");
  // A request whose booking ended, or whose proposed time has passed, can only be declined.
  const active = booking.status === "confirmed" || booking.status === "pending";
  if (decision === "accepted" && (!active || request.toStartTime.getTime() <= now.getTime()))
    throw new DomainError("NOT_RESCHEDULABLE");
  await tx
    .update(bookingReschedules)
    .set({ status: decision, decidedAt: now })
    .where(eq(bookingReschedules.id, request.id));
  const answered = { booking, by, decision, request };
  await tx
    .update(bookings)
    .set({
      ...(decision === "accepted"
        ? { startTime: request.toStartTime, endTime: request.toEndTime }
        : {}),
      proposedStartTime: null,
      proposedEndTime: null,
      updatedAt: now,
    })
    .where(eq(bookings.id, booking.id));
  return answered;
}

/** The side that asked hears the answer: accepted (now at `to`) or declined (stays at `from`). */
export async function tellAnswer(
  { booking, by, decision, request }: Awaited<ReturnType<typeof decide>>,
  now: Date,
) {
  await sendMoveNews(
    decision === "accepted" ? "rescheduleAccepted" : "rescheduleDeclined",
    booking,
    by,
    { from: request.fromStartTime, to: request.toStartTime },
    undefined,
    now,
  ).catch((error: unknown) => logError("[booking] reschedule answer mail failed:", error));
}

/** POST /booking/reschedule/{identifier}/{action}: the client answers the therapist's request. */
export async function decideAsClient(
  requestId: string,
  viewer: Viewer,
  decision: RescheduleDecision,
  now = new Date(),
) {
  const db = await getDb();
  const [request] = await db
    .select({ bookingId: bookingReschedules.bookingId })
    .from(bookingReschedules)
    .where(eq(bookingReschedules.id, requestId));
  if (!request) throw new DomainError("NOT_FOUND");
  const answered = await db.transaction(async (tx) => {
    const booking = await bookingForViewer(request.bookingId, viewer, { tx, lock: true, now });
    return decide(tx, booking, partyOf(viewer), decision, now, requestId);
  });
  await tellAnswer(answered, now);
  return request.bookingId;
}

/** POST /appointment/{id}/reschedule-update { status }: the therapist answers the client's request. */
export async function decideAsProvider(
  bookingId: string,
  viewer: Viewer,
  decision: RescheduleDecision,
  now = new Date(),
) {
  const db = await getDb();
  const answered = await db.transaction(async (tx) => {
    const booking = await bookingForViewer(bookingId, viewer, { tx, lock: true, now });
    return decide(tx, booking, partyOf(viewer), decision, now);
  });
  await tellAnswer(answered, now);
}
