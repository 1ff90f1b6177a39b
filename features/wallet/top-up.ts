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

/** The currency's symbol as people write it (₦, £, $, €), for "Minimum topup amount is 500 ₦". */
export function currencySymbol(currency: string, locale = "en"): string {
  const part = new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
  })
    .formatToParts(0)
    .find((p) => p.type === "currency");
  return part?.value ?? currency;
}

/**
 * The amount field (spec section 5): keeps digits and commas only and shows thousands separators.
 * "5000" -> "5,000", "12a,34" -> "1,234", "" -> "".
 */
export function formatAmountInput(raw: string): string {
  const digits = raw
    .replace(/[^\d,]/g, "")
    .replace(/,/g, "")
    .replace(/^0+(?=\d)/, "");
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** Commas stripped, times 100: what POST /payment/wallet receives. NaN when empty. */
export function amountInputToMinor(display: string): number {
  const digits = display.replace(/,/g, "");
  return digits ? Number(digits) * MINOR_UNITS_PER_MAJOR : Number.NaN;
}

/** Spec section 9: the payment status is polled every 5 seconds. */
export const PAYMENT_STATUS_POLL_MS = 5_000;
