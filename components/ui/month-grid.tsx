"use client";

import type { ReactNode } from "react";
import { TIME_FORMATS } from "@/lib/time/formats";

export type YearMonth = { year: number; month: number };

const pad = (n: number) => String(n).padStart(2, "0");
export const isoDate = (year: number, month: number, day: number) =>
  `${year}-${pad(month)}-${pad(day)}`;
export const shiftMonth = ({ year, month }: YearMonth, by: number): YearMonth => {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

/**
 * A month of days, Monday first, with month navigation. Dates are "YYYY-MM-DD" strings on the
 * calendar the caller chose (the provider's), so no time zone is involved here.
 */
export function MonthGrid({
  month,
  locale,
  canGoBack,
  canGoForward,
  onMonthChange,
  isDisabled,
  selected,
  today,
  onSelect,
  dayClassName,
  dayLabel,
  renderDay,
  previousLabel,
  nextLabel,
  headingLevel = 3,
}: {
  month: YearMonth;
  locale: string;
  canGoBack: boolean;
  canGoForward: boolean;
  onMonthChange: (month: YearMonth) => void;
  isDisabled: (date: string) => boolean;
  selected?: string;
  /** The date marked as today (aria-current), on the calendar's own clock. */
  today?: string;
  onSelect: (date: string) => void;
  dayClassName?: (date: string) => string;
  dayLabel?: (date: string) => string;
  /**
   * Marks drawn over the day, outside its button and hidden from assistive technology: the
   * button's visible text stays its number, which its name contains (axe
   * label-content-name-mismatch). Say what they mean in `dayLabel`.
   */
  renderDay?: (date: string) => ReactNode;
  previousLabel: string;
  nextLabel: string;
  /** The month title's level in the page's outline (axe heading-order): 2 right below an h1. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const first = new Date(Date.UTC(month.year, month.month - 1, 1));
  const daysInMonth = new Date(Date.UTC(month.year, month.month, 0)).getUTCDate();
  const leading = (first.getUTCDay() + 6) % 7;
  const title = new Intl.DateTimeFormat(locale, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(first);
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" }).format(
      new Date(Date.UTC(2024, 0, 1 + i)),
    ),
  );
  const longDate = new Intl.DateTimeFormat(locale, { ...TIME_FORMATS.day, timeZone: "UTC" });

  return (
    <div className="w-full">
      <div className="mb-3 flex items-center justify-between">
        <button
          type="button"
          onClick={() => onMonthChange(shiftMonth(month, -1))}
          disabled={!canGoBack}
          aria-label={previousLabel}
          className="rounded-full p-2 hover:bg-brand-100 disabled:opacity-30"
        >
          <span aria-hidden>‹</span>
        </button>
        <Heading className="font-semibold capitalize" aria-live="polite">
          {title}
        </Heading>
        <button
          type="button"
          onClick={() => onMonthChange(shiftMonth(month, 1))}
          disabled={!canGoForward}
          aria-label={nextLabel}
          className="rounded-full p-2 hover:bg-brand-100 disabled:opacity-30"
        >
          <span aria-hidden>›</span>
        </button>
      </div>
      <div role="grid" aria-label={title} className="grid grid-cols-7 gap-1 text-center text-sm">
        <div role="row" className="contents">
          {weekdays.map((w) => (
            <div role="columnheader" key={w} className="py-1 text-xs font-medium text-muted">
              {w}
            </div>
          ))}
        </div>
        <div role="row" className="contents">
          {Array.from({ length: leading }, (_, i) => (
            <div role="gridcell" key={`blank-${i}`} />
          ))}
          {Array.from({ length: daysInMonth }, (_, i) => {
            const date = isoDate(month.year, month.month, i + 1);
            const disabled = isDisabled(date);
            const isSelected = selected === date;
            const label = dayLabel?.(date);
            const decoration = renderDay?.(date);
            return (
              <div
                role="gridcell"
                key={date}
                aria-selected={isSelected || undefined}
                className="relative"
              >
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onSelect(date)}
                  aria-label={`${longDate.format(new Date(`${date}T00:00:00Z`))}${label ? `, ${label}` : ""}`}
                  aria-pressed={isSelected}
                  aria-current={date === today ? "date" : undefined}
                  className={`flex aspect-square w-full flex-col items-center justify-center rounded-xl text-sm transition disabled:cursor-not-allowed disabled:opacity-35 ${
                    isSelected ? "bg-brand-400 font-semibold text-ink" : "hover:bg-brand-100"
                  } ${date === today ? "font-bold outline-2 outline-offset-1 outline-brand-800" : ""} ${dayClassName?.(date) ?? ""}`}
                >
                  <span>{i + 1}</span>
                </button>
                {decoration && (
                  <span
                    aria-hidden
                    className="pointer-events-none absolute inset-x-0 bottom-1 flex justify-center"
                  >
                    {decoration}
                  </span>
                )}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
