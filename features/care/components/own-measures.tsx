"use client";

import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useLocalDateTime } from "@/components/ui/local-time";
import { QueryState } from "@/components/ui/query-state";
import { Link } from "@/lib/i18n/navigation";
import { careKeys, useCareSettings, useOwnMeasures } from "../api";
import { latestByInstrument } from "../chart-data";
import { ScoreChart } from "./score-chart";

const card = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200";

/** /care: the client's questionnaires to answer, their reading and chart (which they may hide). */
export function OwnMeasures() {
  const t = useTranslations("Care");
  const locale = useLocale();
  const query = useOwnMeasures();
  const settings = useCareSettings(careKeys.own);
  const format = useLocalDateTime();
  return (
    <QueryState
      query={query}
      isEmpty={(d) => d.measures.length === 0}
      labels={{ loading: t("loading"), failed: t("failed"), retry: t("retry"), empty: t("empty") }}
    >
      {({ measures, hideOwnChart }) => {
        const open = measures.filter((m) => !m.answeredAt);
        const latest = latestByInstrument(measures);
        return (
          <div className="space-y-6">
            <section aria-labelledby="care-todo" className={card}>
              <h2 id="care-todo" className="text-lg font-semibold">
                {t("toDo")}
              </h2>
              {open.length === 0 ? (
                <p className="mt-2 text-sm text-muted">{t("empty")}</p>
              ) : (
                <ul className="mt-3 space-y-3">
                  {open.map((m) => (
                    <li key={m.identifier} className="flex flex-wrap items-center gap-3">
                      <Link
                        href={`/care/${m.identifier}`}
                        className="rounded-full bg-brand-400 px-5 py-2.5 text-sm font-semibold text-ink shadow-sm hover:bg-brand-300"
                      >
                        {t("start", { title: t(`instruments.${m.instrument}`) })}
                      </Link>
                      <span className="text-sm text-muted">
                        {m.therapistName ? `${t("from", { name: m.therapistName })} · ` : ""}
                        {t("sentOn", { at: format(m.sentAt, "recordDay") })}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            {latest.length > 0 && (
              <section aria-labelledby="care-chart" className={card}>
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <h2 id="care-chart" className="text-lg font-semibold">
                    {t("reading.title")}
                  </h2>
                  <Button
                    variant="secondary"
                    disabled={settings.isPending}
                    onClick={() => settings.mutate({ hideOwnChart: !hideOwnChart })}
                  >
                    {hideOwnChart ? t("chart.show") : t("chart.hide")}
                  </Button>
                </div>
                {hideOwnChart ? (
                  <p className="mt-3 text-sm text-muted">{t("chart.hidden")}</p>
                ) : (
                  <div className="mt-3 space-y-4">
                    <ul className="space-y-2">
                      {latest.map((row) => (
                        <li key={row.identifier}>
                          {t(`reading.${row.band}`, {
                            what: t(`reading.what.${row.instrument}`),
                          })}
                        </li>
                      ))}
                    </ul>
                    <p className="text-xs text-muted">{t("reading.notDiagnosis")}</p>
                    <h3 className="font-semibold">{t("chart.title")}</h3>
                    <ScoreChart measures={measures} key={locale} />
                  </div>
                )}
              </section>
            )}
          </div>
        );
      }}
    </QueryState>
  );
}
