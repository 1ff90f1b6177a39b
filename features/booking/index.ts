// The booking feature's client-safe surface for pages and other features (decision 0015).
export {
  cancellationPolicy,
  isCancellable,
  needsApproval,
  REFUND_WINDOW_HOURS,
  remainingReschedules,
  rescheduleBlock,
  spendsAttempt,
  type CancellationPolicy,
  type Party,
  type PolicyBooking,
  type RescheduleBooking,
} from "./policy";
export { inCalendar } from "./calendar-rules";
export { RoomLink } from "./components/room-link";
export { StartingSoonCard, startingSoonLinkClass } from "./components/starting-soon-card";
export { isStartingSoon, STARTING_SOON_TICK_MS } from "./starting-soon-rules";
export { wasPaid } from "./receipt-rules";
export { untimedKey } from "./untimed";
export type { Booking, BookingStatus, JoinInfo, Receipt } from "./schemas";
// The answer schemas other features reuse in their own declarations (decision 0042).
export { bookingAnswerSchema, joinInfoSchema } from "./schemas";
