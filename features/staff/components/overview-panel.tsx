"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { LoadFailed } from "@/components/ui/load-failed";
import { Spinner } from "@/components/ui/spinner";
import { formatMoney, MINOR_UNITS_PER_MAJOR } from "@/lib/money/currency";
import { TIME_FORMATS } from "@/lib/time/formats";
import { useStaffOverview, type StaffOverviewData } from "../overview-api";
import { OVERVIEW_WINDOWS, type OverviewWindow } from "../overview-schemas";
import { DailyChart, type DailySeries } from "./daily-chart";
import { useUrlFilters } from "./use-url-filters";

const ACTIVITY = { bookings: "#1d4ed8", cancellations: "#b45309" };
const CURRENCY_COLORS = ["#047857", "#7c3aed", "#be123c", "#0e7490"];
type Money = Record<string, number> | null;
const currenciesOf = (money: Money) => Object.keys(money ?? {}).sort();

function Tile({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
      {note ? <dd className="mt-1 text-xs text-muted">{note}</dd> : null}
    </div>
  );
}

function Tiles({ data }: { data: StaffOverviewData }) {
  const t = useTranslations("Staff.charts");
  const locale = useLocale();
  const count = new Intl.NumberFormat(locale);
  const moneyText = (money: Money) => {
    const currencies = currenciesOf(money);
    return currencies.length
      ? currencies.map((c) => formatMoney(money![c]!, c, locale)).join(" · ")
      : t("nothing");
  };
  const oldest = data.verification.oldestSubmittedAt;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
      <Tile label={t("bookings")} value={count.format(data.totals.bookings)} />
      <Tile label={t("cancellations")} value={count.format(data.totals.cancellations)} />
      {data.totals.refunds ? (
        <Tile label={t("refunds")} value={moneyText(data.totals.refunds)} />
      ) : null}
      <Tile
        label={t("verificationWaiting")}
        value={count.format(data.verification.waiting)}
        note={
          oldest
            ? t("waitingSince", {
                date: new Intl.DateTimeFormat(locale, TIME_FORMATS.recordDay).format(
                  new Date(oldest),
                ),
              })
            : t("noneWaiting")
        }
      />
      <Tile label={t("supportWaiting")} value={count.format(data.support.waiting)} />
    </dl>
  );
}

function Charts({ data, period }: { data: StaffOverviewData; period: OverviewWindow }) {
  const t = useTranslations("Staff.charts");
  const locale = useLocale();
  const dates = useMemo(() => data.days.map((d) => d.date), [data]);
  const activity = useMemo<DailySeries[]>(() => {
    const count = new Intl.NumberFormat(locale);
    return (["bookings", "cancellations"] as const).map((key) => ({
      label: t(key),
      color: ACTIVITY[key],
      values: data.days.map((d) => d[key]),
      format: (v) => count.format(v),
    }));
  }, [data, t, locale]);
  const revenue = useMemo<DailySeries[]>(
    () =>
      currenciesOf(data.totals.revenue).map((currency, i) => ({
        label: currency,
        color: CURRENCY_COLORS[i % CURRENCY_COLORS.length]!,
        values: data.days.map((d) => (d.revenue?.[currency] ?? 0) / MINOR_UNITS_PER_MAJOR),
        format: (v) => formatMoney(Math.round(v * MINOR_UNITS_PER_MAJOR), currency, locale),
      })),
    [data, locale],
  );
  const quiet =
    !data.totals.bookings &&
    !data.totals.cancellations &&
    !currenciesOf(data.totals.revenue).length &&
    !currenciesOf(data.totals.refunds).length;
  if (quiet) return <p className="text-muted">{t("empty", { days: period })}</p>;
  return (
    // Without money (staff outside finance) the one chart takes the whole width.
    <div className={`grid gap-3 ${data.totals.revenue ? "lg:grid-cols-2" : ""}`}>
      <DailyChart
        title={t("activityTitle")}
        dates={dates}
        series={activity}
        testId="overview-activity"
      />
      {data.totals.revenue ? (
        revenue.length ? (
          <DailyChart
            title={t("revenueTitle")}
            dates={dates}
            series={revenue}
            testId="overview-revenue"
          />
        ) : (
          <p className="text-muted">{t("noMoney")}</p>
        )
      ) : null}
    </div>
  );
}

/**
 * The overview's figures (issue 68, decision 0815): the last 30 or 90 UTC days (the URL's `days`),
 * tiles, then bookings and cancellations per day and session payments per day by currency.
 * Money only reaches finance and admin: the API answers null to anyone else.
 */
export function OverviewPanel() {
  const t = useTranslations("Staff.charts");
  const tStaff = useTranslations("Staff");
  const { values, set } = useUrlFilters(["days"] as const);
  const period: OverviewWindow = values.days === "90" ? "90" : "30";
  const overview = useStaffOverview(period);
  return (
    <section aria-labelledby="overview-figures" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="overview-figures" className="text-lg font-semibold">
          {t("heading", { days: period })}
        </h2>
        <div role="group" aria-label={t("window")} className="flex gap-1">
          {OVERVIEW_WINDOWS.map((days) => (
            <button
              key={days}
              type="button"
              aria-pressed={period === days}
              onClick={() => set({ days: days === "30" ? "" : days })}
              className={`rounded-full px-4 py-2 text-sm font-semibold ring-1 ${
                period === days
                  ? "bg-ink text-white ring-ink"
                  : "bg-white text-ink ring-stone-300 hover:bg-stone-50"
              }`}
            >
              {t("days", { days })}
            </button>
          ))}
        </div>
      </div>
      {overview.isPending ? (
        <Spinner label={t("loading")} />
      ) : overview.isError ? (
        <LoadFailed
          message={tStaff("loadFailed")}
          retryLabel={tStaff("retry")}
          onRetry={() => overview.refetch()}
        />
      ) : (
        <>
          <Tiles data={overview.data} />
          <Charts data={overview.data} period={period} />
          <p className="text-xs text-muted">{t("utcNote")}</p>
        </>
      )}
    </section>
  );
}
