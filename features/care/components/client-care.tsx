"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { useLocalDateTime } from "@/components/ui/local-time";
import { LoadFailed } from "@/components/ui/load-failed";
import { Spinner } from "@/components/ui/spinner";
import { errorToMessage } from "@/lib/api/error-message";
import { careKeys, useCareSettings, useClientCare, useRequestMeasure } from "../api";
import { INSTRUMENTS } from "../instruments/definitions";
import { MEASURE_EVERY_MAX, MEASURE_EVERY_MIN } from "../schemas";
import { CareAlerts } from "./care-alerts";
import { ScoreChart } from "./score-chart";

const card = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200";

/** /clients/{id}/care: the therapist's view: open alerts, scores over time, sending, their N. */
export function ClientCare({ clientId }: { clientId: string }) {
  const t = useTranslations("Care");
  const tc = useTranslations("Common");
  const query = useClientCare(clientId);
  const request = useRequestMeasure(clientId);
  const settings = useCareSettings(careKeys.client(clientId));
  const format = useLocalDateTime();
  const [every, setEvery] = useState<string>();

  if (query.isPending) return <Spinner label={t("loading")} />;
  if (query.isError)
    return (
      <LoadFailed message={t("failed")} retryLabel={t("retry")} onRetry={() => query.refetch()} />
    );
  const { measures, measureEvery } = query.data;
  const pending = measures.filter((m) => !m.answeredAt);
  const fail = (error: unknown) => toast.error(errorToMessage(error, tc("genericError")));

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{t("therapist.title")}</h1>
      <CareAlerts clientId={clientId} alerts={query.data.alerts} />
      <section aria-labelledby="care-scores" className={card}>
        <h2 id="care-scores" className="text-lg font-semibold">
          {t("chart.title")}
        </h2>
        <div className="mt-3">
          {measures.length === 0 ? (
            <p className="text-sm text-muted">{t("therapist.none")}</p>
          ) : (
            <ScoreChart measures={measures} />
          )}
        </div>
      </section>
      <section aria-labelledby="care-send" className={card}>
        <h2 id="care-send" className="text-lg font-semibold">
          {t("therapist.send")}
        </h2>
        {pending.length > 0 && (
          <h3 className="mt-2 text-sm font-medium">{t("therapist.pending")}</h3>
        )}
        <ul className="mt-1 space-y-1 text-sm">
          {pending.map((m) => (
            <li key={m.identifier}>
              {t(`instruments.${m.instrument}`)}:{" "}
              {t("sentOn", { at: format(m.sentAt, "recordDay") })}
            </li>
          ))}
        </ul>
        <div className="mt-4 flex flex-wrap gap-3">
          {INSTRUMENTS.map((instrument) => (
            <Button
              key={instrument}
              variant="secondary"
              disabled={request.isPending}
              onClick={() =>
                request.mutate(instrument, {
                  onSuccess: () => toast.success(t("therapist.requested")),
                  onError: fail,
                })
              }
            >
              {t("therapist.request", { title: t(`instruments.${instrument}`) })}
            </Button>
          ))}
        </div>
        <form
          method="post"
          className="mt-5 flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            settings.mutate({ measureEvery: Number(every ?? measureEvery) }, { onError: fail });
          }}
        >
          <label className="text-sm">
            <span className="block font-medium">{t("therapist.everyLabel")}</span>
            <input
              type="number"
              min={MEASURE_EVERY_MIN}
              max={MEASURE_EVERY_MAX}
              value={every ?? String(measureEvery)}
              onChange={(e) => setEvery(e.target.value)}
              className="mt-1 w-24 rounded-xl border border-stone-300 px-3 py-2"
            />
          </label>
          <Button type="submit" variant="secondary" disabled={settings.isPending}>
            {t("therapist.saveEvery")}
          </Button>
          <p className="w-full text-sm text-muted">
            {t("therapist.every", { count: measureEvery })}
          </p>
        </form>
      </section>
    </div>
  );
}
