import { MINOR_UNITS_PER_MAJOR } from "@/lib/money/currency";

/** Spec section 5 and 9: minimum top-up NGN 500, GBP 5, otherwise 5 (major units). */
const MINIMUM_MAJOR: Record<string, number> = { NGN: 500, GBP: 5 };
const DEFAULT_MINIMUM_MAJOR = 5;

/** A sanity ceiling (not in the spec): keeps amounts far from integer limits and typos at bay. */
export const MAXIMUM_TOP_UP_MAJOR = 10_000_000;

export function minimumTopUp(currency: string): { major: number; minor: number } {
  const major = MINIMUM_MAJOR[currency.toUpperCase()] ?? DEFAULT_MINIMUM_MAJOR;
  return { major, minor: major * MINOR_UNITS_PER_MAJOR };
}

/**
 * What a top-up begun from a booking starts at (issue 74): the shortfall in whole major units,
 * rounded up (the field takes digits only), and never below the minimum; as the field shows it.
 */
export function prefilledTopUp(shortfallMinor: number, currency: string): string {
  if (shortfallMinor <= 0) return "";
  const major = Math.max(
    Math.ceil(shortfallMinor / MINOR_UNITS_PER_MAJOR),
    minimumTopUp(currency).major,
  );
  return major.toLocaleString("en");
}

/** Spec section 9: the payment status is polled every 5 seconds. */
export const PAYMENT_STATUS_POLL_MS = 5_000;

/**
 * A client's virtual account is requeried at most once in this window (docs/decisions/0106):
 * Paystack is asked for a day's transfers, so asking more often finds nothing more.
 */
export const TRANSFER_REQUERY_WINDOW_SECONDS = 120;

/** The waiting screen asks again once the first requery's window has surely passed. */
export const TRANSFER_REQUERY_AGAIN_MS = (TRANSFER_REQUERY_WINDOW_SECONDS + 5) * 1000;
