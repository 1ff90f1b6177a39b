"use client";

import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { BackLink } from "@/components/ui/back-link";
import { useLocalDateTime } from "@/components/ui/local-time";
import { Spinner } from "@/components/ui/spinner";
import { errorToMessage } from "@/lib/api/error-message";
import { Link } from "@/lib/i18n/navigation";
import { formatMoney } from "@/lib/money/currency";
import { useTransaction } from "../api";
import type { WalletTransactionDetail } from "../schemas";
import { useTransactionLabel } from "./transaction-labels";

/** The transaction page (route parameter id). */
export function TransactionDetail({
  id,
  initial,
}: {
  id: string;
  initial?: WalletTransactionDetail;
}) {
  const t = useTranslations("Wallet");
  const tc = useTranslations("Common");
  const locale = useLocale();
  const localTime = useLocalDateTime();
  const label = useTransactionLabel();
  const transaction = useTransaction(id, initial);

  const back = (
    <BackLink href="/wallet" className="text-sm font-medium text-brand-800 hover:underline">
      ← {t("backToWallet")}
    </BackLink>
  );
  if (transaction.isPending) return <Spinner label={tc("loading")} />;
  if (transaction.isError) {
    return (
      <div className="space-y-4">
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
          {errorToMessage(transaction.error, t("failedToLoad"))}
        </p>
        {back}
      </div>
    );
  }
  const tx = transaction.data;
  const credit = tx.direction === "credit";
  const rows: [string, ReactNode][] = [
    [t("type"), label(tx)],
    [t("date"), localTime(tx.createdAt, "record")],
    [t("status"), t("completed")],
    [t("balanceAfter"), formatMoney(tx.balanceAfter, tx.currency, locale)],
    [t("reference"), tx.reference],
  ];
  if (tx.sessions.length > 0) {
    rows.splice(1, 0, [
      t("forSessions", { count: tx.sessions.length }),
      <ul key="sessions" className="space-y-1">
        {tx.sessions.map((s) => (
          <li key={s.bookingIdentifier}>
            <Link
              href={`/appointments/${s.bookingIdentifier}`}
              className="text-brand-800 underline hover:no-underline"
            >
              {t("sessionWith", {
                therapist: s.providerName,
                time: s.startTime ? localTime(s.startTime, "session") : t("notScheduled"),
              })}
            </Link>
          </li>
        ))}
      </ul>,
    ]);
  }
  // The ledger's own notes are English; only an adjustment's, written by support, says more.
  if (tx.transactionType === "adjustment" && tx.description) {
    rows.push([t("description"), tx.description]);
  }

  return (
    <div className="space-y-6">
      {back}
      <article className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
        <p className="text-sm text-muted">{label(tx)}</p>
        <p
          className={`mt-1 break-words text-3xl font-bold tabular-nums sm:text-4xl ${credit ? "text-green-700" : "text-ink"}`}
        >
          {credit ? "+" : "−"}
          {formatMoney(tx.amount, tx.currency, locale)}
        </p>
        <dl className="mt-6 divide-y divide-stone-200 border-t border-stone-200">
          {rows.map(([label, value]) => (
            <div key={label} className="grid gap-1 py-3 sm:grid-cols-3">
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="break-all text-sm font-medium sm:col-span-2">{value}</dd>
            </div>
          ))}
        </dl>
      </article>
    </div>
  );
}
