"use client";

import { useLocale, useTranslations } from "next-intl";
import { LocalTime } from "@/components/ui/local-time";
import type { Timeslot } from "@/features/availability";
import { formatMoney } from "@/lib/money/currency";
import { SERIES_MAX_WEEKS } from "../schemas";

const DEFAULT_WEEKS = 4;
const WEEK_CHOICES = Array.from({ length: SERIES_MAX_WEEKS - 1 }, (_, i) => i + 2);

/**
 * "Book the same time every week": how many sessions, and what the series costs. `weeks` is
 * null while the client books a single session.
 */
export function RepeatWeekly({
  slot,
  weeks,
  onChange,
  fee,
  clashes,
  clashMessage,
}: {
  slot: Timeslot | null;
  weeks: number | null;
  onChange: (weeks: number | null) => void;
  fee?: { amount: number; currency: string; isFree: boolean };
  /** Starts (ISO) of the weeks the server found taken. */
  clashes: string[];
  clashMessage?: string;
}) {
  const t = useTranslations("Booking");
  const locale = useLocale();
  return (
    <div className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={weeks !== null}
          onChange={(e) => onChange(e.target.checked ? DEFAULT_WEEKS : null)}
          className="size-4 accent-brand-600"
        />
        {t("repeatWeekly")}
      </label>
      {weeks !== null && (
        <div className="space-y-2 pl-6 text-sm">
          <label className="flex flex-wrap items-center gap-2">
            {t("sessionsCount")}
            <select
              value={weeks}
              onChange={(e) => onChange(Number(e.target.value))}
              className="rounded-lg border border-stone-300 bg-white px-2 py-1"
            >
              {WEEK_CHOICES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          {slot ? (
            <p className="text-muted">
              {t.rich("seriesSummary", {
                weeks,
                first: () => <LocalTime iso={slot.start} format="session" />,
                last: () => (
                  <LocalTime
                    iso={new Date(
                      Date.parse(slot.start) + (weeks - 1) * 7 * 86_400_000,
                    ).toISOString()}
                    format="day"
                  />
                ),
              })}
              {fee && !fee.isFree && (
                <>
                  {" "}
                  {t("seriesTotal", {
                    amount: formatMoney(fee.amount * weeks, fee.currency, locale),
                  })}
                </>
              )}
            </p>
          ) : (
            <p className="text-muted">{t("seriesPickTime")}</p>
          )}
        </div>
      )}
      {clashes.length > 0 && (
        <div
          role="alert"
          className="rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200"
        >
          <p className="font-medium">{clashMessage}</p>
          <ul className="mt-2 list-disc pl-5">
            {clashes.map((iso) => (
              <li key={iso}>
                <LocalTime iso={iso} format="session" />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
