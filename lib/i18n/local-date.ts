/**
 * Calendar dates (YYYY-MM-DD, no time zone) written the way a locale writes them: 31.01.2026 in
 * German, 01/31/2026 in English. Browsers format <input type="date"> by the browser's language,
 * not the page's, so date fields are text fields that use these.
 */

export type DatePart = "day" | "month" | "year";

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written as YYYY-MM-DD. */
export function isIsoDate(value: string | null | undefined): value is string {
  return value ? isRealIso(value) : false;
}

function isRealIso(text: string) {
  const match = ISO.exec(text);
  return Boolean(match && isRealDate(+match[1]!, +match[2]!, +match[3]!));
}

function isRealDate(year: number, month: number, day: number) {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1000 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

const layouts = new Map<string, { order: DatePart[]; separator: string }>();

/** The order of day, month and year in the locale's short numeric date, and what separates them. */
export function dateLayout(locale: string) {
  let layout = layouts.get(locale);
  if (!layout) {
    const parts = new Intl.DateTimeFormat(locale, {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      timeZone: "UTC",
    }).formatToParts(new Date(Date.UTC(2026, 0, 31)));
    layout = {
      order: parts
        .map((p) => p.type)
        .filter((type): type is DatePart => type === "day" || type === "month" || type === "year"),
      separator: parts.find((p) => p.type === "literal")?.value ?? "/",
    };
    layouts.set(locale, layout);
  }
  return layout;
}

/** "2026-01-31" as the locale writes it, with two-digit day and month: "31.01.2026". */
export function formatLocalDate(iso: string, locale: string) {
  const [year, month, day] = iso.split("-");
  const value = { year, month, day };
  const { order, separator } = dateLayout(locale);
  return order.map((part) => value[part]).join(separator);
}

/** The pattern to show: the locale's letters for each part, e.g. "TT.MM.JJJJ". */
export function datePattern(locale: string, letters: Record<DatePart, string>) {
  const { order, separator } = dateLayout(locale);
  return order.map((part) => letters[part]).join(separator);
}

/**
 * What someone typed, as YYYY-MM-DD, or null when it is no date. Takes the locale's order with any
 * separator and one- or two-digit day and month ("1.2.2026"), the same as eight digits without
 * separators ("01022026", easy on a phone's number pad), and YYYY-MM-DD itself.
 */
export function parseLocalDate(text: string, locale: string): string | null {
  const trimmed = text.trim();
  if (isRealIso(trimmed)) return trimmed;
  const { order } = dateLayout(locale);
  let pieces = trimmed.split(/[^0-9]+/).filter(Boolean);
  if (pieces.length === 1 && /^\d{8}$/.test(trimmed)) {
    const widths = order.map((part) => (part === "year" ? 4 : 2));
    let at = 0;
    pieces = widths.map((width) => trimmed.slice(at, (at += width)));
  }
  if (pieces.length !== 3) return null;
  const value = Object.fromEntries(order.map((part, i) => [part, pieces[i]!])) as Record<
    DatePart,
    string
  >;
  if (value.year.length !== 4 || value.day.length > 2 || value.month.length > 2) return null;
  const iso = `${value.year}-${value.month.padStart(2, "0")}-${value.day.padStart(2, "0")}`;
  return isRealIso(iso) ? iso : null;
}
