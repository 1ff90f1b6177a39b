"use client";

import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { LoadFailed } from "@/components/ui/load-failed";
import { Spinner } from "@/components/ui/spinner";
import { formatMoney } from "@/lib/money/currency";
import { TIME_FORMATS } from "@/lib/time/formats";
import { useDownloadEarnings, useEarningsSummary } from "../api";

/** YYYY-MM now, in the viewer's zone (a therapist's, as the months are). */
const currentMonth = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}`;
};
const nextMonth = (month: string) => {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, "0")}`;
};

/**
 * Earned, paid out and still to come, per currency, and the months with their payouts: the last
 * twelve, or a calendar year's with its total and its sessions as a CSV file.
 */
export function EarningsOverview() {
  const t = useTranslations("Earnings");
  const locale = useLocale();
  const format = useFormatter();
  const [year, setYear] = useState<number>();
  const summary = useEarningsSummary(year);
  const download = useDownloadEarnings();

  if (summary.isPending) return <Spinner label={t("loading")} />;
  if (summary.isError)
    return (
      <LoadFailed
        message={t("loadFailed")}
        retryLabel={t("retry")}
        onRetry={() => summary.refetch()}
      />
    );

  const { totals, months, years } = summary.data;
  const yearTotals = [...new Set(months.map((m) => m.currency))].map((currency) => ({
    currency,
    earned: months.filter((m) => m.currency === currency).reduce((sum, m) => sum + m.earned, 0),
  }));
  const money = (amount: number, currency: string) => formatMoney(amount, currency, locale);
  const monthName = (month: string) =>
    format.dateTime(new Date(`${month}-15T12:00:00Z`), {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
  const day = (date: string) =>
    format.dateTime(new Date(`${date}T12:00:00Z`), { ...TIME_FORMATS.recordDay, timeZone: "UTC" });
  const thisMonth = currentMonth();
  const payoutStatus = (m: (typeof months)[number]) =>
    m.payout ? (
      <>
        <span className="block font-medium text-green-800">
          {t("paidOn", { date: day(m.payout.paidOn) })}
        </span>
        <span className="block text-xs text-muted">
          {t("reference", { reference: m.payout.reference })}
        </span>
      </>
    ) : (
      <span className="text-muted">
        {m.month >= thisMonth
          ? t("toBePaid", { month: monthName(nextMonth(m.month)) })
          : t("notPaidYet")}
      </span>
    );

  return (
    <div className="space-y-8">
      {totals.length === 0 ? (
        <p className="rounded-2xl bg-white p-5 text-sm text-muted ring-1 ring-stone-200">
          {t("none")}
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {totals.map((total) => (
            <div key={total.currency} className="contents">
              <dl className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
                <dt className="text-sm font-medium text-muted">{t("earned")}</dt>
                <dd className="mt-1 text-3xl font-bold tracking-tight">
                  {money(total.earned, total.currency)}
                </dd>
                <dd className="mt-1 text-sm text-muted">
                  {t("earnedHint", { count: total.sessionsHeld })}
                </dd>
                {total.earned > 0 && (
                  <dd className="mt-1 text-sm font-medium">
                    {total.paidOut >= total.earned
                      ? t("allPaidOut")
                      : t("paidOutHint", {
                          paid: money(total.paidOut, total.currency),
                          owed: money(total.earned - total.paidOut, total.currency),
                        })}
                  </dd>
                )}
              </dl>
              <dl className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
                <dt className="text-sm font-medium text-muted">{t("upcoming")}</dt>
                <dd className="mt-1 text-3xl font-bold tracking-tight">
                  {money(total.upcoming, total.currency)}
                </dd>
                <dd className="mt-1 text-sm text-muted">
                  {t("upcomingHint", { count: total.sessionsUpcoming })}
                </dd>
              </dl>
            </div>
          ))}
        </div>
      )}

      <section aria-labelledby="months-title" className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="months-title" className="text-xl font-semibold">
            {t("byMonth")}
          </h2>
          {years.length > 0 && (
            <label className="flex items-center gap-2 text-sm">
              <span className="font-medium">{t("period")}</span>
              <select
                value={year ?? ""}
                onChange={(event) =>
                  setYear(event.target.value ? Number(event.target.value) : undefined)
                }
                className="rounded-xl border border-stone-300 bg-white px-3 py-2 text-sm text-ink shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-200"
              >
                <option value="">{t("lastTwelveMonths")}</option>
                {years.map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
        {year && (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-5 ring-1 ring-stone-200">
            <div>
              <p className="text-sm font-medium text-muted">{t("yearTotal", { year })}</p>
              <p className="mt-1 text-2xl font-bold tracking-tight">
                {/* While the year's months load, the page still holds the last period's. */}
                {summary.isPlaceholderData
                  ? "…"
                  : yearTotals.length === 0
                    ? money(0, totals[0]?.currency ?? "NGN")
                    : yearTotals.map((y) => money(y.earned, y.currency)).join(" · ")}
              </p>
              <p className="mt-1 max-w-prose text-sm text-muted">{t("downloadHint", { year })}</p>
            </div>
            <Button
              variant="secondary"
              disabled={download.isPending}
              onClick={() =>
                download.mutate(year, { onError: () => toast.error(t("downloadFailed")) })
              }
            >
              {download.isPending ? t("downloading") : t("download", { year })}
            </Button>
          </div>
        )}
        {months.length === 0 ? (
          <p className="text-sm text-muted">
            {year ? t("noMonthsInYear", { year }) : t("noMonths")}
          </p>
        ) : (
          <div
            aria-busy={summary.isPlaceholderData}
            className={`overflow-x-auto rounded-2xl bg-white ring-1 ring-stone-200 ${
              summary.isPlaceholderData ? "opacity-60" : ""
            }`}
          >
            <table className="w-full text-left text-sm">
              <thead className="text-muted">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t("month")}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">
                    {t("sessions")}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">
                    {t("earnedColumn")}
                  </th>
                  <th scope="col" className="hidden px-4 py-3 font-medium sm:table-cell">
                    {t("payout")}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-200">
                {months.map((m) => (
                  <tr key={`${m.month}-${m.currency}`}>
                    <th scope="row" className="px-4 py-3 font-medium">
                      {monthName(m.month)}
                      {/* A phone has no room for the payout's column: it goes under the month. */}
                      <span className="mt-1 block text-sm font-normal sm:hidden">
                        {payoutStatus(m)}
                      </span>
                    </th>
                    <td className="px-4 py-3 text-right tabular-nums">{m.sessions}</td>
                    <td className="px-4 py-3 text-right font-semibold tabular-nums">
                      {money(m.earned, m.currency)}
                    </td>
                    <td className="hidden px-4 py-3 sm:table-cell">{payoutStatus(m)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
