import "server-only";
import type { BusyInterval } from "../slots";

/**
 * Where slot generation learns which times are already taken. Availability knows no bookings;
 * the booking feature (issue 6) plugs its source in once, in app/api/app.ts:
 *   setBusyIntervalSource((providerId, from, to) => bookingBusyIntervals(providerId, from, to))
 * Until then nothing is busy.
 */
export type BusyIntervalSource = (
  providerId: string,
  from: Date,
  to: Date,
) => Promise<BusyInterval[]>;

let source: BusyIntervalSource = async () => [];

export function setBusyIntervalSource(next: BusyIntervalSource) {
  source = next;
}

export const busyIntervals: BusyIntervalSource = (providerId, from, to) =>
  source(providerId, from, to);
