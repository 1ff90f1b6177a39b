/**
 * Wall-clock <-> instant conversion for IANA zones without I/O. Offsets come from Intl and are
 * cached per zone and quarter hour: every real transition since 1970 falls on a quarter-hour
 * boundary, so all instants of one bucket share an offset. The cache keeps slot generation for
 * two months at well under a millisecond (bench/slots.mjs).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsetCache = new Map<string, Map<number, number>>();
const BUCKET_MS = 15 * 60_000;
const MAX_CACHED = 50_000;

function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return timeZone === "UTC" || timeZone.includes("/");
  } catch {
    return false;
  }
}

function computeOffset(timeZone: string, instant: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** Milliseconds to add to a UTC instant to get the wall clock of `timeZone` at that instant. */
export function zoneOffset(timeZone: string, instant: number): number {
  let cache = offsetCache.get(timeZone);
  if (!cache) {
    cache = new Map();
    offsetCache.set(timeZone, cache);
  }
  const bucket = Math.floor(instant / BUCKET_MS);
  let offset = cache.get(bucket);
  if (offset === undefined) {
    offset = computeOffset(timeZone, bucket * BUCKET_MS);
    if (cache.size > MAX_CACHED) cache.clear();
    cache.set(bucket, offset);
  }
  return offset;
}

export type CivilDate = { year: number; month: number; day: number };

/**
 * The UTC instant of a wall-clock time in `timeZone`. On a fall-back day a time that occurs twice
 * answers its first occurrence; a time skipped by a spring-forward change answers null.
 */
export function zonedTimeToUtc(
  timeZone: string,
  date: CivilDate,
  minutesOfDay: number,
): number | null {
  const wall = Date.UTC(date.year, date.month - 1, date.day, 0, minutesOfDay);
  const before = wall - zoneOffset(timeZone, wall - 12 * 3_600_000);
  const after = wall - zoneOffset(timeZone, wall + 12 * 3_600_000);
  let best: number | null = null;
  for (const candidate of [before, after]) {
    if (candidate + zoneOffset(timeZone, candidate) !== wall) continue;
    if (best === null || candidate < best) best = candidate;
  }
  return best;
}

/** The wall clock of an instant in `timeZone`: its date and minutes since midnight. */
export function utcToZoned(
  timeZone: string,
  instant: number,
): CivilDate & { minutes: number; weekday: number } {
  const local = new Date(instant + zoneOffset(timeZone, instant));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
    // ISO weekday: 1 Monday .. 7 Sunday
    weekday: ((local.getUTCDay() + 6) % 7) + 1,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

export const formatCivilDate = (d: CivilDate) => `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;

/**
 * The calendar day (YYYY-MM-DD) an instant falls on in `timeZone`: the day a person there would
 * write on a file they download, not the UTC one (a New York evening is already tomorrow in UTC).
 */
export const dayIn = (timeZone: string, instant: Date) =>
  formatCivilDate(utcToZoned(timeZone, instant.getTime()));

export function parseCivilDate(text: string): CivilDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

export function addDays(date: CivilDate, days: number): CivilDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function addMonths(date: CivilDate, months: number): CivilDate {
  const first = new Date(Date.UTC(date.year, date.month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate();
  return {
    year: first.getUTCFullYear(),
    month: first.getUTCMonth() + 1,
    day: Math.min(date.day, lastDay),
  };
}

/** ISO weekday of a calendar date: 1 Monday .. 7 Sunday. */
export function isoWeekday(date: CivilDate): number {
  return ((new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7) + 1;
}

export const compareCivil = (a: CivilDate, b: CivilDate) =>
  a.year - b.year || a.month - b.month || a.day - b.day;

export const minutesToTime = (minutes: number) =>
  `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

export function timeToMinutes(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return h! * 60 + m!;
}

/** The first instant of a calendar date in `timeZone` (midnight, or the first minute after a gap). */
export function startOfZonedDay(timeZone: string, date: CivilDate): number {
  for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
    const instant = zonedTimeToUtc(timeZone, date, minutes);
    if (instant !== null) return instant;
  }
  throw new Error(`No wall-clock time exists on ${formatCivilDate(date)} in ${timeZone}`);
}
