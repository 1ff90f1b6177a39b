import createIntlMiddleware from "next-intl/middleware";
import { NextRequest, NextResponse } from "next/server";
import { guard, routeAccess } from "@/lib/auth/route-access";
import { hasSession, sessionUserType } from "@/lib/auth/session-state";
import { loginPathFor } from "@/lib/api/login-redirect";
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_OPTIONS,
  languageToWrite,
  LOCALE_COOKIE,
} from "@/lib/i18n/language-cookie";
import { routing } from "@/lib/i18n/routing";
import {
  COUNTRY_CHOSEN_COOKIE,
  COUNTRY_COOKIE,
  GEO_HEADERS,
  isCountryChosen,
} from "@/lib/i18n/visitor-country";
import {
  contentSecurityPolicy,
  HSTS,
  newNonce,
  ROOM_PAGE,
  ROOM_PERMISSIONS_POLICY,
} from "@/lib/security/headers";

const intl = createIntlMiddleware(routing);

export default function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const decision = guard(routeAccess(pathname), {
    signedIn: hasSession(request.cookies),
    userType: sessionUserType(request.cookies),
  });
  if (decision.action !== "allow") {
    const prefix = pathname.startsWith("/de/") ? "/de" : "";
    const target =
      decision.action === "login" ? loginPathFor(pathname + search) : `${prefix}/overview/`;
    return NextResponse.redirect(new URL(target, request.url), 307);
  }

  // Next reads the nonce from the request's CSP header and puts it on every script it renders.
  const https =
    request.nextUrl.protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
  const csp = contentSecurityPolicy({
    nonce: newNonce(),
    dev: process.env.NODE_ENV === "development",
    https,
    tagSources: [
      process.env.NEXT_PUBLIC_TAG_ANALYTICS_SRC,
      process.env.NEXT_PUBLIC_TAG_ADVERTISING_SRC,
      process.env.NEXT_PUBLIC_TAG_SOCIAL_PIXEL_SRC,
      process.env.NEXT_PUBLIC_TAG_SESSION_RECORDING_SRC,
    ],
    apiUrl: process.env.NEXT_PUBLIC_API_URL,
    errorReportDsn: process.env.SENTRY_DSN,
  });
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", csp);
  const response = intl(new NextRequest(request, { headers }));
  response.headers.set("Content-Security-Policy", csp);
  if (https) response.headers.set("Strict-Transport-Security", HSTS);
  if (ROOM_PAGE.test(pathname)) response.headers.set("Permissions-Policy", ROOM_PERMISSIONS_POLICY);

  // A proxy's geo header wins over a stale cookie, so the browser's API calls send it too; a
  // country the visitor chose wins over both.
  const geo = GEO_HEADERS.map((h) => request.headers.get(h)).find(
    (v) => v && /^[A-Za-z]{2}$/.test(v),
  );
  const chosen = isCountryChosen(request.cookies.get(COUNTRY_CHOSEN_COOKIE)?.value);
  if (geo && !chosen && request.cookies.get(COUNTRY_COOKIE)?.value !== geo.toUpperCase()) {
    response.cookies.set(COUNTRY_COOKIE, geo.toUpperCase(), { path: "/", sameSite: "lax" });
  }

  // Spec section 4's X-Language follows the X-Locale cookie next-intl keeps.
  const language = languageToWrite({
    localeWritten: response.cookies.get(LOCALE_COOKIE)?.value,
    locale: request.cookies.get(LOCALE_COOKIE)?.value,
    language: request.cookies.get(LANGUAGE_COOKIE)?.value,
  });
  if (language) response.cookies.set(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_OPTIONS);
  return response;
}

export const config = {
  // Everything but the API, Next's assets and files with an extension.
  matcher: ["/((?!api|_next|_vercel|.*\\..*).*)"],
};
