import "server-only";

export const BOOKING_CHARGE_PREFIX = "booking:";
export const BOOKING_REFUND_PREFIX = "refund:booking:";

/**
 * The ledger reference of a session's charge: its own id, or for a weekly series paid together
 * (one charge) its series' id. The wallet reads these back (receipts, a transaction's sessions).
 */
export const bookingChargeReference = (booking: { id: string; seriesId: string | null }) =>
  `${BOOKING_CHARGE_PREFIX}${booking.seriesId ?? booking.id}`;

/** The ledger reference of one session's refund. */
export const bookingRefundReference = (bookingId: string) => `${BOOKING_REFUND_PREFIX}${bookingId}`;
