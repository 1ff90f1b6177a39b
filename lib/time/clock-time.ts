/**
 * A time of day as every page shows it: the language's short form, "9:00 AM" in English and
 * "09:00" in German, the form of `<LocalTime>`'s `timeStyle: "short"` and the availability
 * editor's hours (issue 74). `timeZone` is the zone the time is read in; the viewer's when left out.
 */
export function clockTime(instant: string | number | Date, locale: string, timeZone?: string) {
  return new Intl.DateTimeFormat(locale, { timeStyle: "short", timeZone }).format(
    new Date(instant),
  );
}
