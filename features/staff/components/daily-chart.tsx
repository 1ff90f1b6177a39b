"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useMemo, useRef } from "react";
import "uplot/dist/uPlot.min.css";

export type DailySeries = {
  label: string;
  color: string;
  /** One value per day, in the unit drawn (major units for money). */
  values: number[];
  /** How the table writes a value (money with its currency). */
  format: (value: number) => string;
};

const HEIGHT = 220;
const utcDay = (date: string) => Date.parse(`${date}T00:00:00.000Z`) / 1000;

/**
 * Values per UTC day as lines (uPlot on a canvas, loaded with the chart only), and the same data
 * as a table for screen readers (decision 0815, as the care feature's score chart: 0706).
 */
export function DailyChart({
  title,
  dates,
  series,
  testId,
}: {
  title: string;
  dates: string[];
  series: DailySeries[];
  testId: string;
}) {
  const t = useTranslations("Staff.charts");
  const locale = useLocale();
  const box = useRef<HTMLDivElement>(null);
  const dayFormat = useMemo(
    () => new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" }),
    [locale],
  );
  const numberFormat = useMemo(() => new Intl.NumberFormat(locale), [locale]);

  useEffect(() => {
    const el = box.current;
    // Without layout (jsdom, very old browsers) there is no canvas to size: the table stands alone.
    if (!el || !dates.length || typeof ResizeObserver === "undefined") return;
    let plot: { destroy(): void; setSize(s: { width: number; height: number }): void } | undefined;
    let gone = false;
    const observer = new ResizeObserver(() =>
      plot?.setSize({ width: el.clientWidth, height: HEIGHT }),
    );
    void import("uplot").then(({ default: UPlot }) => {
      if (gone) return;
      plot = new UPlot(
        {
          width: el.clientWidth,
          height: HEIGHT,
          scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
          legend: { live: false },
          series: [
            { label: t("date") },
            ...series.map((s) => ({
              label: s.label,
              stroke: s.color,
              fill: `${s.color}1a`,
              width: 2,
              points: { show: dates.length <= 31, size: 5 },
            })),
          ],
          axes: [
            {
              values: (_u: unknown, ticks: number[]) =>
                ticks.map((s) => dayFormat.format(new Date(s * 1000))),
            },
            {
              size: 60,
              values: (_u: unknown, ticks: number[]) => ticks.map((v) => numberFormat.format(v)),
            },
          ],
        },
        [dates.map(utcDay), ...series.map((s) => s.values)],
        el,
      );
      observer.observe(el);
    });
    return () => {
      gone = true;
      observer.disconnect();
      plot?.destroy();
    };
  }, [dates, series, t, dayFormat, numberFormat]);

  return (
    <figure className="min-w-0 space-y-2 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <figcaption className="font-semibold">{title}</figcaption>
      <div ref={box} aria-hidden="true" className="w-full" data-testid={testId} />
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t("date")}</th>
            {series.map((s) => (
              <th key={s.label} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {dates.map((date, i) => (
            <tr key={date}>
              <th scope="row">{dayFormat.format(new Date(utcDay(date) * 1000))}</th>
              {series.map((s) => (
                <td key={s.label}>{s.format(s.values[i] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
