import type { BookingStatus } from "../schemas";

/** The statuses the upcoming list asks for; the overview's starting-soon card shares its query. */
export const UPCOMING_STATUSES: BookingStatus[] = ["pending", "confirmed"];
