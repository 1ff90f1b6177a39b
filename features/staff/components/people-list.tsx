"use client";

import { useTranslations } from "next-intl";
import { LocalTime } from "@/components/ui/local-time";
import { PagedList } from "@/components/ui/query-state";
import { Link } from "@/lib/i18n/navigation";
import { usePeople } from "../api";
import { SearchForm } from "./search-form";
import { useUrlFilters } from "./use-url-filters";

/** Support finds a person by name or email (issue 68). */
export function PeopleList() {
  const t = useTranslations("Staff");
  const { values, page, set } = useUrlFilters(["q"] as const);
  const list = usePeople({ page, q: values.q || undefined });
  return (
    <section className="space-y-4">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">{t("people.title")}</h1>
        <p className="text-muted">{t("people.intro")}</p>
      </div>
      <SearchForm value={values.q} onSearch={(q) => set({ q })} />
      <PagedList
        query={list}
        onPage={(p) => set({ page: p })}
        keyOf={(row) => row.identifier}
        labels={{
          loading: t("people.title"),
          failed: t("loadFailed"),
          retry: t("retry"),
          empty: t("empty"),
        }}
      >
        {(row) => (
          <>
            <div className="min-w-0">
              <Link href={`/staff/people/${row.identifier}/`} className="font-medium underline">
                {row.firstName} {row.lastName}
              </Link>
              <p className="truncate text-sm text-muted">{row.email}</p>
            </div>
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="text-muted">
                {t(`people.types.${row.userType}`)} · {t("people.joined")}{" "}
                <LocalTime iso={row.createdAt} format="recordDay" />
              </span>
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ${
                  row.isActive
                    ? "bg-green-50 text-green-800 ring-green-200"
                    : "bg-red-50 text-red-800 ring-red-200"
                }`}
              >
                {row.isActive ? t("people.active") : t("people.locked")}
              </span>
            </div>
          </>
        )}
      </PagedList>
    </section>
  );
}
