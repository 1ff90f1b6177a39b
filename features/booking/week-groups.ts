/** Where a dated session sits on a viewer's overview: today, later this week, or after it. */
export type WeekGroup = "today" | "thisWeek" | "later";

const DAY = 86_400_000;

/** The civil date of an instant in `timeZone` (the viewer's when not given), as YYYY-MM-DD. */
const dateIn = (ms: number, timeZone?: string) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(ms));

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY;

/**
 * The group of a session starting at `start`, seen at `now` in `timeZone`; weeks end on Sunday
 * (ISO 8601). A session already started today is today's.
 */
export function weekGroupOf(start: string, now: number, timeZone?: string): WeekGroup {
  const today = dateIn(now, timeZone);
  const days = dayNumber(dateIn(Date.parse(start), timeZone)) - dayNumber(today);
  if (days <= 0) return "today";
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 is Sunday
  return days <= (7 - weekday) % 7 ? "thisWeek" : "later";
}

/** Sessions in their groups, each keeping the order it came in (the server's, soonest first). */
export function groupByWeek<T extends { startTime: string | null }>(
  rows: T[],
  now: number,
  timeZone?: string,
): { group: WeekGroup; rows: T[] }[] {
  const groups: { group: WeekGroup; rows: T[] }[] = [];
  for (const row of rows) {
    if (!row.startTime) continue;
    const group = weekGroupOf(row.startTime, now, timeZone);
    const last = groups.at(-1);
    if (last?.group === group) last.rows.push(row);
    else groups.push({ group, rows: [row] });
  }
  return groups;
}
