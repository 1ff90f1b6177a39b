"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { MonthGrid, shiftMonth, type YearMonth } from "@/components/ui/month-grid";
import { Spinner } from "@/components/ui/spinner";
import type { Timeslot } from "@/features/availability";
import { useTimeslots } from "@/features/availability/api";
import { useOwnTimeZone } from "@/lib/time/use-own-time-zone";
import { formatInZone, sameZone, zoneName } from "@/lib/time/zone-name";

/** How far the picker looks ahead on its own when a month has no free slot. */
const AUTO_ADVANCE_MONTHS = 2;

function todayIn(timeZone: string, at = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone }).format(at);
}

/**
 * Spec section 2's calendar and time-slot picker: dates from today, month navigation, booked
 * slots greyed with "Booked", and a month without slots moves on to the next by itself. Times
 * are read in `timeZone`; when that is not the viewer's own, each names it (issue 74).
 */
export function SlotPicker({
  providerId,
  categoryId,
  timeZone,
  selected,
  onSelect,
  noSlotsText,
  current,
  held,
}: {
  providerId: string;
  categoryId: string | null;
  timeZone: string;
  selected: Timeslot | null;
  onSelect: (slot: Timeslot | null) => void;
  /** Replaces the spec's text (which points clients at "schedule later") where that option is not offered. */
  noSlotsText?: string;
  /** The start of the session being moved: its own slot reads "This session", not "Booked". */
  current?: string | null;
  /** The start of the viewer's own unpaid hold (back from paying): opened at, and choosable. */
  held?: string | null;
}) {
  const t = useTranslations("Booking");
  const locale = useLocale();
  const ownZone = useOwnTimeZone();
  const elsewhere = ownZone === null || !sameZone(timeZone, ownZone);
  const today = todayIn(timeZone);
  const thisMonth: YearMonth = {
    year: Number(today.slice(0, 4)),
    month: Number(today.slice(5, 7)),
  };
  const [month, setMonth] = useState<YearMonth>(thisMonth);
  const [date, setDate] = useState<string | null>(null);
  // Months moved on by themselves in a row; none once the person moves the month themselves.
  const advanced = useRef(0);
  const chosen = useRef(false);
  const times = useRef<HTMLDivElement>(null);
  const monthKey = `${month.year}-${String(month.month).padStart(2, "0")}`;
  const currentStart = current ? Date.parse(current) : null;
  const isCurrent = (slot: Timeslot) => Date.parse(slot.start) === currentStart;
  const heldStart = held ? Date.parse(held) : null;
  const isHeld = (slot: Timeslot) => Date.parse(slot.start) === heldStart;

  // Back from paying: the calendar opens at the day of the time the viewer holds.
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  if (heldStart !== null && heldStart !== openedAt) {
    const day = todayIn(timeZone, new Date(heldStart));
    setOpenedAt(heldStart);
    setMonth({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) });
    setDate(day);
  }

  const days = useTimeslots(
    providerId,
    { category: categoryId ?? undefined, month: monthKey, timezone: timeZone },
    { enabled: Boolean(categoryId) },
  );

  useEffect(() => {
    if (!days.data || chosen.current || heldStart !== null) return;
    const hasFree = days.data.some((d) => d.date.isAvailable && d.date.date >= today);
    if (!hasFree && advanced.current < AUTO_ADVANCE_MONTHS) {
      advanced.current += 1;
      toast(t("checkingNextMonth"));
      setMonth((m) => shiftMonth(m, 1));
    } else if (hasFree && advanced.current > 0) {
      advanced.current = 0;
      toast.success(t("foundNextMonth"));
    }
  }, [days.data, today, t, heldStart]);

  // On a phone the times are under the calendar: a tapped date brings them into view (issue 74).
  // "nearest" leaves a page where they are already in view, as beside the calendar, as it is.
  useEffect(() => {
    if (!date) return;
    const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    times.current?.scrollIntoView?.({ block: "nearest", behavior: still ? "auto" : "smooth" });
  }, [date]);

  if (!categoryId)
    return (
      <p className="rounded-xl bg-stone-50 p-4 text-sm text-muted">{t("selectCategoryFirst")}</p>
    );

  const byDate = new Map((days.data ?? []).map((d) => [d.date.date, d]));
  const chosenDay = date ? byDate.get(date) : undefined;
  const isOpen = (d: string) => d >= today && Boolean(byDate.get(d)?.date.isAvailable);

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div>
        {days.isLoading ? (
          <Spinner label={t("loadingSlots")} />
        ) : days.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t("slotsFailed")}
          </p>
        ) : (
          <MonthGrid
            month={month}
            locale={locale}
            canGoBack={month.year * 12 + month.month > thisMonth.year * 12 + thisMonth.month}
            canGoForward
            onMonthChange={(m) => {
              chosen.current = true;
              setMonth(m);
              setDate(null);
              onSelect(null);
            }}
            isDisabled={(d) => d < today || !byDate.get(d)}
            selected={date ?? undefined}
            onSelect={(d) => {
              setDate(d);
              onSelect(null);
            }}
            dayClassName={(d) => (isOpen(d) ? "font-semibold" : "text-stone-400 line-through")}
            dayLabel={(d) => (isOpen(d) ? t("dayAvailable") : t("dayUnavailable"))}
            previousLabel={t("previousMonth")}
            nextLabel={t("nextMonth")}
          />
        )}
      </div>
      <div ref={times} className="scroll-mt-20">
        {date && chosenDay && (
          <>
            <h3 className="font-semibold">
              {t("timesFor", { date: new Date(`${date}T12:00:00Z`) })}
            </h3>
            <p className="mt-1 text-xs text-muted">
              {elsewhere
                ? t("timesInOtherZone", {
                    zone: timeZone,
                    name: zoneName(`${date}T12:00:00Z`, locale, timeZone),
                  })
                : t("timesInZone", { zone: timeZone })}
            </p>
            {chosenDay.timeSlot.length === 0 ? (
              <p className="mt-3 text-sm text-muted">{noSlotsText ?? t("noSlotsForDate")}</p>
            ) : (
              <>
                <ul className="mt-3 grid grid-cols-3 gap-2">
                  {chosenDay.timeSlot.map((slot) => {
                    const taken = slot.isBooked && !isHeld(slot);
                    return (
                      <li key={slot.identifier}>
                        <button
                          type="button"
                          disabled={taken}
                          aria-pressed={selected?.identifier === slot.identifier}
                          onClick={() => onSelect(slot)}
                          className={`w-full rounded-xl px-2 py-2 text-sm font-medium ring-1 ${
                            taken
                              ? "cursor-not-allowed bg-stone-100 text-stone-400 ring-stone-200"
                              : selected?.identifier === slot.identifier
                                ? "bg-brand-400 ring-brand-600"
                                : "bg-white ring-stone-300 hover:ring-brand-500"
                          }`}
                        >
                          {formatInZone(slot.start, locale, "clock", timeZone, ownZone)}
                          {slot.isBooked && (
                            <span className="block text-xs">
                              {isHeld(slot)
                                ? t("yourHold")
                                : isCurrent(slot)
                                  ? t("thisSession")
                                  : t("booked")}
                            </span>
                          )}
                        </button>
                      </li>
                    );
                  })}
                </ul>
                {chosenDay.timeSlot.some((s) => s.isBooked && !isCurrent(s) && !isHeld(s)) && (
                  <p className="mt-3 text-xs text-muted">{t("greyedNote")}</p>
                )}
              </>
            )}
          </>
        )}
        {!date && <p className="text-sm text-muted">{t("pickDate")}</p>}
      </div>
    </div>
  );
}
