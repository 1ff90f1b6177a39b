"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useLocalDateTime } from "@/components/ui/local-time";
import { PagedList } from "@/components/ui/query-state";
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from "@/features/wallet";
import { useStaffWithdrawals, type StaffWithdrawalRow } from "../money-api";
import { useMoney } from "./money-format";
import { MoneyTabs } from "./money-tabs";
import { SettleWithdrawalDialog } from "./settle-withdrawal-dialog";
import { useUrlFilters } from "./use-url-filters";

function WithdrawalRow({ row }: { row: StaffWithdrawalRow }) {
  const t = useTranslations("Staff.money.withdrawals");
  const money = useMoney();
  const time = useLocalDateTime();
  const when = (iso: string) => time(iso, "record");
  const [settling, setSettling] = useState<"paid" | "failed">();
  const name = `${row.person.firstName} ${row.person.lastName}`;
  return (
    <>
      <div className="min-w-0 flex-1 basis-72 space-y-1">
        <p className="font-medium">
          {name} <span className="font-normal text-muted">{row.person.email}</span>
        </p>
        <p className="text-lg font-bold tabular-nums">{money(row.amount, row.currency)}</p>
        <p className="break-words text-sm">
          {t("account", {
            name: row.accountName,
            bank: row.bankName,
            code: row.bankCode,
            number: row.accountNumber,
          })}
        </p>
        <p className="text-sm text-muted">{t("requestedAt", { time: when(row.createdAt) })}</p>
        {row.settledAt && row.status === "paid" && (
          <p className="text-sm text-muted">
            {t("paidLine", { time: when(row.settledAt), reference: row.transferReference ?? "" })}
          </p>
        )}
        {row.settledAt && row.status === "failed" && (
          <p className="text-sm text-muted">
            {t("failedLine", { time: when(row.settledAt), reason: row.failureReason ?? "" })}
          </p>
        )}
      </div>
      {row.status === "requested" && (
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <Button onClick={() => setSettling("paid")} aria-label={`${t("markPaid")}: ${name}`}>
            {t("markPaid")}
          </Button>
          <Button
            variant="secondary"
            onClick={() => setSettling("failed")}
            aria-label={`${t("markFailed")}: ${name}`}
          >
            {t("markFailed")}
          </Button>
        </div>
      )}
      {settling && (
        <SettleWithdrawalDialog
          row={row}
          outcome={settling}
          onClose={() => setSettling(undefined)}
        />
      )}
    </>
  );
}

/**
 * /staff/withdrawals/ (finance): clients' withdrawals waiting to be paid, and those paid or
 * failed (decision 0114). The list's state and page are in the URL.
 */
export function ClientWithdrawals() {
  const t = useTranslations("Staff");
  const { values, page, set } = useUrlFilters(["status"] as const);
  const status: WithdrawalStatus = (WITHDRAWAL_STATUSES as readonly string[]).includes(
    values.status,
  )
    ? (values.status as WithdrawalStatus)
    : "requested";
  const list = useStaffWithdrawals({ status, page });
  return (
    <section className="space-y-6">
      <MoneyTabs />
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">{t("money.withdrawals.title")}</h1>
        <p className="max-w-3xl text-muted">{t("money.withdrawals.intro")}</p>
      </div>
      <div role="group" aria-label={t("money.withdrawals.title")} className="flex flex-wrap gap-2">
        {WITHDRAWAL_STATUSES.map((s) => (
          <Button
            key={s}
            variant={s === status ? "primary" : "secondary"}
            aria-pressed={s === status}
            onClick={() => set({ status: s === "requested" ? "" : s })}
          >
            {t(`money.withdrawals.statuses.${s}`)}
          </Button>
        ))}
      </div>
      <PagedList
        query={list}
        onPage={(p) => set({ page: p })}
        keyOf={(row) => row.identifier}
        labels={{
          loading: t("money.withdrawals.title"),
          failed: t("loadFailed"),
          retry: t("retry"),
          empty: t(`money.withdrawals.empty.${status}`),
        }}
      >
        {(row) => <WithdrawalRow row={row} />}
      </PagedList>
    </section>
  );
}
