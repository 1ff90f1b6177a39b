import { TZDate } from "@date-fns/tz";

/** What a waitlist asks for, as the matching rules need it. */
export type WaitlistWish = {
  timezone: string;
  /** 0 Sunday to 6 Saturday, in `timezone`. */
  weekdays: number[];
  /** Minutes from the day's start in `timezone`. */
  ranges: { from: number; to: number }[];
  /** YYYY-MM-DD in `timezone`, both included. */
  fromDate: string;
  toDate: string;
};

const pad = (n: number) => String(n).padStart(2, "0");
const dateOf = (t: TZDate) => `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}`;

/** The calendar date (YYYY-MM-DD) an instant falls on in a zone. */
export const dateIn = (instant: number, timezone: string) => dateOf(new TZDate(instant, timezone));

/**
 * Whether a time [start, end) fits the wish: its start's date in the wish's dates, its weekday
 * one of the wish's, and the whole time inside one of its ranges, all read on the wall clock of the
 * client's zone (so 18:00 stays 18:00 across a daylight-saving change).
 */
export function matchesWish(wish: WaitlistWish, start: number, end: number): boolean {
  const local = new TZDate(start, wish.timezone);
  const date = dateOf(local);
  if (date < wish.fromDate || date > wish.toDate) return false;
  if (!wish.weekdays.includes(local.getDay())) return false;
  const from = local.getHours() * 60 + local.getMinutes();
  // Its length added to the wall-clock start: a session cannot run past its range's end.
  const to = from + Math.round((end - start) / 60_000);
  return wish.ranges.some((r) => r.from <= from && to <= r.to);
}

/** The first entry in line (the list's order) whose wish the time fits, or undefined. */
export function firstInLine<T extends WaitlistWish>(line: T[], start: number, end: number) {
  return line.find((entry) => matchesWish(entry, start, end));
}

/** The date `days` after a YYYY-MM-DD date. */
export function addDays(date: string, days: number) {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The weekday-and-hour cells of the therapist's zone a wish covers: each wished hour of the next
 * week of its dates (from `today` or its first date), placed in the therapist's zone. A cell is
 * counted once per wish.
 */
export function demandCells(wish: WaitlistWish, therapistZone: string, now: number) {
  const cells = new Set<string>();
  const today = dateIn(now, wish.timezone);
  const first = wish.fromDate > today ? wish.fromDate : today;
  for (let i = 0; i < 7; i++) {
    const date = addDays(first, i);
    if (date > wish.toDate) break;
    const [y, m, d] = date.split("-").map(Number) as [number, number, number];
    if (!wish.weekdays.includes(new Date(Date.UTC(y, m - 1, d)).getUTCDay())) continue;
    for (const range of wish.ranges) {
      for (let minute = range.from - (range.from % 60); minute < range.to; minute += 60) {
        const start = Math.max(minute, range.from);
        const instant = new TZDate(y, m - 1, d, Math.floor(start / 60), start % 60, wish.timezone);
        const there = new TZDate(instant.getTime(), therapistZone);
        cells.add(`${there.getDay()}:${there.getHours()}`);
      }
    }
  }
  return [...cells].map((cell) => {
    const [weekday, hour] = cell.split(":").map(Number) as [number, number];
    return { weekday, hour };
  });
}
