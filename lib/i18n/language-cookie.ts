/**
 * Spec section 4's X-Language cookie: the person's language ("en", "de"). It follows next-intl's
 * X-Locale cookie, the one that decides the language of the next visit, and has its attributes
 * (a session cookie for the whole site), so the two never tell different languages for long.
 */
export const LANGUAGE_COOKIE = "X-Language";
export const LOCALE_COOKIE = "X-Locale";
export const LANGUAGE_COOKIE_OPTIONS = { path: "/", sameSite: "lax" } as const;

export const languageOf = (locale: string) => locale.slice(0, 2);

/**
 * The language a page's answer writes to X-Language, or null: the locale next-intl wrote to
 * X-Locale on this answer (a switch made by a page load: the switcher's link before the page's
 * scripts run, or an address typed), else the request's X-Locale when X-Language disagrees with it.
 */
export function languageToWrite(cookies: {
  localeWritten?: string;
  locale?: string;
  language?: string;
}): string | null {
  const locale = cookies.localeWritten ?? cookies.locale;
  if (!locale) return null;
  const language = languageOf(locale);
  return cookies.localeWritten || cookies.language !== language ? language : null;
}
