import Cookies from "js-cookie";
import { createApiClient } from "./create-client";
import { loginPathFor } from "./login-redirect";
import {
  COOKIE,
  clearSession,
  readRefreshToken,
  readToken,
  refreshTokenExpired,
  storeTokens,
} from "./session-cookies";

export const API_BASE_URL = process.env.NEXT_PUBLIC_API_URL || "/api";

function browserLocale() {
  return document.documentElement.lang || Cookies.get(COOKIE.locale) || "en";
}

/** Spec section 7: origin domain, language, locale, view mode and country code on every call. */
function browserHeaders(): Record<string, string | undefined> {
  if (typeof window === "undefined") return {};
  const locale = browserLocale();
  return {
    "X-Origin-Domain": window.location.host,
    "X-Language": locale.slice(0, 2),
    "X-Locale": locale,
    "X-View-Mode": Cookies.get(COOKIE.viewMode),
    "X-CountryCode": Cookies.get(COOKIE.countryCode) ?? document.documentElement.dataset.country,
  };
}

export const api = createApiClient({
  baseURL: API_BASE_URL,
  headers: browserHeaders,
  session: {
    accessToken: readToken,
    refreshToken: readRefreshToken,
    refreshTokenExpired: () => refreshTokenExpired(),
    canRefresh: () =>
      Cookies.get(COOKIE.refreshTokenExpiration) !== undefined && !refreshTokenExpired(),
    store: storeTokens,
  },
  onSessionEnded: () => {
    clearSession();
    window.localStorage.clear();
    window.location.assign(loginPathFor(window.location.pathname + window.location.search));
  },
});

/**
 * Whether a signed-in person's access token (and so its cookie) has expired while their session
 * lives on. Links and `<img src>` to private files carry only that cookie.
 */
export const sessionNeedsRenewal = () =>
  !readToken() &&
  Cookies.get(COOKIE.refreshTokenExpiration) !== undefined &&
  !refreshTokenExpired();

/** Renews the access token and its cookie: any API call does, through the client's interceptor. */
export const renewSession = () =>
  api.get("/health").then(
    () => undefined,
    () => undefined,
  );
