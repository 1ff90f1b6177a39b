/**
 * The session room's pure rules (issue 69): when a room is open, and how long a session was held
 * from its attendance. Every rule takes `now` from its caller.
 */

const MINUTE = 60_000;
/** The room opens this long before a session's start… */
export const ROOM_OPENS_BEFORE_MS = 10 * MINUTE;
/** …and closes this long after its end. */
export const ROOM_CLOSES_AFTER_MS = 15 * MINUTE;
/** A couples or family session's room holds at most this many people (a mesh: each sends to each). */
export const ROOM_MAX_PEOPLE = 5;

/** Statuses whose room can open: a paid session, and one already marked completed at its end. */
const HELD_STATUSES = new Set(["confirmed", "completed"]);

export type RoomSession = { status: string; startTime: Date | null; endTime: Date | null };
export type RoomState = "open" | "not-yet" | "closed";

/** When the room of a session with these times opens and closes. */
export function roomWindow(startTime: Date, endTime: Date) {
  return {
    opensAt: new Date(startTime.getTime() - ROOM_OPENS_BEFORE_MS),
    closesAt: new Date(endTime.getTime() + ROOM_CLOSES_AFTER_MS),
  };
}

/**
 * Whether a session's room is open at `now`: from 10 minutes before the start of a confirmed
 * session until 15 minutes after its end, both edges included. A cancelled, unpaid or unscheduled
 * session's room is "closed"; one that opens later is "not-yet".
 */
export function roomState(session: RoomSession, now: Date): RoomState {
  if (!HELD_STATUSES.has(session.status) || !session.startTime || !session.endTime) return "closed";
  const { opensAt, closesAt } = roomWindow(session.startTime, session.endTime);
  if (now < opensAt) return "not-yet";
  if (now > closesAt) return "closed";
  return "open";
}

/** One stay of one person in the room; an open stay has no `leftAt`. */
export type Stay = { userId: string; joinedAt: Date; leftAt: Date | null };

type Span = [number, number];

function merged(spans: Span[]): Span[] {
  const sorted = spans.filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0]);
  const out: Span[] = [];
  for (const span of sorted) {
    const last = out.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else out.push([...span]);
  }
  return out;
}

/**
 * How long a session was held: the time the therapist and at least one other person were in the
 * room together, in whole minutes (rounded to the nearest). An open stay counts until `now`, or
 * until `until` (the room's close) if that is earlier. 0 when they never met.
 */
export function heldMinutes(stays: Stay[], therapistId: string, now: Date, until?: Date) {
  const end = Math.min(now.getTime(), until?.getTime() ?? Infinity);
  const span = (s: Stay): Span => [s.joinedAt.getTime(), Math.min(s.leftAt?.getTime() ?? end, end)];
  const therapist = merged(stays.filter((s) => s.userId === therapistId).map(span));
  const others = merged(stays.filter((s) => s.userId !== therapistId).map(span));
  let total = 0;
  for (const [a, b] of therapist)
    for (const [c, d] of others) total += Math.max(0, Math.min(b, d) - Math.max(a, c));
  return Math.round(total / MINUTE);
}
