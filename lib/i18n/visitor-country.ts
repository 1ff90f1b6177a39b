/** Headers that CDNs and proxies set with the visitor's country. */
export const GEO_HEADERS = ["x-vercel-ip-country", "cf-ipcountry", "x-country-code"] as const;

export const COUNTRY_COOKIE = "X-CountryCode";
/** Set when the visitor chose their country: the choice then wins over the geo header. */
export const COUNTRY_CHOSEN_COOKIE = "countryChosen";
/** Who chose: the visitor (the footer, the prompt), or a sign-in, from the account (0519). */
export const CHOSEN_BY = { visitor: "1", account: "account" } as const;
export const isCountryChosen = (cookie: string | undefined) =>
  cookie === CHOSEN_BY.visitor || cookie === CHOSEN_BY.account;
/** Spec section 4: dismissing the non-operating-country prompt sets it. */
export const IGNORE_COUNTRY_PROMPT_COOKIE = "ignoreOperatingCountryPrompt";

/** The country a locale implies when nothing else is known: en is the Nigerian-first default site. */
const countryByLocale: Record<string, string> = { en: "NG", de: "DE" };

const isCountryCode = (value: string | undefined | null): value is string =>
  !!value && /^[A-Za-z]{2}$/.test(value) && value.toUpperCase() !== "XX";

type CountryClues = { geoHeader?: string | null; cookie?: string | null; chosen?: boolean };

/**
 * The country the visitor chose, then the geo header, then the X-CountryCode cookie (which the
 * middleware keeps equal to the geo header unless they chose); undefined when none says.
 */
export function knownVisitorCountry(input: CountryClues): string | undefined {
  if (input.chosen && isCountryCode(input.cookie)) return input.cookie.toUpperCase();
  if (isCountryCode(input.geoHeader)) return input.geoHeader.toUpperCase();
  if (isCountryCode(input.cookie)) return input.cookie.toUpperCase();
  return undefined;
}

/** The visitor's known country (above), else the one their locale implies. */
export function resolveVisitorCountry(input: CountryClues & { locale: string }): string {
  return knownVisitorCountry(input) ?? countryByLocale[input.locale] ?? "NG";
}
