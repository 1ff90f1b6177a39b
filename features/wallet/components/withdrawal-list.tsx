"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useLocalDateTime } from "@/components/ui/local-time";
import { PagedList } from "@/components/ui/query-state";
import { formatMoney } from "@/lib/money/currency";
import { useWithdrawals } from "../api";

const STATUS_STYLE = {
  requested: "bg-amber-50 text-amber-900 ring-amber-200",
  paid: "bg-green-50 text-green-800 ring-green-200",
  failed: "bg-red-50 text-red-800 ring-red-200",
} as const;

/** The client's withdrawals to a bank account with their state (decision 0114). */
export function WithdrawalList() {
  const t = useTranslations("Wallet.withdraw");
  const tc = useTranslations("Common");
  const locale = useLocale();
  const localTime = useLocalDateTime();
  const [page, setPage] = useState(1);
  const list = useWithdrawals(page);
  const when = (iso: string) => localTime(iso, "record");

  return (
    <section aria-labelledby="withdrawals-heading" className="space-y-4">
      <h2 id="withdrawals-heading" className="text-xl font-semibold">
        {t("list")}
      </h2>
      <PagedList
        query={list}
        onPage={setPage}
        keyOf={(w) => w.identifier}
        labels={{
          loading: tc("loading"),
          failed: t("failedToLoad"),
          retry: t("retry"),
          empty: t("empty"),
        }}
      >
        {(w) => (
          <>
            <div className="min-w-0">
              <p className="font-semibold">
                {t("to", { bank: w.bankName, ending: w.accountNumberEnding })}
              </p>
              <p className="text-sm text-muted">
                {w.status === "paid" && w.settledAt
                  ? t("paidLine", { time: when(w.settledAt), reference: w.transferReference ?? "" })
                  : w.status === "failed" && w.settledAt
                    ? t("failedLine", { time: when(w.settledAt), reason: w.failureReason ?? "" })
                    : t("requestedLine", { time: when(w.createdAt) })}
              </p>
            </div>
            <div className="text-right">
              <p className="font-semibold tabular-nums">
                {formatMoney(w.amount, w.currency, locale)}
              </p>
              <p
                className={`mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${STATUS_STYLE[w.status]}`}
              >
                {t(`statuses.${w.status}`)}
              </p>
            </div>
          </>
        )}
      </PagedList>
    </section>
  );
}
