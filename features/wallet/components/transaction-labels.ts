"use client";

import { useTranslations } from "next-intl";
import type { TransactionType } from "../schemas";

/** The name people read for each kind of ledger entry. */
export function useTransactionTypeLabel() {
  const t = useTranslations("Wallet");
  return (type: TransactionType) => t(`types.${type}`);
}
