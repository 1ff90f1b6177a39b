/** Currency of each country the product knows (spec: "Country-code to currency lookup fails for an unknown code"). */
const currencyByCountry: Record<string, string> = {
  NG: "NGN",
  GB: "GBP",
  US: "USD",
  DE: "EUR",
  GH: "GHS",
  KE: "KES",
  ZA: "ZAR",
  CA: "CAD",
  FR: "EUR",
  IE: "EUR",
};

export class UnknownCountryError extends Error {
  constructor(readonly countryCode: string) {
    super(`No currency is known for country code "${countryCode}"`);
    this.name = "UnknownCountryError";
  }
}

export function currencyForCountry(countryCode: string): string {
  const currency = currencyByCountry[countryCode.toUpperCase()];
  if (!currency) throw new UnknownCountryError(countryCode);
  return currency;
}

/** Every currency we handle has 100 minor units (kobo, pence, cents). */
export const MINOR_UNITS_PER_MAJOR = 100;

export function toMinorUnits(major: number): number {
  return Math.round(major * MINOR_UNITS_PER_MAJOR);
}

/** Formats integer minor units for the viewer's locale, e.g. 500000 NGN -> "₦5,000.00". */
export function formatMoney(minor: number, currency: string, locale: string): string {
  if (!Number.isInteger(minor)) throw new TypeError("Money amounts are integer minor units");
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(
    minor / MINOR_UNITS_PER_MAJOR,
  );
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

/** Commas stripped, times 100: what the API receives. NaN when empty. */
export function amountInputToMinor(display: string): number {
  const digits = display.replace(/,/g, "");
  return digits ? Number(digits) * MINOR_UNITS_PER_MAJOR : Number.NaN;
}
