"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { MonthGrid, type YearMonth } from "@/components/ui/month-grid";
import { errorToMessage } from "@/lib/api/error-message";
import { useSaveCustomDay } from "../api";
import type { Interval } from "../schemas";
import { cleanIntervals, defaultInterval, intervalsProblem } from "../time-picker";
import { BookedTimesNote } from "./booked-times-note";
import { TimeIntervalsEditor } from "./time-intervals-editor";

const monthOf = (date: string): YearMonth => ({
  year: Number(date.slice(0, 4)),
  month: Number(date.slice(5, 7)),
});

/**
 * Spec section 2: the specific-dates calendar editor. Dates between `from` and `to` only;
 * `bookedOn` tells how many times are booked on a date, which the change leaves booked.
 */
export function SpecificDateModal({
  open,
  onClose,
  from,
  to,
  initialDate,
  initialIntervals,
  bookedOn,
  category,
}: {
  open: boolean;
  onClose: () => void;
  from: string;
  to: string;
  initialDate?: string;
  initialIntervals?: Interval[];
  bookedOn: (date: string) => number;
  category?: string;
}) {
  const t = useTranslations("Availability");
  return (
    <Modal open={open} onClose={onClose} title={t("specificTitle")}>
      {open && (
        <SpecificDateForm
          onDone={onClose}
          from={from}
          to={to}
          initialDate={initialDate}
          initialIntervals={initialIntervals}
          bookedOn={bookedOn}
          category={category}
        />
      )}
    </Modal>
  );
}

function SpecificDateForm({
  onDone,
  from,
  to,
  initialDate,
  initialIntervals,
  bookedOn,
  category,
}: {
  onDone: () => void;
  from: string;
  to: string;
  initialDate?: string;
  initialIntervals?: Interval[];
  bookedOn: (date: string) => number;
  category?: string;
}) {
  const t = useTranslations("Availability");
  const tc = useTranslations("Common");
  const tv = useTranslations("Validation");
  const locale = useLocale();
  const save = useSaveCustomDay();
  const [date, setDate] = useState(initialDate ?? "");
  const [month, setMonth] = useState(monthOf(initialDate ?? from));
  const [isAvailable, setAvailable] = useState(Boolean(initialIntervals?.length));
  const [intervals, setIntervals] = useState<Interval[]>(
    initialIntervals?.length ? initialIntervals : [defaultInterval()],
  );
  const [error, setError] = useState<string>();
  const first = monthOf(from);
  const last = monthOf(to);
  const key = (m: YearMonth) => m.year * 12 + m.month;

  async function onSave() {
    if (!date) return setError(t("pickDate"));
    const clean = isAvailable ? cleanIntervals(intervals) : [];
    const problem = isAvailable && (clean.length ? intervalsProblem(clean) : "intervalsRequired");
    if (problem) return setError(tv(problem as "intervalOrder"));
    try {
      await save.mutateAsync({
        categoryIdentifier: category ?? null,
        date,
        isAvailable,
        timeSlotsInterval: clean,
      });
      toast.success(t("saved"));
      onDone();
    } catch (e) {
      setError(errorToMessage(e, tc("genericError")));
    }
  }

  return (
    <div className="space-y-4">
      <MonthGrid
        month={month}
        locale={locale}
        canGoBack={key(month) > key(first)}
        canGoForward={key(month) < key(last)}
        onMonthChange={setMonth}
        isDisabled={(d) => d < from || d > to}
        selected={date}
        onSelect={(d) => {
          setDate(d);
          setError(undefined);
        }}
        previousLabel={t("previousMonth")}
        nextLabel={t("nextMonth")}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t("thisDate")}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="availability"
            checked={!isAvailable}
            onChange={() => setAvailable(false)}
            className="accent-brand-600"
          />
          {t("markUnavailable")}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="availability"
            checked={isAvailable}
            onChange={() => setAvailable(true)}
            className="accent-brand-600"
          />
          {t("setHours")}
        </label>
      </fieldset>
      {isAvailable && (
        <TimeIntervalsEditor
          label={date || t("thisDate")}
          intervals={intervals}
          onChange={setIntervals}
        />
      )}
      {date && <BookedTimesNote count={bookedOn(date)} />}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {tc("cancel")}
        </Button>
        <Button onClick={onSave} disabled={save.isPending}>
          {t("saveDate")}
        </Button>
      </div>
    </div>
  );
}
