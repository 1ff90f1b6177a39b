import { MINOR_UNITS_PER_MAJOR } from "@/lib/money/currency";

/**
 * The least a client can withdraw to a bank account (decision 0114), in major units: a transfer
 * costs the platform a fee, so a few coins are not sent. NGN 1,000, GBP 10, otherwise 10.
 */
const MINIMUM_MAJOR: Record<string, number> = { NGN: 1000, GBP: 10 };
const DEFAULT_MINIMUM_MAJOR = 10;

export function minimumWithdrawal(currency: string): { major: number; minor: number } {
  const major = MINIMUM_MAJOR[currency.toUpperCase()] ?? DEFAULT_MINIMUM_MAJOR;
  return { major, minor: major * MINOR_UNITS_PER_MAJOR };
}

export const WITHDRAWAL_STATUSES = ["requested", "paid", "failed"] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** The ledger's reference for a withdrawal's debit and, if it fails, its return. */
export const withdrawalReference = (id: string) => `withdrawal:${id}`;
