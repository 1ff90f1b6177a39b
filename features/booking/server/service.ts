import "server-only";

// The booking feature's surface for other features' servers and the composition root
// (decision 0015): re-exports only. The feature's own files import the module that holds a thing,
// never this one, so it stays out of every import circle (issue 65).
export type { Row, Tx } from "./types";
export { expiredHold, expireStaleHolds, staleHold, takingSlot } from "./holds";
export { busyIntervalsOf } from "./busy-intervals";
export { createBooking, createSeries } from "./create";
export { payBooking, scheduleBooking } from "./pay";
export { clientRelation, createAppointment, heldSessionOf, sessionStartsOf } from "./relation";
// For other features' servers (reviews, participants, clients; issue 13): the one access check
// and the reads they need, from reads.ts.
export {
  bookingForViewer,
  bookingRowById,
  clientAppointments,
  sessionSummaries,
  type SessionSummary,
} from "./reads";
export { setFeedbackSource } from "./wire";
// An account's calendar subscription ends with it (accounts' deletion piece).
export { clearCalendarFeed } from "./calendar-feed";
export { calendarAnswer, inviteeCalendarFile } from "./calendar";
export { sessionPlaceOf } from "./join";
export { setInviteeSource, type Invitee } from "./invitee-emails";
export { sessionsOf } from "./personal-data";
export { keepOfferHold, releaseOfferHold } from "./offer-holds";
export { sessionCountsOfClient } from "./session-counts";
// Other features' work once a booking is confirmed (care's intake forms), wired in app/api/app.ts.
export { onBookingConfirmed, type ConfirmedBooking } from "./confirmed-hooks";
// The console's overview counts bookings made and cancelled per day (decision 0815).
export { bookingCountsByDay } from "./daily-counts";
