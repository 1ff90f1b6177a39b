import Cookies from "js-cookie";
import { createApiClient } from "./create-client";
import { loginPathFor, markSessionEnded } from "./login-redirect";
import {
  COOKIE,
  browserLocale,
  clearSession,
  readRefreshToken,
  readToken,
  refreshTokenExpired,
  storeTokens,
} from "./session-cookies";
import { clearBrowserStorage } from "@/lib/browser-storage";
import { noteRequestId } from "@/lib/error-reports/request-id";

export const API_BASE_URL = process.env.NEXT_PUBLIC_API_URL || "/api";

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

const session = {
  accessToken: readToken,
  refreshToken: readRefreshToken,
  refreshTokenExpired: () => refreshTokenExpired(),
  canRefresh: () =>
    Cookies.get(COOKIE.refreshTokenExpiration) !== undefined && !refreshTokenExpired(),
  store: storeTokens,
};

/** A signed-in person's access token (and its cookie) has expired while their session lives on. */
export const sessionNeedsRenewal = () => !session.accessToken() && session.canRefresh();

export const api = createApiClient({
  baseURL: API_BASE_URL,
  headers: browserHeaders,
  session,
  onSessionEnded: () => {
    clearSession();
    clearBrowserStorage();
    markSessionEnded();
    window.location.assign(loginPathFor(window.location.pathname + window.location.search));
  },
});

// Each answer's request id, for an error report that follows (lib/error-reports/request-id.ts).
api.interceptors.response.use(
  (response) => {
    noteRequestId(response);
    return response;
  },
  (error: { response?: { headers?: unknown } }) => {
    noteRequestId(error?.response);
    throw error;
  },
);
