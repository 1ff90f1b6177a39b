"use client";

import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { Interval } from "../schemas";
import { clockTime, disabledTimes, HOURLY_OPTIONS, nextInterval } from "../time-picker";

/** One day's intervals with the spec's hourly time picker (section 5). */
export function TimeIntervalsEditor({
  label,
  intervals,
  onChange,
}: {
  /** Names the day in every control's accessible name, e.g. "Monday". */
  label: string;
  intervals: Interval[];
  onChange: (intervals: Interval[]) => void;
}) {
  const t = useTranslations("Availability");
  const locale = useLocale();
  const set = (index: number, field: keyof Interval, value: string) =>
    onChange(
      intervals.map((interval, i) => (i === index ? { ...interval, [field]: value } : interval)),
    );

  return (
    <div className="space-y-2">
      {intervals.map((interval, index) => (
        <div key={index} className="flex items-center gap-2">
          {(["startTime", "endTime"] as const).map((field) => {
            const disabled = disabledTimes(intervals, index, field);
            return (
              <label key={field} className="flex min-w-0 items-center gap-2 text-sm">
                <span className="sr-only">
                  {t(field === "startTime" ? "startOf" : "endOf", { day: label, n: index + 1 })}
                </span>
                {field === "endTime" && (
                  <span aria-hidden className="text-muted">
                    –
                  </span>
                )}
                <select
                  value={interval[field]}
                  onChange={(e) => set(index, field, e.target.value)}
                  className="min-w-0 rounded-xl border border-stone-300 bg-white px-2 py-2 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 sm:px-3"
                >
                  <option value="">{t("selectTime")}</option>
                  {HOURLY_OPTIONS.map((time) => (
                    <option key={time} value={time} disabled={disabled.has(time)}>
                      {clockTime(time, locale)}
                    </option>
                  ))}
                </select>
              </label>
            );
          })}
          {intervals.length > 1 && (
            <Button
              variant="ghost"
              className="!px-3 !py-1.5"
              aria-label={t("removeInterval", { day: label, n: index + 1 })}
              onClick={() => onChange(intervals.filter((_, i) => i !== index))}
            >
              <span aria-hidden>✕</span>
            </Button>
          )}
        </div>
      ))}
      <Button
        variant="ghost"
        className="!px-3 !py-1.5 text-brand-800"
        aria-label={t("addIntervalTo", { day: label })}
        onClick={() => onChange([...intervals, nextInterval(intervals)])}
      >
        + {t("addInterval")}
      </Button>
    </div>
  );
}
