/**
 * When anonymous reviews become visible to their therapist and the public (decision 0406). A
 * review that appeared as soon as it was written would point at the session that had just ended,
 * so anonymous reviews wait in a pool per therapist. Once the pool holds
 * `ANONYMOUS_BATCH_SIZE` reviews, all of them are released together at the first weekly release
 * (Monday 00:00 UTC) at least `ANONYMOUS_MIN_DELAY_DAYS` after the last of them was written.
 */
export const ANONYMOUS_BATCH_SIZE = 3;
export const ANONYMOUS_MIN_DELAY_DAYS = 7;

const DAY_MS = 86_400_000;
/** 1970-01-05 (a Monday) 00:00 UTC: weekly releases fall on multiples of a week after it. */
const FIRST_MONDAY_MS = 4 * DAY_MS;
const WEEK_MS = 7 * DAY_MS;

/** The last weekly release at or before `now` (a Monday, 00:00 UTC). */
export function releaseWeekOf(now: Date): Date {
  const weeks = Math.floor((now.getTime() - FIRST_MONDAY_MS) / WEEK_MS);
  return new Date(FIRST_MONDAY_MS + weeks * WEEK_MS);
}

/** When a full pool whose last review was written at `lastWrittenAt` is released. */
export function releaseTimeOf(lastWrittenAt: Date): Date {
  const earliest = lastWrittenAt.getTime() + ANONYMOUS_MIN_DELAY_DAYS * DAY_MS;
  const week = releaseWeekOf(new Date(earliest));
  return week.getTime() === earliest ? week : new Date(week.getTime() + WEEK_MS);
}
