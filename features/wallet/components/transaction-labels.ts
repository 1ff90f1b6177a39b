"use client";

import { useTranslations } from "next-intl";
import type { TransactionType, WalletTransaction } from "../schemas";

/** The name people read for each kind of ledger entry. */
export function useTransactionTypeLabel() {
  const t = useTranslations("Wallet");
  return (type: TransactionType) => t(`types.${type}`);
}

/** A transaction's name: its kind, and for a top-up how it came ("Wallet top-up · Bank transfer"). */
export function useTransactionLabel() {
  const t = useTranslations("Wallet");
  return ({ transactionType, channel }: Pick<WalletTransaction, "transactionType" | "channel">) =>
    channel
      ? t("typeWithChannel", {
          type: t(`types.${transactionType}`),
          channel: t(`channels.${channel}`),
        })
      : t(`types.${transactionType}`);
}
