"use client";

import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { LocalTime } from "@/components/ui/local-time";
import { PagedList } from "@/components/ui/query-state";
import { Link, usePathname, useRouter } from "@/lib/i18n/navigation";
import { useSupportInbox } from "../chat-api";
import { LiveMark, useInboxPresence } from "./use-inbox-presence";

const STATUSES = ["open", "resolved", "all"] as const;
type Status = (typeof STATUSES)[number];

/** /staff/support/: the support inbox, searched by person, filtered by status (in the URL). */
export function SupportInbox() {
  const t = useTranslations("SupportInbox");
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const live = useInboxPresence();
  const person = params.get("person") ?? "";
  const status = (STATUSES as readonly string[]).includes(params.get("status") ?? "")
    ? (params.get("status") as Status)
    : "open";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [typed, setTyped] = useState(person);
  const list = useSupportInbox({ page, status, person: person || undefined });

  const go = (next: { person?: string; status?: Status; page?: number }) => {
    const query = new URLSearchParams();
    const merged = { person, status, page: 1, ...next };
    if (merged.person) query.set("person", merged.person);
    if (merged.status !== "open") query.set("status", merged.status);
    if (merged.page > 1) query.set("page", String(merged.page));
    const search = query.toString();
    router.replace(search ? `${pathname}?${search}` : pathname);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    go({ person: typed.trim() });
  };

  return (
    <section className="space-y-4">
      <div className="space-y-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-bold">{t("title")}</h1>
          <LiveMark status={live} labels={{ live: t("live"), reconnecting: t("reconnecting") }} />
        </div>
        <p className="text-muted">{t("intro")}</p>
      </div>
      <form method="get" onSubmit={search} className="flex flex-wrap items-end gap-3">
        <label className="flex min-w-0 basis-full flex-col gap-1 text-sm font-medium sm:basis-auto sm:flex-1">
          {t("searchLabel")}
          <input
            type="search"
            name="person"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={t("searchPlaceholder")}
            className="rounded-xl border border-stone-300 px-3 py-2 font-normal"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t("statusLabel")}
          <select
            name="status"
            value={status}
            onChange={(e) => go({ status: e.target.value as Status })}
            className="rounded-xl border border-stone-300 px-3 py-2 font-normal"
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit">{t("search")}</Button>
      </form>
      <PagedList
        query={list}
        onPage={(p) => go({ page: p })}
        keyOf={(row) => row.identifier}
        labels={{
          loading: t("title"),
          failed: t("loadFailed"),
          retry: t("retry"),
          empty: t("empty"),
        }}
      >
        {(row) => (
          <>
            <div className="min-w-0 flex-1">
              <Link href={`/staff/support/${row.identifier}/`} className="font-medium underline">
                {row.personName}
              </Link>
              <span className="ml-2 text-sm text-muted">{row.personEmail}</span>
              <p className="truncate text-sm text-muted">{row.lastMessage}</p>
            </div>
            <div className="flex flex-wrap items-center gap-2 text-sm">
              {row.waiting && row.status === "open" && (
                <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200">
                  {t("waiting")}
                </span>
              )}
              {row.byEmail && (
                <span className="rounded-full bg-stone-50 px-2.5 py-0.5 text-xs font-medium ring-1 ring-stone-200">
                  {t("byEmail")}
                </span>
              )}
              <span className="text-muted">
                {row.assigneeName ? t("assignedTo", { name: row.assigneeName }) : t("unassigned")} ·{" "}
                <LocalTime iso={row.lastMessageAt} />
              </span>
            </div>
          </>
        )}
      </PagedList>
    </section>
  );
}
