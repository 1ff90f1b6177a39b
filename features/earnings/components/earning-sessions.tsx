"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { LocalTime } from "@/components/ui/local-time";
import { PagedList } from "@/components/ui/query-state";
import { formatMoney } from "@/lib/money/currency";
import { useEarningSessions } from "../api";
import type { EarningKind } from "../schemas";

const KIND_STYLE: Record<EarningKind, string> = {
  held: "bg-green-50 text-green-800 ring-green-200",
  upcoming: "bg-sky-50 text-sky-800 ring-sky-200",
  lateCancellation: "bg-amber-50 text-amber-900 ring-amber-200",
  refunded: "bg-stone-100 text-stone-700 ring-stone-200",
};

/**
 * Every paid session, latest first: what the client paid and what the therapist earns of it, and
 * whether a session of the built-in room took place and for how long (decision 0319).
 */
export function EarningSessions() {
  const t = useTranslations("Earnings");
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const list = useEarningSessions(page);

  return (
    <section aria-labelledby="earning-sessions-title" className="space-y-3">
      <h2 id="earning-sessions-title" className="text-xl font-semibold">
        {t("sessionsTitle")}
      </h2>
      <PagedList
        query={list}
        onPage={setPage}
        keyOf={(session) => session.identifier}
        labels={{
          loading: t("loading"),
          failed: t("loadFailed"),
          retry: t("retry"),
          empty: t("none"),
        }}
      >
        {(session) => (
          <>
            <div className="min-w-0">
              <p className="font-medium">{session.clientName}</p>
              <p className="text-sm text-muted">
                {session.startTime ? (
                  <LocalTime iso={session.startTime} format="session" />
                ) : (
                  t("scheduleLater")
                )}
              </p>
              {session.attendance === "held" && (
                <p className="text-sm text-green-800">
                  {t("tookPlace", { minutes: session.heldMinutes })}
                </p>
              )}
              {session.attendance === "notHeld" && (
                <p className="text-sm font-medium text-amber-900">{t("notHeld")}</p>
              )}
            </div>
            <div className="flex items-center gap-3 text-right">
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ${KIND_STYLE[session.kind]}`}
              >
                {t(`kinds.${session.kind}`)}
              </span>
              <dl className="text-sm">
                <div className="flex justify-end gap-1.5">
                  <dt className="text-muted">{t("paid")}</dt>
                  <dd className="tabular-nums">
                    {formatMoney(session.amount, session.currency, locale)}
                  </dd>
                </div>
                <div className="flex justify-end gap-1.5 font-semibold">
                  <dt>{t("earnedColumn")}</dt>
                  <dd className="tabular-nums">
                    {formatMoney(session.earned, session.currency, locale)}
                  </dd>
                </div>
              </dl>
            </div>
          </>
        )}
      </PagedList>
    </section>
  );
}
