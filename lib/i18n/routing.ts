import { defineRouting } from "next-intl/routing";
import { LOCALE_COOKIE } from "./language-cookie";

export const routing = defineRouting({
  locales: ["en", "de"],
  defaultLocale: "en",
  localePrefix: "as-needed",
  localeCookie: { name: LOCALE_COOKIE, sameSite: "lax" },
});

export type Locale = (typeof routing.locales)[number];
