/** Headers that CDNs and proxies set with the visitor's country. */
export const GEO_HEADERS = ["x-vercel-ip-country", "cf-ipcountry", "x-country-code"] as const;

export const COUNTRY_COOKIE = "X-CountryCode";

/** The country a locale implies when nothing else is known: en is the Nigerian-first default site. */
const countryByLocale: Record<string, string> = { en: "NG", de: "DE" };

const isCountryCode = (value: string | undefined | null): value is string =>
  !!value && /^[A-Za-z]{2}$/.test(value) && value.toUpperCase() !== "XX";

/** Geo header first, then the X-CountryCode cookie, then the locale. */
export function resolveVisitorCountry(input: {
  geoHeader?: string | null;
  cookie?: string | null;
  locale: string;
}): string {
  if (isCountryCode(input.geoHeader)) return input.geoHeader.toUpperCase();
  if (isCountryCode(input.cookie)) return input.cookie.toUpperCase();
  return countryByLocale[input.locale] ?? "NG";
}
