"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useMemo, useRef } from "react";
import "uplot/dist/uPlot.min.css";
import { TIME_FORMATS } from "@/lib/time/formats";
import { MAX_SCORE, RELIABLE_CHANGE, type Instrument } from "../instruments/definitions";
import { bandName } from "../instruments/texts";
import { chartSeries } from "../chart-data";
import type { Measure } from "../schemas";

const COLORS: Record<Instrument, string> = { phq9: "#1d4ed8", gad7: "#b45309" };

/**
 * Scores over time: PHQ-9 and GAD-7 as lines (uPlot, canvas), each reliable change marked with a
 * ringed point, and the same data as a table for screen readers and print (decision 0706).
 */
export function ScoreChart({ measures }: { measures: Measure[] }) {
  const t = useTranslations("Care");
  const locale = useLocale();
  const box = useRef<HTMLDivElement>(null);
  const data = useMemo(() => chartSeries(measures), [measures]);
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(locale, { day: "numeric", month: "short" }),
    [locale],
  );

  useEffect(() => {
    const el = box.current;
    // Without layout (jsdom, very old browsers) there is no canvas to size: the table stands alone.
    if (!el || !data.rows.length || typeof ResizeObserver === "undefined") return;
    let plot: { destroy(): void; setSize(s: { width: number; height: number }): void } | undefined;
    let gone = false;
    const observer = new ResizeObserver(() =>
      plot?.setSize({ width: el.clientWidth, height: 240 }),
    );
    // Loaded with the chart only: the rest of the site never carries it.
    void import("uplot").then(({ default: UPlot }) => {
      if (gone) return;
      const series = (["phq9", "gad7"] as const).flatMap((instrument) => [
        {
          label: t(`instruments.${instrument}`),
          stroke: COLORS[instrument],
          width: 2,
          spanGaps: true,
          points: { show: true, size: 6 },
        },
        {
          label: `${t("chart.reliable")} (${instrument === "phq9" ? "PHQ-9" : "GAD-7"})`,
          stroke: COLORS[instrument],
          width: 0,
          points: { show: true, size: 14, width: 3, fill: "#ffffff" },
        },
      ]);
      plot = new UPlot(
        {
          width: el.clientWidth,
          height: 240,
          scales: { x: { time: true }, y: { range: [0, MAX_SCORE.phq9] } },
          // The table below holds the values; the legend only names the lines.
          legend: { live: false },
          series: [{ label: t("therapist.date") }, ...series],
          axes: [
            {
              values: (_u: unknown, ticks: number[]) =>
                ticks.map((s) => dateFormat.format(new Date(s * 1000))),
            },
            { values: (_u: unknown, ticks: number[]) => ticks.map(String) },
          ],
        },
        [data.x, data.phq9, data.phq9Reliable, data.gad7, data.gad7Reliable],
        el,
      );
      observer.observe(el);
    });
    return () => {
      gone = true;
      observer.disconnect();
      plot?.destroy();
    };
  }, [data, t, dateFormat]);

  if (!data.rows.length) return <p className="text-sm text-muted">{t("chart.noScores")}</p>;
  return (
    <figure className="space-y-3">
      <div ref={box} aria-hidden="true" className="w-full" data-testid="score-chart" />
      <figcaption className="text-xs text-muted">
        {t("chart.legend", { phq9: RELIABLE_CHANGE.phq9, gad7: RELIABLE_CHANGE.gad7 })}
      </figcaption>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("chart.title")}</caption>
          <thead>
            <tr className="text-muted">
              <th className="py-1 pr-3 font-medium">{t("therapist.date")}</th>
              <th className="py-1 pr-3 font-medium">{t("therapist.instrument")}</th>
              <th className="py-1 pr-3 font-medium">{t("therapist.scoreHeader")}</th>
              <th className="py-1 pr-3 font-medium">{t("therapist.band")}</th>
              <th className="py-1 font-medium">{t("therapist.change")}</th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.identifier} className="border-t border-stone-200">
                <td className="py-1 pr-3">
                  {new Intl.DateTimeFormat(locale, TIME_FORMATS.recordDay).format(
                    new Date(row.answeredAt),
                  )}
                </td>
                <td className="py-1 pr-3">{row.instrument === "phq9" ? "PHQ-9" : "GAD-7"}</td>
                <td className="py-1 pr-3">
                  {t("score", { score: row.score, max: MAX_SCORE[row.instrument] })}
                </td>
                <td className="py-1 pr-3">{bandName(locale, row.instrument, row.band)}</td>
                <td className="py-1">
                  {row.change === "none" ? (
                    "–"
                  ) : (
                    <strong>
                      {t("chart.reliable")}: {t(`chart.${row.change}`, { points: row.delta })}
                    </strong>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
