import "server-only";
import type { CalendarDay, ProviderCalendar } from "../schemas";
import { intervalsForDate, type DateOverride } from "../slots";
import { addDays, addMonths, compareCivil, formatCivilDate } from "../time-zone";
import { providerWindow } from "../window";
import { editScope, requireContext } from "./provider-context";
import { templateFor } from "./slot-reads";

/** Today to two months ahead on the provider's calendar; unavailable days marked. */
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
  const template = await templateFor(providerId, scope, formatCivilDate(from), formatCivilDate(to));
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
    });
  }
  return {
    timezone: context.timezone,
    from: formatCivilDate(window.today),
    to: formatCivilDate(window.lastDate),
    days,
  };
}
