"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { LocalTime } from "@/components/ui/local-time";
import { PagedList } from "@/components/ui/query-state";
import { useAuditLog, useExportAudit } from "../api";
import { useUrlFilters } from "./use-url-filters";

const FILTERS = ["target", "action", "from", "to"] as const;
type Filter = (typeof FILTERS)[number];

/** The audit log (issue 68): filterable, every filter in the URL, exportable as CSV. */
export function AuditLog() {
  const t = useTranslations("Staff");
  const { values, page, set } = useUrlFilters(FILTERS);
  const [draft, setDraft] = useState(values);
  const query = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== "")) as Partial<
    Record<Filter, string>
  >;
  const list = useAuditLog({ page, ...query });
  const download = useExportAudit();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set(draft);
  };
  const field = (name: Filter, label: string, type = "text") => (
    <label className="text-sm font-medium">
      {label}
      <input
        type={type}
        name={name}
        value={draft[name]}
        onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
        className="mt-1 block w-full rounded-xl border border-stone-300 bg-white px-3 py-2"
      />
    </label>
  );
  return (
    <section className="space-y-4">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">{t("audit.title")}</h1>
        <p className="text-muted">{t("audit.intro")}</p>
      </div>
      <form
        method="get"
        onSubmit={submit}
        className="grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:grid-cols-2 lg:grid-cols-4"
      >
        {field("target", t("audit.targetFilter"))}
        {field("action", t("audit.actionFilter"))}
        {field("from", t("audit.from"), "date")}
        {field("to", t("audit.to"), "date")}
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
          <Button type="submit">{t("apply")}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              const empty = { target: "", action: "", from: "", to: "" };
              setDraft(empty);
              set(empty);
            }}
          >
            {t("clear")}
          </Button>
          <Button
            variant="ghost"
            disabled={download.isPending}
            onClick={() =>
              download.mutate(
                { page: 1, ...query },
                { onError: () => toast.error(t("actionFailed")) },
              )
            }
          >
            {t("audit.export")}
          </Button>
        </div>
      </form>
      <PagedList
        query={list}
        onPage={(p) => set({ page: p })}
        keyOf={(row) => row.identifier}
        labels={{
          loading: t("audit.title"),
          failed: t("loadFailed"),
          retry: t("retry"),
          empty: t("empty"),
        }}
      >
        {(row) => (
          <>
            <div className="min-w-0 space-y-0.5">
              <p className="font-mono text-sm font-semibold">{row.action}</p>
              <p className="text-sm">
                {row.actorName} · {t(`roles.${row.role}`)}
              </p>
              {row.reason && <p className="text-sm text-muted">“{row.reason}”</p>}
            </div>
            <div className="min-w-0 text-right text-xs text-muted">
              <p>
                <LocalTime iso={row.at} />
              </p>
              {row.targetId && (
                <p className="truncate">
                  {t("audit.target")}: <span className="font-mono">{row.targetId}</span>
                </p>
              )}
              <p className="truncate">
                {t("audit.requestId")}: <span className="font-mono">{row.requestId}</span>
              </p>
            </div>
          </>
        )}
      </PagedList>
    </section>
  );
}
