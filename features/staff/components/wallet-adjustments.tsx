"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useLocalDateTime } from "@/components/ui/local-time";
import { PagedList, QueryState } from "@/components/ui/query-state";
import { useStaffMe } from "../api";
import { useAdjustments, useWalletSearch, type WalletAdjustmentRow } from "../money-api";
import { ADJUSTMENT_STATUSES } from "../money-schemas";
import { AdjustWalletDialog } from "./adjust-wallet-dialog";
import { DecideAdjustment } from "./decide-adjustment";
import { useMoney } from "./money-format";
import { MoneyTabs } from "./money-tabs";
import { SearchForm } from "./search-form";
import { useUrlFilters } from "./use-url-filters";

type Status = (typeof ADJUSTMENT_STATUSES)[number];
type Person = { identifier: string; name: string };

/** "Adjust wallet" for one person: the button and, once pressed, its dialog. */
export function AdjustWalletButton({ person, wide }: { person: Person; wide?: boolean }) {
  const t = useTranslations("Staff.money.adjustments");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        className={wide ? "w-full" : ""}
        aria-label={`${t("adjust")}: ${person.name}`}
      >
        {t("adjust")}
      </Button>
      {open && <AdjustWalletDialog person={person} onClose={() => setOpen(false)} />}
    </>
  );
}

/** Finding the person whose wallet to adjust; the search is in the URL (`q`). */
function FindPerson({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const t = useTranslations("Staff");
  const found = useWalletSearch(q);
  return (
    <section aria-labelledby="adjust-find" className="space-y-3">
      <div>
        <h2 id="adjust-find" className="text-lg font-semibold">
          {t("money.adjustments.find")}
        </h2>
        <p className="text-sm text-muted">{t("money.adjustments.findIntro")}</p>
      </div>
      <SearchForm value={q} onSearch={onSearch} />
      {q && (
        <QueryState
          query={found}
          isEmpty={(answer) => answer.data.length === 0}
          labels={{
            loading: t("search"),
            failed: t("loadFailed"),
            retry: t("retry"),
            empty: t("money.adjustments.noMatches"),
          }}
        >
          {(answer) => (
            <>
              <ul className="divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200">
                {answer.data.map((p) => {
                  const name = `${p.firstName} ${p.lastName}`;
                  return (
                    <li
                      key={p.identifier}
                      className="flex flex-wrap items-center justify-between gap-3 p-4"
                    >
                      <div className="min-w-0">
                        <p className="font-medium">{name}</p>
                        <p className="truncate text-sm text-muted">
                          {p.email} · {t(`people.types.${p.userType}`)}
                        </p>
                      </div>
                      <AdjustWalletButton person={{ identifier: p.identifier, name }} />
                    </li>
                  );
                })}
              </ul>
              {answer.meta.total > answer.data.length && (
                <p className="text-sm text-muted">
                  {t("money.adjustments.moreMatches", {
                    shown: answer.data.length,
                    total: answer.meta.total,
                  })}
                </p>
              )}
            </>
          )}
        </QueryState>
      )}
    </section>
  );
}

function AdjustmentRow({ row, me }: { row: WalletAdjustmentRow; me: string | undefined }) {
  const t = useTranslations("Staff.money.adjustments");
  const money = useMoney();
  const time = useLocalDateTime();
  const when = (iso: string) => time(iso, "record");
  const atOnce = !row.needsApproval && row.status === "applied";
  return (
    <>
      {/* A phone puts the buttons under the text, not beside it. */}
      <div className="min-w-0 flex-1 basis-72 space-y-1">
        <p className="font-medium">
          {row.person.name} <span className="font-normal text-muted">{row.person.email}</span>
        </p>
        <p
          className={`text-lg font-bold tabular-nums ${row.direction === "credit" ? "text-green-800" : ""}`}
        >
          {t("signed", { direction: t(row.direction), amount: money(row.amount, row.currency) })}
        </p>
        <p className="break-words text-sm">{t("quoted", { text: row.reason })}</p>
        <p className="text-sm text-muted">
          {t("requested", { name: row.requestedBy.name, time: when(row.requestedAt) })}
        </p>
        {atOnce ? (
          <p className="text-sm text-muted">{t("approvedAtOnce")}</p>
        ) : (
          row.decidedBy &&
          row.decidedAt && (
            <p className="text-sm text-muted">
              {t("decided", {
                status: t(`statuses.${row.status}`),
                name: row.decidedBy.name,
                time: when(row.decidedAt),
              })}
              {row.decisionReason && <>: {t("quoted", { text: row.decisionReason })}</>}
            </p>
          )
        )}
      </div>
      {row.status === "pending" && (
        <DecideAdjustment row={row} mine={row.requestedBy.identifier === me} />
      )}
    </>
  );
}

/**
 * /staff/adjustments/ (finance): find a person and adjust their wallet; the adjustments waiting
 * for a second finance person, and those applied or rejected (decision 0810). The list's status
 * and page, and the search, are in the URL.
 */
export function WalletAdjustments() {
  const t = useTranslations("Staff");
  const me = useStaffMe().data?.userId;
  const { values, page, set } = useUrlFilters(["q", "status"] as const);
  const status: Status = (ADJUSTMENT_STATUSES as readonly string[]).includes(values.status)
    ? (values.status as Status)
    : "pending";
  const list = useAdjustments({ status, page });
  return (
    <section className="space-y-6">
      <MoneyTabs />
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">{t("money.adjustments.title")}</h1>
        <p className="max-w-3xl text-muted">{t("money.adjustments.intro")}</p>
      </div>
      <FindPerson q={values.q} onSearch={(q) => set({ q, page })} />
      <section aria-labelledby="adjust-lists" className="space-y-3">
        <h2 id="adjust-lists" className="text-lg font-semibold">
          {t("money.adjustments.lists")}
        </h2>
        <div
          role="group"
          aria-label={t("money.adjustments.lists")}
          className="flex flex-wrap gap-2"
        >
          {ADJUSTMENT_STATUSES.map((s) => (
            <Button
              key={s}
              variant={s === status ? "primary" : "secondary"}
              aria-pressed={s === status}
              onClick={() => set({ status: s === "pending" ? "" : s })}
            >
              {t(`money.adjustments.statuses.${s}`)}
            </Button>
          ))}
        </div>
        <PagedList
          query={list}
          onPage={(p) => set({ page: p })}
          keyOf={(row) => row.identifier}
          labels={{
            loading: t("money.adjustments.lists"),
            failed: t("loadFailed"),
            retry: t("retry"),
            empty: t(`money.adjustments.empty.${status}`),
          }}
        >
          {(row) => <AdjustmentRow row={row} me={me} />}
        </PagedList>
      </section>
    </section>
  );
}
