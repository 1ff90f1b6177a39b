import createIntlMiddleware from "next-intl/middleware";
import type { NextRequest } from "next/server";
import { routing } from "@/lib/i18n/routing";
import { COUNTRY_COOKIE, GEO_HEADERS } from "@/lib/i18n/visitor-country";

const intl = createIntlMiddleware(routing);

export default function middleware(request: NextRequest) {
  const response = intl(request);

  // A proxy's geo header wins over a stale cookie, so the browser's API calls send it too.
  const geo = GEO_HEADERS.map((h) => request.headers.get(h)).find(
    (v) => v && /^[A-Za-z]{2}$/.test(v),
  );
  if (geo && request.cookies.get(COUNTRY_COOKIE)?.value !== geo.toUpperCase()) {
    response.cookies.set(COUNTRY_COOKIE, geo.toUpperCase(), { path: "/", sameSite: "lax" });
  }
  return response;
}

export const config = {
  // Everything but the API, Next's assets and files with an extension.
  matcher: ["/((?!api|_next|_vercel|.*\\..*).*)"],
};
