import "server-only";
import type { CalendarDay, ProviderCalendar } from "../schemas";
import { intervalsForDate, type DateOverride } from "../slots";
import {
  addDays,
  addMonths,
  compareCivil,
  formatCivilDate,
  startOfZonedDay,
  utcToZoned,
} from "../time-zone";
import { providerWindow } from "../window";
import { busyIntervalsOf } from "./busy";
import { editScope, requireContext } from "./provider-context";
import { templateFor } from "./slot-calendar";

/**
 * Today to two months ahead on the provider's calendar; unavailable days marked, and how many
 * times are booked on each (sessions, held bookings and times a move asks for), because closing a
 * date or changing its hours cancels none of them.
 */
export async function providerCalendar(
  providerId: string,
  query: { category?: string; month?: string },
  now = Date.now(),
): Promise<ProviderCalendar> {
  const context = await requireContext(providerId);
  const scope = editScope(context, query.category);
  const window = providerWindow(context.timezone, now);
  let from = window.today;
  let to = window.lastDate;
  if (query.month) {
    const [year, month] = query.month.split("-").map(Number) as [number, number];
    const first = { year, month, day: 1 };
    const last = addDays(addMonths(first, 1), -1);
    if (compareCivil(first, from) > 0) from = first;
    if (compareCivil(last, to) < 0) to = last;
  }
  const [template, busy] = await Promise.all([
    templateFor(providerId, scope, formatCivilDate(from), formatCivilDate(to)),
    busyIntervalsOf(
      [providerId],
      new Date(startOfZonedDay(context.timezone, from)),
      new Date(startOfZonedDay(context.timezone, addDays(to, 1))),
    ),
  ]);
  const booked = new Map<string, number>();
  for (const interval of busy.get(providerId) ?? []) {
    if (interval.until !== undefined && interval.until <= now) continue;
    const date = formatCivilDate(utcToZoned(context.timezone, interval.start));
    booked.set(date, (booked.get(date) ?? 0) + 1);
  }
  const overrides = new Map(template.overrides.map((o) => [o.date, o]));
  const days: CalendarDay[] = [];
  for (let date = from; compareCivil(date, to) <= 0; date = addDays(date, 1)) {
    const key = formatCivilDate(date);
    const override = overrides.get(key) as (DateOverride & { id: string }) | undefined;
    const intervals = intervalsForDate(date, template.weekly, overrides);
    days.push({
      date: key,
      isAvailable: intervals.length > 0,
      source: override ? "custom" : "weekly",
      customDayIdentifier: override?.id ?? null,
      timeslotIntervals: intervals,
      bookedTimes: booked.get(key) ?? 0,
    });
  }
  return {
    timezone: context.timezone,
    from: formatCivilDate(window.today),
    to: formatCivilDate(window.lastDate),
    days,
  };
}
