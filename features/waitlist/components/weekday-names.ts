import { TIME_FORMATS } from "@/lib/time/formats";

/** A weekday's name (0 Sunday) in a language: a fixed Sunday's date formatted, in UTC. */
export function weekdayName(locale: string, weekday: number, width: "long" | "short" = "short") {
  // 5 January 2025 was a Sunday; a calendar day, so formatted in UTC.
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: "UTC" }).format(
    Date.UTC(2025, 0, 5 + weekday, 12),
  );
}

/** Monday first, as both languages' calendars show a week. */
export const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

/** A calendar date (YYYY-MM-DD) as the language writes it, at noon UTC. */
export function calendarDate(locale: string, date: string) {
  return new Intl.DateTimeFormat(locale, { ...TIME_FORMATS.recordDay, timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );
}
