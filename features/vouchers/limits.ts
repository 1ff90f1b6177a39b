import { MINOR_UNITS_PER_MAJOR } from "@/lib/money/currency";

/** Spec section 9: a voucher's message is at most 400 characters. */
export const VOUCHER_MESSAGE_MAX = 400;

/** GET /vouchers answers this many a page. */
export const VOUCHERS_PAGE_SIZE = 10;

/**
 * How much a voucher may be worth, in major units of the buyer's wallet currency. Spec section 5:
 * NGN 1,000 to 1,000,000 and USD 100 to 1,000; GBP and EUR, which it does not name, as USD
 * (decision 0104).
 */
export function voucherLimits(currency: string) {
  const major = currency === "NGN" ? { min: 1_000, max: 1_000_000 } : { min: 100, max: 1_000 };
  return {
    ...major,
    minMinor: major.min * MINOR_UNITS_PER_MAJOR,
    maxMinor: major.max * MINOR_UNITS_PER_MAJOR,
  };
}

/** A limit as its message shows it, with thousands separators: "1,000,000" (en), "1.000.000" (de). */
export const limitText = (major: number, locale: string) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(major);

// Codes: 12 characters of an alphabet without look-alikes (no 0/O, 1/I), shown in groups of
// four. 32^12 is 60 bits: not guessable, and redeeming is rate limited besides.
export const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const CODE_LENGTH = 12;

/** A code as people type it ("abcd efgh-jkmn") in its stored form ("ABCD-EFGH-JKMN"), or null. */
export function normalizeCode(typed: string): string | null {
  const plain = typed.toUpperCase().replace(/[\s-]/g, "");
  if (plain.length !== CODE_LENGTH || [...plain].some((ch) => !CODE_ALPHABET.includes(ch)))
    return null;
  return plain.match(/.{4}/g)!.join("-");
}
