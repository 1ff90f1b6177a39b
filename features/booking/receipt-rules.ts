import type { Booking } from "./schemas";

/**
 * Whether the client paid for a booking, so it has a receipt: not free, and confirmed, held, or
 * cancelled after it was confirmed. The API answers from the ledger; this tells the page whether
 * to offer the receipt at all.
 */
export function wasPaid(b: Pick<Booking, "isFree" | "amount" | "status" | "previousStatus">) {
  const paidStatus = b.status === "cancelled" ? b.previousStatus : b.status;
  return !b.isFree && b.amount > 0 && (paidStatus === "confirmed" || paidStatus === "completed");
}
