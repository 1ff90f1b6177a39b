"use client";

import { useTranslations } from "next-intl";
import { LoadFailed } from "@/components/ui/load-failed";
import { Spinner } from "@/components/ui/spinner";
import { Link } from "@/lib/i18n/navigation";
import { useCrisisHelp } from "../api";
import { telHref } from "../crisis-lines";

const callClass =
  "inline-flex items-center justify-center rounded-full bg-red-700 px-5 py-3 text-base font-semibold text-white shadow-sm hover:bg-red-800";

/**
 * /care/help: help for the client's country, first, after an answer above 0 on PHQ-9 item 9, and
 * reachable at any time from their questionnaires. Numbers come from crisis-lines.ts only.
 */
export function CrisisHelp({ afterAnswer }: { afterAnswer: boolean }) {
  const t = useTranslations("Care.crisis");
  const query = useCrisisHelp();
  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-lg">{t("lead")}</p>
      <p
        role="note"
        className="rounded-2xl bg-red-50 p-4 font-semibold text-red-900 ring-1 ring-red-200"
      >
        {t("notEmergency")}
      </p>
      {query.isPending ? (
        <Spinner label="" />
      ) : query.isError ? (
        <LoadFailed message={t("noCountry")} retryLabel="↻" onRetry={() => query.refetch()} />
      ) : (
        <>
          <section
            aria-labelledby="crisis-emergency"
            className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
          >
            <h2 id="crisis-emergency" className="text-lg font-semibold">
              {t("emergency")}
            </h2>
            {query.data.emergency ? (
              <a href={telHref(query.data.emergency.number)} className={`mt-3 ${callClass}`}>
                {t("call", { number: query.data.emergency.number })}
              </a>
            ) : (
              <p className="mt-2">{t("noCountry")}</p>
            )}
          </section>
          {query.data.lines.length > 0 && (
            <section
              aria-labelledby="crisis-lines"
              className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
            >
              <h2 id="crisis-lines" className="text-lg font-semibold">
                {t("lines")}
              </h2>
              <ul className="mt-3 space-y-4">
                {query.data.lines.map((line) => (
                  <li key={line.number}>
                    <p className="font-semibold">{line.name}</p>
                    <p className="text-sm text-muted">{t(`kinds.${line.kind}`)}</p>
                    <a href={telHref(line.number)} className={`mt-2 ${callClass}`}>
                      {t("call", { number: line.number })}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
      {afterAnswer && <p>{t("therapistTold")}</p>}
      <Link
        href="/care/safety-plan"
        className="block text-base font-semibold text-brand-800 underline underline-offset-4"
      >
        {t("safetyPlan")}
      </Link>
      <Link href="/care" className="inline-block text-sm font-semibold text-brand-800 underline">
        {t("continue")}
      </Link>
    </div>
  );
}
