import "server-only";

// What booking's routes do to bookings, in one namespace (`booking.createBooking(...)`).
export { createBooking, createSeries } from "./create";
export { payBooking, scheduleBooking } from "./pay";
export { clientRelation, createAppointment } from "./relation";
