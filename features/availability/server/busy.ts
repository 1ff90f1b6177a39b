import "server-only";
import type { BusyInterval } from "../slots";

/**
 * Where slot generation learns which times are already taken. Availability knows no bookings;
 * the booking feature plugs its source in once, in app/api/app.ts. Until then nothing is busy.
 * One call answers for many providers, so a page of directory cards costs one query.
 */
export type BusyIntervalSource = (
  providerIds: string[],
  from: Date,
  to: Date,
) => Promise<Map<string, BusyInterval[]>>;

let source: BusyIntervalSource = async () => new Map();

/** Plugs `next` in; answers the source it replaces, so a test's stand-in can be taken out again. */
export function setBusyIntervalSource(next: BusyIntervalSource): BusyIntervalSource {
  const previous = source;
  source = next;
  return previous;
}

export const busyIntervalsOf: BusyIntervalSource = (providerIds, from, to) =>
  source(providerIds, from, to);
