import "server-only";
import type { ErrorCode } from "@/lib/api/error-codes";

// The codes booking's routes declare (decision 0042), shared by several of them.

/** What booking a slot can answer (POST /booking, /booking/series, /appointment). */
export const BOOKING_ERRORS: ErrorCode[] = [
  "PROVIDER_NOT_BOOKABLE",
  "PROVIDER_NOT_VERIFIED",
  "CATEGORY_NOT_OFFERED",
  "SLOT_NOT_FOUND",
  "SLOT_UNAVAILABLE",
  "SLOT_TAKEN",
  "INSUFFICIENT_FUNDS",
  "CURRENCY_MISMATCH",
];
/** What asking to move a booking can answer. */
export const RESCHEDULE_ERRORS: ErrorCode[] = [
  "NOT_FOUND",
  "NOT_RESCHEDULABLE",
  "RESCHEDULE_LIMIT_REACHED",
  "RESCHEDULE_PENDING",
  "SLOT_NOT_FOUND",
  "SLOT_UNAVAILABLE",
  "SLOT_TAKEN",
  "HELD_FOR_WAITLIST",
];
