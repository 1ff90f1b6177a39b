"use client";

import Cookies from "js-cookie";
import { useLocale, useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_OPTIONS, languageOf } from "@/lib/i18n/language-cookie";
import { Link, usePathname } from "@/lib/i18n/navigation";
import { routing } from "@/lib/i18n/routing";

/**
 * Switches language and stays on the same page, query included. Links, not a select: a link works
 * from the first paint, before the page's scripts have run (decision 0025 sends those later), where
 * a select's choice did nothing until hydration.
 *
 * The page has it twice (the header's on wider screens, the footer's on phones), both in the
 * markup: only the header's is a navigation landmark, so a page has one landmark named
 * "Language", not two (issue 74); the footer's is a labelled group.
 *
 * A click writes the X-Language cookie (spec section 4) as next-intl's link writes X-Locale: a
 * switch within the app loads no page, so the middleware, which writes both on a page load, never
 * sees it.
 */
export function LanguageSwitcher({ landmark = true }: { landmark?: boolean }) {
  const t = useTranslations("Language");
  const locale = useLocale();
  const pathname = usePathname();
  const query = Object.fromEntries(useSearchParams().entries());

  const Container = landmark ? "nav" : "div";
  return (
    <Container
      aria-label={t("label")}
      role={landmark ? undefined : "group"}
      className="inline-flex items-center gap-2 text-sm"
    >
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        className="size-4 text-muted"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
      </svg>
      {routing.locales
        .filter((other) => other !== locale)
        .map((other) => (
          <Link
            key={other}
            href={{ pathname, query }}
            locale={other}
            lang={other}
            onClick={() => Cookies.set(LANGUAGE_COOKIE, languageOf(other), LANGUAGE_COOKIE_OPTIONS)}
            className="rounded-full border border-stone-300 bg-white px-3 py-1.5 font-medium text-brand-800 hover:bg-stone-50"
          >
            {t(other)}
          </Link>
        ))}
    </Container>
  );
}
