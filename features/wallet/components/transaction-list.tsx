"use client";

import { useLocale, useTranslations } from "next-intl";
import { useLocalDateTime } from "@/components/ui/local-time";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { Spinner } from "@/components/ui/spinner";
import { isIsoDate } from "@/lib/i18n/local-date";
import { Link } from "@/lib/i18n/navigation";
import { formatMoney } from "@/lib/money/currency";
import { useTransactions } from "../api";
import {
  TRANSACTION_TYPES,
  type TransactionType,
  type WalletTransactionListItem,
} from "../schemas";
import { useTransactionLabel, useTransactionTypeLabel } from "./transaction-labels";

type Filters = { transactionType?: TransactionType; fromDate?: string; toDate?: string };

const inputClass =
  "mt-1 block w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-sm text-ink shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-200";

/** GET /wallet/transactions with its filters (type, from, to) and paging. */
export function TransactionList() {
  const t = useTranslations("Wallet");
  const tc = useTranslations("Common");
  const typeLabel = useTransactionTypeLabel();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const list = useTransactions({ ...filters, page });
  const filtered = Object.values(filters).some(Boolean);
  const pages = list.data
    ? Math.max(1, Math.ceil(list.data.meta.total / list.data.meta.pageSize))
    : 1;

  const change = (next: Filters) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };

  return (
    <section
      aria-labelledby="transactions-heading"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="transactions-heading" className="text-xl font-semibold">
          {t("transactions")}
        </h2>
        {list.isFetching && !list.isPending && <Spinner label={tc("loading")} />}
      </div>
      <div className="mt-4 grid gap-3 sm:grid-cols-4 sm:items-end">
        <label className="text-sm font-medium">
          {t("filterType")}
          <select
            className={inputClass}
            value={filters.transactionType ?? ""}
            onChange={(e) =>
              change({
                transactionType: (e.target.value || undefined) as TransactionType | undefined,
              })
            }
          >
            <option value="">{t("allTypes")}</option>
            {TRANSACTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {typeLabel(type)}
              </option>
            ))}
          </select>
        </label>
        <DateField
          compact
          label={t("fromDate")}
          value={filters.fromDate}
          max={filters.toDate}
          onChange={(v) => (v === "" || isIsoDate(v)) && change({ fromDate: v || undefined })}
        />
        <DateField
          compact
          label={t("toDate")}
          value={filters.toDate}
          min={filters.fromDate}
          onChange={(v) => (v === "" || isIsoDate(v)) && change({ toDate: v || undefined })}
        />
        <div>
          {filtered && (
            <Button
              variant="ghost"
              className="w-full sm:w-auto"
              onClick={() => (setFilters({}), setPage(1))}
            >
              {t("clearFilters")}
            </Button>
          )}
        </div>
      </div>

      <div className="mt-5">
        {list.isPending ? (
          <Spinner label={tc("loading")} />
        ) : list.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t("failedToLoad")}
          </p>
        ) : list.data.data.length === 0 ? (
          <p className="rounded-xl bg-stone-50 p-6 text-center text-sm text-muted">
            {filtered ? t("noMatches") : t("noTransactions")}
          </p>
        ) : (
          <ul className="divide-y divide-stone-200">
            {list.data.data.map((transaction) => (
              <TransactionRow key={transaction.identifier} transaction={transaction} />
            ))}
          </ul>
        )}
      </div>

      {list.data && list.data.meta.total > list.data.meta.pageSize && (
        <nav aria-label={t("pagination")} className="mt-4 flex items-center justify-between gap-2">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t("previous")}
          </Button>
          <span className="text-sm text-muted">{t("pageOf", { page, pages })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t("next")}
          </Button>
        </nav>
      )}
    </section>
  );
}

function TransactionRow({ transaction }: { transaction: WalletTransactionListItem }) {
  const locale = useLocale();
  const localTime = useLocalDateTime();
  const t = useTranslations("Wallet");
  const label = useTransactionLabel();
  const credit = transaction.direction === "credit";
  const amount = formatMoney(transaction.amount, transaction.currency, locale);
  return (
    <li>
      <Link
        href={`/transactions/${transaction.identifier}`}
        className="-mx-2 flex items-center gap-3 rounded-xl px-2 py-3 transition hover:bg-brand-50"
      >
        <span
          aria-hidden
          className={`grid size-10 shrink-0 place-items-center rounded-full ${credit ? "bg-green-100 text-green-700" : "bg-stone-100 text-stone-700"}`}
        >
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            {credit ? <path d="M12 5v14M5 12l7 7 7-7" /> : <path d="M12 19V5M5 12l7-7 7 7" />}
          </svg>
        </span>
        {/* The amount shares the first line with the label where both fit, else it takes its own
            line (a German label and a naira amount on a phone), never breaking a word; the date and
            the therapist's name below get the row's whole width. */}
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-baseline gap-x-3">
            <span className="break-words font-medium">{label(transaction)}</span>
            <span
              className={`ml-auto shrink-0 font-semibold tabular-nums ${credit ? "text-green-700" : "text-ink"}`}
            >
              {credit ? "+" : "−"}
              {amount}
            </span>
          </span>
          <span className="block text-sm text-muted">
            {localTime(transaction.createdAt, "record")}
            {transaction.providerName && (
              <> · {t("withTherapist", { name: transaction.providerName })}</>
            )}
            {/* A correction says why: the note finance wrote for the person (decision 0810). */}
            {transaction.transactionType === "adjustment" && transaction.description && (
              <span className="break-words"> · {transaction.description}</span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
