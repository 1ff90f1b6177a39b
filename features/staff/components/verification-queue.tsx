"use client";

import { useTranslations } from "next-intl";
import { LocalTime } from "@/components/ui/local-time";
import { PagedList } from "@/components/ui/query-state";
import { Link } from "@/lib/i18n/navigation";
import { useVerificationQueue } from "../api";
import { SearchForm, useWaitText } from "./search-form";
import { useUrlFilters } from "./use-url-filters";

/** Submitted therapists, oldest first, each with how long they have waited (issue 68). */
export function VerificationQueue() {
  const t = useTranslations("Staff");
  const { values, page, set } = useUrlFilters(["q"] as const);
  const list = useVerificationQueue({ page, q: values.q || undefined });
  const waited = useWaitText();
  return (
    <section className="space-y-4">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">{t("verification.title")}</h1>
        <p className="text-muted">{t("verification.intro")}</p>
      </div>
      <SearchForm value={values.q} onSearch={(q) => set({ q })} />
      <PagedList
        query={list}
        onPage={(p) => set({ page: p })}
        keyOf={(row) => row.identifier}
        labels={{
          loading: t("verification.title"),
          failed: t("loadFailed"),
          retry: t("retry"),
          empty: t("empty"),
        }}
      >
        {(row) => (
          <>
            <div className="min-w-0">
              <p className="font-medium">
                {row.firstName} {row.lastName}
              </p>
              <p className="truncate text-sm text-muted">{row.email}</p>
              <p className="text-sm text-muted">
                {t("verification.submitted")}: <LocalTime iso={row.submittedAt} />
              </p>
            </div>
            <div className="flex items-center gap-3">
              <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200">
                {t("verification.waiting")} {waited(row.waitingSeconds)}
              </span>
              <Link
                href={`/staff/verifications/${row.identifier}/`}
                className="text-sm font-semibold underline"
              >
                {t("verification.open")}
              </Link>
            </div>
          </>
        )}
      </PagedList>
    </section>
  );
}
