/** What the site header, footer and home page show on every page (spec section 2). */
export type ShellItem = {
  identifier: string;
  name: string;
  slug?: string;
  code?: string;
  therapistCount?: number;
};

/** A country the product operates in, with the currency its visitors see (spec section 1). */
export type OperatingCountry = { code: string; name: string; currencyCode: string };

export type ShellData = {
  countryCode: string;
  /** Empty when the list could not load: then no country prompt and no choice are shown. */
  countries: OperatingCountry[];
  topStates: ShellItem[];
  categories: ShellItem[];
  concerns: ShellItem[];
};

/**
 * The one country whose visitors may narrow therapists down to a state (spec section 1). Here, not
 * in the client selector: a server component would read a client module's export as a reference.
 */
export const STATE_COUNTRY = "US";
