import { addDays, addMonths, startOfZonedDay, utcToZoned, type CivilDate } from "./time-zone";

/** Spec section 9: the provider calendar reaches two months ahead; minimum date today. */
export const WINDOW_MONTHS = 2;

/** Today and the last bookable date on the provider's calendar, and the instant the window ends. */
export function providerWindow(timezone: string, now: number) {
  const today: CivilDate = utcToZoned(timezone, now);
  const lastDate = addMonths(today, WINDOW_MONTHS);
  return { today, lastDate, end: startOfZonedDay(timezone, addDays(lastDate, 1)) };
}
