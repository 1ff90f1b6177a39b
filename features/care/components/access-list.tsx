"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useLocalDateTime } from "@/components/ui/local-time";
import { LoadFailed } from "@/components/ui/load-failed";
import { Spinner } from "@/components/ui/spinner";
import { useCareAccess } from "../api";
import type { CareAccess } from "../schemas";

/** The message of an entry, before "ByYou" when it was the client's own. */
function lineOf(e: CareAccess) {
  if (e.subject === "measure") return e.action === "answered" ? "answered" : "read";
  if (e.subject === "form") return e.action === "answered" ? "formAnswered" : "formRead";
  return e.action === "wrote" ? "planWrote" : "planRead";
}

/**
 * Who read the client's answers, forms and safety plans, and when; asked for only when opened
 * (issue 70).
 */
export function AccessList() {
  const t = useTranslations("Care.access");
  const [open, setOpen] = useState(false);
  const query = useCareAccess(open);
  const format = useLocalDateTime();
  return (
    <details
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
      onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}
    >
      <summary className="cursor-pointer font-semibold">{t("title")}</summary>
      <div className="mt-3 text-sm">
        {!open ? null : query.isPending ? (
          <Spinner label={t("loading")} />
        ) : query.isError ? (
          <LoadFailed
            message={t("failed")}
            retryLabel={t("retry")}
            onRetry={() => query.refetch()}
          />
        ) : query.data.length === 0 ? (
          <p className="text-muted">{t("empty")}</p>
        ) : (
          <ul className="space-y-1">
            {query.data.map((e, i) => (
              <li key={i}>
                {t(`${lineOf(e)}${e.byYou ? "ByYou" : ""}`, {
                  who: e.actorName ?? t("someone"),
                  what: e.title ?? (e.instrument === "phq9" ? "PHQ-9" : "GAD-7"),
                  at: format(e.at, "record"),
                })}
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}
