"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { LocalTime } from "@/components/ui/local-time";
import { PagedList } from "@/components/ui/query-state";
import { Link } from "@/lib/i18n/navigation";
import { useExpiringLicences } from "../api";

/** Approved therapists whose licence expiry (set at approval) is within 60 days, soonest first. */
export function ExpiringLicences() {
  const t = useTranslations("Staff");
  const [page, setPage] = useState(1);
  const list = useExpiringLicences(page);
  return (
    <section aria-labelledby="expiring" className="space-y-3">
      <div className="space-y-1">
        <h2 id="expiring" className="text-xl font-bold">
          {t("expiring.title")}
        </h2>
        <p className="text-muted">{t("expiring.intro")}</p>
      </div>
      <PagedList
        query={list}
        onPage={setPage}
        keyOf={(row) => row.identifier}
        labels={{
          loading: t("expiring.title"),
          failed: t("loadFailed"),
          retry: t("retry"),
          empty: t("expiring.empty"),
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
                {t("expiring.expires")}: <LocalTime iso={row.expiresAt} format="record" />
              </p>
            </div>
            <div className="flex items-center gap-3">
              <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200">
                {t("expiring.daysLeft", { count: row.daysLeft })}
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
