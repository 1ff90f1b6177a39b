import Cookies from "js-cookie";
import { LANGUAGE_COOKIE, LOCALE_COOKIE } from "@/lib/i18n/language-cookie";
import { CHOSEN_BY, COUNTRY_CHOSEN_COOKIE } from "@/lib/i18n/visitor-country";

/** Cookie names of spec section 4, exactly. */
export const COOKIE = {
  token: "token",
  refreshToken: "refreshToken",
  tokenExpiration: "tokenExpiration",
  refreshTokenExpiration: "refreshTokenExpiration",
  countryCode: "X-CountryCode",
  locale: LOCALE_COOKIE,
  language: LANGUAGE_COOKIE,
  viewMode: "X-View-Mode",
  userType: "userType",
  isActive: "isActive",
  impersonationToken: "impersonationToken",
} as const;

export type AuthTokens = {
  token: string;
  /** Kept by the API as an HttpOnly cookie; the page never stores it (docs/decisions/0008). */
  refreshToken?: string;
  /** Access token expiry, epoch milliseconds. */
  tokenExpiresAt: number;
  /** Refresh token expiry, epoch milliseconds. */
  refreshTokenExpiresAt: number;
};

const cookieOptions = (expires: number) => ({
  expires: new Date(expires),
  sameSite: "lax" as const,
  secure: typeof location !== "undefined" && location.protocol === "https:",
  path: "/",
});

/** Stores tokens in the spec's cookies, each expiring with its token. */
export function storeTokens(tokens: AuthTokens) {
  Cookies.set(COOKIE.token, tokens.token, cookieOptions(tokens.tokenExpiresAt));
  Cookies.set(
    COOKIE.tokenExpiration,
    String(tokens.tokenExpiresAt),
    cookieOptions(tokens.refreshTokenExpiresAt),
  );
  if (tokens.refreshToken) {
    Cookies.set(
      COOKIE.refreshToken,
      tokens.refreshToken,
      cookieOptions(tokens.refreshTokenExpiresAt),
    );
  }
  Cookies.set(
    COOKIE.refreshTokenExpiration,
    String(tokens.refreshTokenExpiresAt),
    cookieOptions(tokens.refreshTokenExpiresAt),
  );
}

/** After login: the tokens plus who the user is, for the UI and the middleware's guards. */
export function storeSession(answer: {
  token: string;
  exp: number;
  refreshTokenExp: number;
  userType: string;
  isActive: boolean;
  countryCode: string | null;
}) {
  storeTokens({
    token: answer.token,
    tokenExpiresAt: answer.exp * 1000,
    refreshTokenExpiresAt: answer.refreshTokenExp,
  });
  Cookies.set(COOKIE.userType, answer.userType, cookieOptions(answer.refreshTokenExp));
  Cookies.set(COOKIE.isActive, String(answer.isActive), cookieOptions(answer.refreshTokenExp));
  // Spec section 4 names it among the cookies a sign-in stores: the language signed in with.
  Cookies.set(COOKIE.language, browserLocale().slice(0, 2), cookieOptions(answer.refreshTokenExp));
  adoptAccountCountry(answer.countryCode);
}

const YEAR_MS = 365 * 86_400_000;

/**
 * The account's country becomes the visitor's (the footer's country and currency, the home page's
 * regions) unless the visitor chose one in this browser (decision 0519): without a geo header, a
 * German therapist signing in on the English site was shown Nigeria.
 */
function adoptAccountCountry(countryCode: string | null) {
  if (!countryCode || Cookies.get(COUNTRY_CHOSEN_COOKIE) === CHOSEN_BY.visitor) return;
  const options = cookieOptions(Date.now() + YEAR_MS);
  Cookies.set(COOKIE.countryCode, countryCode, options);
  Cookies.set(COUNTRY_CHOSEN_COOKIE, CHOSEN_BY.account, options);
}

/** The page's locale (its `lang`), else the locale cookie's, else English. */
export const browserLocale = () =>
  document.documentElement.lang || Cookies.get(COOKIE.locale) || "en";

/** The bearer token: in "view as" (issue 68) the impersonation token, else the person's own. */
export const readToken = () =>
  (Cookies.get(COOKIE.viewMode) === IMPERSONATION_VIEW_MODE
    ? Cookies.get(COOKIE.impersonationToken)
    : undefined) ??
  Cookies.get(COOKIE.token) ??
  Cookies.get(COOKIE.impersonationToken);
export const IMPERSONATION_VIEW_MODE = "impersonation";
export const readRefreshToken = () => Cookies.get(COOKIE.refreshToken);

export function refreshTokenExpired(now = Date.now()): boolean {
  const raw = Cookies.get(COOKIE.refreshTokenExpiration);
  if (!raw) return false; // unknown: let the server decide
  return Number(raw) <= now;
}

/** Logout: clears tokens, expirations, the impersonation token, user type and active flag. */
export function clearSession() {
  for (const name of [
    COOKIE.token,
    COOKIE.refreshToken,
    COOKIE.tokenExpiration,
    COOKIE.refreshTokenExpiration,
    COOKIE.impersonationToken,
    COOKIE.userType,
    COOKIE.isActive,
    // Without its token, the view mode would make every later call read as no one.
    COOKIE.viewMode,
  ]) {
    Cookies.remove(name, { path: "/" });
  }
}
