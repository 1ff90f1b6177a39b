import { TIME_FORMATS, type TimeFormat } from "./formats";

/** The zone this browser (or, on the server, this process) reads clocks in. */
export const ownTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Whether two zone names are one zone ("Etc/UTC" and "UTC" are). */
export function sameZone(a: string, b: string) {
  const canonical = (zone: string) =>
    new Intl.DateTimeFormat("en", { timeZone: zone }).resolvedOptions().timeZone;
  return a === b || canonical(a) === canonical(b);
}

/**
 * A zone's short name at an instant, in the language: "GMT+1" for Lagos, "EST" in English and
 * "GMT-5" in German for New York, "MEZ" in German for Berlin in winter.
 */
export function zoneName(instant: string | number | Date, locale: string, timeZone: string) {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "short" }).formatToParts(
    new Date(instant),
  );
  return parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}

/**
 * An instant in one of the site's formats, read in `timeZone`, with the zone's short name after
 * it unless that is `viewerZone`, the reader's own ("9:00 AM GMT+1" for someone elsewhere,
 * "9:00 AM" in Lagos). A null `viewerZone` (not known yet, as on the server) names it too.
 * The name is appended rather than asked of `Intl` with `timeZoneName`, which cannot go with
 * `dateStyle` and changes the form of the rest ("9:00" instead of "09:00" in German).
 */
export function formatInZone(
  instant: string | number | Date,
  locale: string,
  format: TimeFormat,
  timeZone: string,
  viewerZone: string | null,
) {
  const text = new Intl.DateTimeFormat(locale, { ...TIME_FORMATS[format], timeZone }).format(
    new Date(instant),
  );
  return viewerZone && sameZone(timeZone, viewerZone)
    ? text
    : `${text} ${zoneName(instant, locale, timeZone)}`;
}
