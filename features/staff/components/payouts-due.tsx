"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Pager } from "@/components/ui/pager";
import { QueryState } from "@/components/ui/query-state";
import { usePayouts, type PayoutRow } from "../money-api";
import { previousMonth } from "../money-schemas";
import { MoneyTabs } from "./money-tabs";
import { useDayName, useMoney, useMonthName } from "./money-format";
import { RecordPayoutDialog } from "./record-payout-dialog";
import { useUrlFilters } from "./use-url-filters";

/** The months to choose from: this one (still running) and the two years before it. */
function monthsUpTo(now: Date): string[] {
  return Array.from({ length: 25 }, (_, back) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 15))
      .toISOString()
      .slice(0, 7),
  );
}

function Row({ row, onRecord }: { row: PayoutRow; onRecord: () => void }) {
  const t = useTranslations("Staff.money.payouts");
  const money = useMoney();
  const dayName = useDayName();
  return (
    <li className="grid gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_17rem] sm:items-center">
      <div className="min-w-0">
        <p className="font-medium">{row.name}</p>
        <p className="truncate text-sm text-muted">{row.email}</p>
        <p className="text-sm text-muted">{t("sessions", { count: row.sessions })}</p>
      </div>
      <div className="min-w-0 text-sm">
        {row.account ? (
          <>
            <p className="font-medium">{row.account.accountName}</p>
            <p className="text-muted">
              {t("accountLine", { bank: row.account.bankName, code: row.account.bankCode })}
            </p>
            <p className="font-mono tracking-wide">{row.account.accountNumber}</p>
          </>
        ) : (
          <p className="rounded-lg bg-amber-50 p-2 text-amber-900">{t("noAccount")}</p>
        )}
      </div>
      <div className="space-y-2 sm:text-right">
        <p className="text-lg font-bold tabular-nums">{money(row.amount, row.currency)}</p>
        {row.payout ? (
          <p className="text-sm font-medium text-green-800">
            {t("recorded", { date: dayName(row.payout.paidOn), reference: row.payout.reference })}
          </p>
        ) : (
          <>
            <p className="text-sm text-muted sm:hidden">{t("owed")}</p>
            <Button
              variant="secondary"
              onClick={onRecord}
              disabled={!row.account}
              className="w-full sm:w-auto"
              aria-label={`${t("record")}: ${row.name}, ${row.currency}`}
            >
              {t("record")}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

/**
 * /staff/payouts/ (finance): what each therapist earned in the month in the URL, the account to pay
 * it into, and whether it is recorded; "Record as paid" for the rest (decision 0810).
 */
export function PayoutsDue() {
  const t = useTranslations("Staff");
  const monthName = useMonthName();
  const { values, page, set } = useUrlFilters(["month"] as const);
  const now = new Date();
  const months = monthsUpTo(now);
  const month = months.includes(values.month) ? values.month : previousMonth(now);
  const list = usePayouts({ month, page });
  const [recording, setRecording] = useState<PayoutRow>();
  return (
    <section className="space-y-4">
      <MoneyTabs />
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">{t("money.payouts.title")}</h1>
        <p className="max-w-3xl text-muted">{t("money.payouts.intro")}</p>
      </div>
      <label className="block max-w-xs text-sm font-medium">
        {t("money.payouts.month")}
        <select
          value={month}
          onChange={(e) => set({ month: e.target.value })}
          className="mt-1 block w-full rounded-xl border border-stone-300 bg-white px-3 py-2.5"
        >
          {months.map((m) => (
            <option key={m} value={m}>
              {monthName(m)}
            </option>
          ))}
        </select>
      </label>
      <QueryState
        query={list}
        isEmpty={(answer) => answer.data.length === 0}
        labels={{
          loading: t("money.payouts.title"),
          failed: t("loadFailed"),
          retry: t("retry"),
          empty: t("money.payouts.empty"),
        }}
      >
        {(answer) => (
          <>
            <ul className="divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200">
              {answer.data.map((row) => (
                <Row
                  key={`${row.providerId}-${row.currency}`}
                  row={row}
                  onRecord={() => setRecording(row)}
                />
              ))}
            </ul>
            <Pager meta={answer.meta} onPage={(p) => set({ page: p })} />
          </>
        )}
      </QueryState>
      {recording && (
        <RecordPayoutDialog
          key={`${recording.providerId}-${recording.currency}`}
          row={recording}
          month={month}
          onClose={() => setRecording(undefined)}
        />
      )}
    </section>
  );
}
