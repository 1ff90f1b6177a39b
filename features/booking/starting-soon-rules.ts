/** How long before its start a session comes to the top of the overview. */
export const STARTING_SOON_MS = 60 * 60_000;
/** How often the card looks at the clock. */
export const STARTING_SOON_TICK_MS = 30_000;

type Timed = { status: string; startTime: string | null; endTime: string | null };

/** The session, if it is confirmed and starts within the hour or is under way at `now`. */
export function isStartingSoon<B extends Timed>(b: B | null | undefined, now: number): b is B {
  return (
    !!b &&
    b.status === "confirmed" &&
    b.startTime !== null &&
    b.endTime !== null &&
    Date.parse(b.startTime) - STARTING_SOON_MS <= now &&
    now < Date.parse(b.endTime)
  );
}
