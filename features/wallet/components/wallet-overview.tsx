"use client";

import { useLocale, useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useRouter } from "@/lib/i18n/navigation";
import { formatMoney } from "@/lib/money/currency";
import { useWalletBalance, useWalletStats } from "../api";
import { TopUpModal } from "./top-up-modal";
import { TransactionList } from "./transaction-list";
import { WithdrawDialog } from "./withdraw-dialog";
import { WithdrawalList } from "./withdrawal-list";

/** The wallet page: balance with the top-up and withdrawal, stats, withdrawals, transactions. */
export function WalletOverview() {
  const t = useTranslations("Wallet");
  const locale = useLocale();
  const router = useRouter();
  const balance = useWalletBalance();
  // Gateways send the browser back with ?reference=... (Paystack also adds trxref).
  const returned = useSearchParams().get("reference") ?? undefined;

  return (
    <div className="space-y-8">
      <div className="space-y-4">
        <section
          aria-labelledby="balance-heading"
          className="flex flex-col gap-6 rounded-3xl bg-brand-400 p-6 text-ink shadow-sm sm:flex-row sm:items-end sm:justify-between sm:p-8"
        >
          <div>
            <h2
              id="balance-heading"
              className="text-sm font-medium uppercase tracking-wide text-ink/80"
            >
              {t("balance")}
            </h2>
            {balance.isPending ? (
              <div className="mt-3 h-10 w-40 animate-pulse rounded-lg bg-brand-300" aria-hidden />
            ) : balance.data ? (
              <p
                className="mt-2 break-words text-4xl font-bold tabular-nums sm:text-5xl"
                data-testid="wallet-balance"
              >
                {formatMoney(balance.data.balance, balance.data.currency, locale)}
              </p>
            ) : (
              <p role="alert" className="mt-2 text-lg font-semibold">
                {t("failedToLoad")}
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <TopUpModal
              currency={balance.data?.currency}
              returnedReference={returned}
              onClosed={() => returned && router.replace("/wallet")}
            />
            {balance.data && (
              <WithdrawDialog balance={balance.data.balance} currency={balance.data.currency} />
            )}
          </div>
        </section>
        <WalletStatsCards />
      </div>
      <WithdrawalList />
      <TransactionList />
    </div>
  );
}

function WalletStatsCards() {
  const t = useTranslations("Wallet");
  const locale = useLocale();
  const stats = useWalletStats();
  const cards = [
    ["totalTopUps", stats.data?.totalTopUps],
    ["totalSpent", stats.data?.totalSpent],
    ["totalRefunds", stats.data?.totalRefunds],
  ] as const;
  return (
    <section aria-label={t("stats")} className="grid gap-3 sm:grid-cols-3 sm:gap-4">
      {cards.map(([key, value]) => (
        <div
          key={key}
          className="rounded-2xl bg-white px-5 py-4 shadow-sm ring-1 ring-stone-200 sm:py-5"
        >
          <p className="text-sm text-muted">{t(key)}</p>
          <p className="mt-1 break-words text-xl font-semibold tabular-nums sm:mt-2 sm:text-2xl">
            {stats.data && value !== undefined
              ? formatMoney(value, stats.data.currency, locale)
              : stats.isError
                ? "—"
                : "…"}
          </p>
        </div>
      ))}
    </section>
  );
}
