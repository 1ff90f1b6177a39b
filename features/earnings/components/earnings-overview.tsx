"use client";

import { useFormatter, useLocale, useTranslations } from "next-intl";
import { LoadFailed } from "@/components/ui/load-failed";
import { Spinner } from "@/components/ui/spinner";
import { formatMoney } from "@/lib/money/currency";
import { useEarningsSummary } from "../api";

/** YYYY-MM now, in the viewer's zone (a therapist's, as the months are). */
const currentMonth = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}`;
};
const nextMonth = (month: string) => {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, "0")}`;
};

/** Earned, paid out and still to come, per currency, and the last twelve months with their payouts. */
export function EarningsOverview() {
  const t = useTranslations("Earnings");
  const locale = useLocale();
  const format = useFormatter();
  const summary = useEarningsSummary();

  if (summary.isPending) return <Spinner label={t("loading")} />;
  if (summary.isError)
    return (
      <LoadFailed
        message={t("loadFailed")}
        retryLabel={t("retry")}
        onRetry={() => summary.refetch()}
      />
    );

  const { totals, months } = summary.data;
  const money = (amount: number, currency: string) => formatMoney(amount, currency, locale);
  const monthName = (month: string) =>
    format.dateTime(new Date(`${month}-15T12:00:00Z`), {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
  const day = (date: string) =>
    format.dateTime(new Date(`${date}T12:00:00Z`), { dateStyle: "medium", timeZone: "UTC" });
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
        <h2 id="months-title" className="text-xl font-semibold">
          {t("byMonth")}
        </h2>
        {months.length === 0 ? (
          <p className="text-sm text-muted">{t("noMonths")}</p>
        ) : (
          <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-stone-200">
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
