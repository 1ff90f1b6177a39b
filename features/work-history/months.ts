/**
 * Months of a work history. The API speaks MM-YYYY (spec section 3), `<input type="month">`
 * speaks YYYY-MM and the table keeps the first day of the month (YYYY-MM-DD). Pure: time comes in
 * as `now`.
 */

/** The spec's bounds of a month input (section 5), in the input's own format. */
export const MONTH_INPUT_MIN = "1900-01";
export const MONTH_INPUT_MAX = "2099-12";

const API_MONTH = /^(0[1-9]|1[0-2])-(\d{4})$/;
const INPUT_MONTH = /^(\d{4})-(\d{2})$/;

/** A month as one number (year * 12 + month - 1), so months compare with < and >. */
export type MonthIndex = number;

const FIRST = 1900 * 12;
const LAST = 2099 * 12 + 11;

/** The month of "MM-YYYY" with its four-digit year, or null for anything else. */
export function parseMonth(value: string): MonthIndex | null {
  const match = API_MONTH.exec(value);
  return match ? Number(match[2]) * 12 + Number(match[1]) - 1 : null;
}

export const inMonthRange = (month: MonthIndex) => month >= FIRST && month <= LAST;

/** "2020-01" (a month input) as "01-2020"; anything else as it came, for the schema to refuse. */
export function inputToMonth(value: string): string {
  const match = INPUT_MONTH.exec(value.trim());
  return match ? `${match[2]}-${match[1]}` : value.trim();
}

/** "01-2020" as "2020-01" for a month input; "" for nothing. */
export function monthToInput(value: string | null | undefined): string {
  const match = value ? API_MONTH.exec(value) : null;
  return match ? `${match[2]}-${match[1]}` : "";
}

/** "01-2020" as the table's "2020-01-01". */
export function monthToDate(value: string): string {
  const [mm, yyyy] = value.split("-");
  return `${yyyy}-${mm}-01`;
}

/** The table's "2020-01-01" as "01-2020". */
export function dateToMonth(value: string): string {
  const [yyyy, mm] = value.split("-");
  return `${mm}-${yyyy}`;
}

/**
 * The latest month a job may start in: the current month anywhere on Earth (UTC+14), so no
 * therapist, wherever they are, is refused the month their own calendar shows. The price is a
 * few hours on the first of a month in which someone west of that may already pick it; the
 * product does not know a therapist's time zone when it reads this rule in the browser and on
 * the server alike, and a job starting "this month" a day early harms nobody.
 */
export function latestStartMonth(now: Date): MonthIndex {
  const ahead = new Date(now.getTime() + 14 * 3600 * 1000);
  return ahead.getUTCFullYear() * 12 + ahead.getUTCMonth();
}

/** The first day of a month as a UTC Date, to format it in the reader's language. */
export function monthStart(value: string): Date {
  const month = parseMonth(value) ?? FIRST;
  return new Date(Date.UTC(Math.floor(month / 12), month % 12, 1));
}
