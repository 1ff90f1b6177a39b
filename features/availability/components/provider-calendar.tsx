"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { MonthGrid, type YearMonth } from "@/components/ui/month-grid";
import { Spinner } from "@/components/ui/spinner";
import { useModal } from "@/components/ui/modal";
import { TIME_FORMATS } from "@/lib/time/formats";
import { useProviderCalendar } from "../api";
import type { CalendarDay } from "../schemas";
import { intervalText } from "../time-picker";
import { addDays, parseCivilDate, startOfZonedDay } from "../time-zone";
import { BookedTimesNote } from "./booked-times-note";
import { PracticeZoneNote } from "./practice-zone-note";
import { SpecificDateModal } from "./specific-date-modal";
import { usePracticeZone } from "./use-practice-zone";

const monthOf = (date: string): YearMonth => ({
  year: Number(date.slice(0, 4)),
  month: Number(date.slice(5, 7)),
});
const key = (m: YearMonth) => m.year * 12 + m.month;

/** How many times are booked on a day, on its cell and in the legend. */
const BookedBadge = ({ count }: { count: number }) => (
  <span className="min-w-3.5 rounded-full bg-stone-800 px-1 text-[10px] leading-3.5 font-semibold text-white">
    {count}
  </span>
);

/** The instants a date of the calendar's zone runs between, as ISO strings. */
function dayBounds(date: string, timeZone: string) {
  const civil = parseCivilDate(date)!;
  return {
    from: new Date(startOfZonedDay(timeZone, civil)).toISOString(),
    to: new Date(startOfZonedDay(timeZone, addDays(civil, 1))).toISOString(),
  };
}

/**
 * Spec section 2: the provider calendar, today to two months ahead, unavailable days marked,
 * today marked and its panel open. `dayDetail` shows what is booked on the picked day (who and
 * when, from the booking feature), between the instants that day runs in the calendar's zone.
 */
export function ProviderCalendar({
  category,
  dayDetail,
}: {
  category?: string;
  dayDetail?: (day: { from: string; to: string; booked: number }) => ReactNode;
}) {
  const t = useTranslations("Availability");
  const tc = useTranslations("Common");
  const locale = useLocale();
  const calendar = useProviderCalendar(category);
  const zoneOn = usePracticeZone();
  const modal = useModal("specific-date");
  const [month, setMonth] = useState<YearMonth>();
  const [picked, setSelected] = useState<CalendarDay>();

  if (calendar.isLoading) return <Spinner label={tc("loading")} />;
  if (!calendar.data) return <p role="alert">{tc("genericError")}</p>;
  const { from, to, days, timezone } = calendar.data;
  const byDate = new Map(days.map((d) => [d.date, d]));
  // The calendar starts today, on the practice's clock.
  const selected = picked ?? byDate.get(from);
  const shown = month ?? monthOf(from);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
        <MonthGrid
          month={shown}
          locale={locale}
          canGoBack={key(shown) > key(monthOf(from))}
          canGoForward={key(shown) < key(monthOf(to))}
          onMonthChange={setMonth}
          isDisabled={(d) => d < from || d > to}
          selected={selected?.date}
          today={from}
          onSelect={(d) => setSelected(byDate.get(d))}
          dayLabel={(d) => {
            const day = byDate.get(d);
            if (!day) return "";
            const available = day.isAvailable ? t("available") : t("unavailable");
            const state = d === from ? `${t("today")}, ${available}` : available;
            return day.bookedTimes
              ? `${state}, ${t("bookedShort", { count: day.bookedTimes })}`
              : state;
          }}
          dayClassName={(d) => {
            const day = byDate.get(d);
            if (!day) return "";
            return day.isAvailable
              ? "ring-1 ring-brand-300 bg-brand-50"
              : "bg-stone-100 text-stone-700 line-through decoration-stone-500";
          }}
          renderDay={(d) => {
            const day = byDate.get(d);
            if (!day || (day.source !== "custom" && !day.bookedTimes)) return null;
            return (
              <span aria-hidden className="mt-0.5 flex items-center gap-0.5">
                {day.source === "custom" && <span className="size-1.5 rounded-full bg-brand-700" />}
                {day.bookedTimes > 0 && <BookedBadge count={day.bookedTimes} />}
              </span>
            );
          }}
          previousLabel={t("previousMonth")}
          nextLabel={t("nextMonth")}
          headingLevel={2}
        />
        <ul className="mt-4 flex flex-wrap gap-4 text-xs text-muted">
          <li className="flex items-center gap-2">
            <span className="size-3 rounded bg-brand-50 ring-1 ring-brand-300" /> {t("available")}
          </li>
          <li className="flex items-center gap-2">
            <span className="size-3 rounded bg-stone-100" /> {t("unavailable")}
          </li>
          <li className="flex items-center gap-2">
            <span className="size-1.5 rounded-full bg-brand-700" /> {t("specificDate")}
          </li>
          <li className="flex items-center gap-2">
            <BookedBadge count={1} /> {t("bookedLegend")}
          </li>
        </ul>
        <PracticeZoneNote timezone={timezone} className="mt-2 text-xs text-muted" />
      </div>
      <aside className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
        {selected ? (
          <div className="space-y-3">
            <h2 className="font-semibold">
              {selected.date === from && <span className="block text-sm">{t("today")}</span>}
              {new Intl.DateTimeFormat(locale, { ...TIME_FORMATS.day, timeZone: "UTC" }).format(
                new Date(`${selected.date}T00:00:00Z`),
              )}
            </h2>
            {dayDetail?.({ ...dayBounds(selected.date, timezone), booked: selected.bookedTimes })}
            {selected.isAvailable ? (
              <ul className="space-y-1 text-sm">
                {selected.timeslotIntervals.map((i) => (
                  <li key={i.startTime}>
                    {intervalText(i, locale, zoneOn(timezone, `${selected.date}T12:00:00Z`))}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted">{t("unavailable")}</p>
            )}
            <BookedTimesNote count={selected.bookedTimes} listed={!!dayDetail} />
            <button
              type="button"
              onClick={modal.show}
              className="text-sm font-medium text-brand-800 hover:underline"
            >
              {t("editDate")}
            </button>
          </div>
        ) : (
          <p className="text-sm text-muted">{t("pickDayHint")}</p>
        )}
      </aside>
      <SpecificDateModal
        open={modal.open}
        onClose={() => {
          modal.hide();
          setSelected(undefined);
        }}
        from={from}
        to={to}
        initialDate={selected?.date}
        initialIntervals={selected?.isAvailable ? selected.timeslotIntervals : undefined}
        bookedOn={(date) => byDate.get(date)?.bookedTimes ?? 0}
        category={category}
      />
    </div>
  );
}
