import type { Booking } from "./schemas";

/**
 * Whether the client paid for a booking, so it has a receipt: not free, and confirmed, held, or
 * cancelled after it was confirmed. The API refuses a receipt for any other (NO_RECEIPT); the
 * session's page offers one only then.
 */
export function wasPaid(b: Pick<Booking, "isFree" | "amount" | "status" | "previousStatus">) {
  const paidStatus = b.status === "cancelled" ? b.previousStatus : b.status;
  return !b.isFree && b.amount > 0 && (paidStatus === "confirmed" || paidStatus === "completed");
}
