"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorToMessage } from "@/lib/api/error-message";
import { useProviderCalendar, useRecurringDays, useSaveRecurringDays } from "../api";
import {
  WEEKDAYS,
  type CalendarDay,
  type Interval,
  type RecurringDay,
  type WeekdayName,
} from "../schemas";
import { cleanIntervals, defaultInterval, intervalsProblem } from "../time-picker";
import { isoWeekday, parseCivilDate } from "../time-zone";
import { TimeIntervalsEditor } from "./time-intervals-editor";

type DayState = { day: WeekdayName; isAvailable: boolean; intervals: Interval[] };

const toState = (days: RecurringDay[]): DayState[] =>
  days.map((d) => ({
    day: d.day,
    isAvailable: d.isAvailable,
    intervals: d.timeslotIntervals.length ? d.timeslotIntervals : [defaultInterval()],
  }));

/** Times booked ahead on each weekday, on the dates that follow the weekly hours (not a specific date's). */
function bookedByWeekday(days: CalendarDay[] = []) {
  const booked = new Map<WeekdayName, number>();
  for (const d of days) {
    if (d.source !== "weekly" || !d.bookedTimes) continue;
    const weekday = WEEKDAYS[isoWeekday(parseCivilDate(d.date)!) - 1]!;
    booked.set(weekday, (booked.get(weekday) ?? 0) + d.bookedTimes);
  }
  return booked;
}

/** The weekly recurring hours: each day available with intervals, or unavailable. */
export function WeeklyEditor({ category }: { category?: string }) {
  const tc = useTranslations("Common");
  const days = useRecurringDays(category);
  if (days.isLoading) return <Spinner label={tc("loading")} />;
  if (!days.data) return <p role="alert">{tc("genericError")}</p>;
  // A new key when the saved week changes resets the editor to it.
  return (
    <WeekForm key={JSON.stringify(days.data)} initial={toState(days.data)} category={category} />
  );
}

function WeekForm({ initial, category }: { initial: DayState[]; category?: string }) {
  const t = useTranslations("Availability");
  const tc = useTranslations("Common");
  const tv = useTranslations("Validation");
  const save = useSaveRecurringDays();
  const booked = bookedByWeekday(useProviderCalendar(category).data?.days);
  const [days, setDays] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<WeekdayName, string>>>({});

  const update = (index: number, next: Partial<DayState>) =>
    setDays((list) => list.map((d, i) => (i === index ? { ...d, ...next } : d)));

  async function onSave() {
    const problems: Partial<Record<WeekdayName, string>> = {};
    const payload = days.map((d) => {
      const intervals = d.isAvailable ? cleanIntervals(d.intervals) : [];
      if (d.isAvailable && !intervals.length) problems[d.day] = tv("intervalsRequired");
      const problem = intervalsProblem(intervals);
      if (problem) problems[d.day] = tv(problem as "intervalOrder");
      return { day: d.day, isAvailable: d.isAvailable, timeSlotsInterval: intervals };
    });
    setErrors(problems);
    if (Object.keys(problems).length) return;
    try {
      await save.mutateAsync({ categoryIdentifier: category ?? null, days: payload });
      toast.success(t("saved"));
    } catch (error) {
      toast.error(errorToMessage(error, tc("genericError")));
    }
  }

  return (
    <div className="space-y-3">
      <ul className="divide-y divide-stone-200">
        {days.map((d, index) => {
          const name = t(`weekday.${d.day}`);
          // Times booked ahead on a weekday being ticked off now (they stay booked).
          const stayBooked = initial[index]?.isAvailable ? (booked.get(d.day) ?? 0) : 0;
          return (
            <li key={d.day} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start">
              <label className="flex w-44 shrink-0 items-center gap-3 pt-2 font-medium">
                <input
                  type="checkbox"
                  checked={d.isAvailable}
                  onChange={(e) =>
                    update(index, {
                      isAvailable: e.target.checked,
                      intervals: d.intervals.length ? d.intervals : [defaultInterval()],
                    })
                  }
                  className="size-5 rounded accent-brand-600"
                />
                {name}
              </label>
              <div className="flex-1">
                {d.isAvailable ? (
                  <TimeIntervalsEditor
                    label={name}
                    intervals={d.intervals}
                    onChange={(intervals) => update(index, { intervals })}
                  />
                ) : (
                  <>
                    <p className="pt-2 text-sm text-muted">{t("unavailable")}</p>
                    {stayBooked > 0 && (
                      <p role="note" className="mt-1 text-sm text-amber-900">
                        {t("bookedOnWeekday", { count: stayBooked })}
                      </p>
                    )}
                  </>
                )}
                {errors[d.day] && (
                  <p role="alert" className="mt-1 text-sm text-red-700">
                    {errors[d.day]}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <Button onClick={onSave} disabled={save.isPending}>
        {save.isPending ? t("saving") : t("saveWeek")}
      </Button>
    </div>
  );
}
