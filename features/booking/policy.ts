import type { BookingStatus } from "./schemas";

/**
 * A client who cancels at least this long before the start gets the money back; a confirmed
 * session moved inside it needs the other party's approval (spec section 9).
 */
export const REFUND_WINDOW_HOURS = 48;
const WINDOW_MS = REFUND_WINDOW_HOURS * 3_600_000;

/** Who acts on a booking: its client, or its therapist. */
export type Party = "client" | "provider";

/** The parts of a booking the policies read, as the database row or the wire shape has them. */
export type PolicyBooking = {
  status: BookingStatus;
  startTime: Date | string | null;
  endTime?: Date | string | null;
  amount: number;
  isFree: boolean;
};

export type CancellationPolicy = {
  isRefundable: boolean;
  /** Minor units of the booking's currency. */
  refundAmount: number;
  /** The last moment a client's cancel is refunded; null when time does not decide it. */
  refundableUntil: Date | null;
};

type Instant = Date | string | number;
const ms = (t: Instant) => (typeof t === "number" ? t : new Date(t).getTime());

/** Pending or confirmed, and not over yet: the only bookings a cancel can still change. */
export function isCancellable({ booking, now }: { booking: PolicyBooking; now: Instant }) {
  if (booking.status !== "pending" && booking.status !== "confirmed") return false;
  return !booking.endTime || ms(booking.endTime) > ms(now);
}

/**
 * What cancelling now gives back. Only a confirmed booking was paid; a free one cost nothing. A
 * therapist's cancel always returns everything; a client's returns everything 48 hours or more
 * before the start (real elapsed time, so a DST change in between counts as it happened) and
 * nothing inside that. A "schedule later" booking has no start yet, so it is always refundable.
 */
export function cancellationPolicy({
  booking,
  by,
  now,
}: {
  booking: PolicyBooking;
  by: Party;
  now: Instant;
}): CancellationPolicy {
  const nothing = { isRefundable: false, refundAmount: 0, refundableUntil: null };
  const paid = booking.status === "confirmed" && !booking.isFree ? booking.amount : 0;
  if (paid <= 0 || !isCancellable({ booking, now })) return nothing;
  if (by === "provider" || !booking.startTime) {
    return { isRefundable: true, refundAmount: paid, refundableUntil: null };
  }
  const until = ms(booking.startTime) - WINDOW_MS;
  const inTime = ms(now) <= until;
  return {
    isRefundable: inTime,
    refundAmount: inTime ? paid : 0,
    refundableUntil: new Date(until),
  };
}

/**
 * Whether moving a booking now needs the other party's approval: a confirmed session inside 48
 * hours of its start does, unless the booking allows rescheduling anyway
 * (`allowRescheduleCompletedBooking`). Pending bookings are not checked (spec section 4).
 */
export function needsApproval({
  booking,
  now,
  allowRescheduleCompletedBooking = false,
}: {
  booking: PolicyBooking;
  now: Instant;
  allowRescheduleCompletedBooking?: boolean;
}): boolean {
  if (booking.status !== "confirmed" || allowRescheduleCompletedBooking) return false;
  if (!booking.startTime) return false;
  return ms(booking.startTime) - ms(now) < WINDOW_MS;
}

/** What the reschedule rules read besides the policy's fields. */
export type RescheduleBooking = PolicyBooking & {
  remainingClientReschedule: number;
  remainingProviderReschedule: number;
  allowRescheduleCompletedBooking: boolean;
};

/** The moves a side has left of a booking. */
export const remainingReschedules = (booking: RescheduleBooking, by: Party) =>
  by === "client" ? booking.remainingClientReschedule : booking.remainingProviderReschedule;

/**
 * Why a side cannot move a booking now, or null when it can. A pending (unpaid) booking moves
 * freely before it starts and spends no attempt; a confirmed one moves before it starts while
 * the side has attempts left; a completed one only with `allowRescheduleCompletedBooking`. A
 * "schedule later" booking has no time to move (it is scheduled instead).
 */
export function rescheduleBlock({
  booking,
  by,
  now,
}: {
  booking: RescheduleBooking;
  by: Party;
  now: Instant;
}): "NOT_RESCHEDULABLE" | "RESCHEDULE_LIMIT_REACHED" | null {
  if (!booking.startTime) return "NOT_RESCHEDULABLE";
  const started = ms(booking.startTime) <= ms(now);
  if (booking.status === "pending") return started ? "NOT_RESCHEDULABLE" : null;
  const movable =
    (booking.status === "confirmed" && !started) ||
    (booking.status === "completed" && booking.allowRescheduleCompletedBooking);
  if (!movable) return "NOT_RESCHEDULABLE";
  return remainingReschedules(booking, by) > 0 ? null : "RESCHEDULE_LIMIT_REACHED";
}

/** Whether a move spends one of the side's attempts: every move of a booking that was paid. */
export const spendsAttempt = (booking: PolicyBooking) => booking.status !== "pending";
