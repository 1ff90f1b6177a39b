import { TIME_FORMATS } from "./formats";

/**
 * A time of day as every page shows it: the language's short form, "9:00 AM" in English and
 * "09:00" in German (`TIME_FORMATS.clock`, issue 74). `timeZone` is the zone the time is read in;
 * the viewer's when left out.
 */
export function clockTime(instant: string | number | Date, locale: string, timeZone?: string) {
  return new Intl.DateTimeFormat(locale, { ...TIME_FORMATS.clock, timeZone }).format(
    new Date(instant),
  );
}

/** A time of day kept as "HH:MM" (hours someone chose), in the same form: "1:00 PM", "13:00". */
export function clockOfDay(time: string, locale: string) {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return clockTime(Date.UTC(2000, 0, 1, hours, minutes), locale, "UTC");
}
