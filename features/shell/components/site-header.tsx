import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { LoadingBar } from "@/components/ui/loading-bar";
import { Link } from "@/lib/i18n/navigation";

/**
 * `iconOnlyWhenNarrow`: below 360 px (the smallest phones) the name is only read out, so the
 * header's sign-in and sign-up still fit beside it in German.
 */
export function Logo({ iconOnlyWhenNarrow = false }: { iconOnlyWhenNarrow?: boolean }) {
  const t = useTranslations("Common");
  return (
    <span className="inline-flex items-center gap-2 text-lg font-bold tracking-tight">
      <span aria-hidden className="grid size-8 place-items-center rounded-xl bg-brand-400 text-ink">
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M12 21s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 11c0 5.6-7 10-7 10z" />
        </svg>
      </span>
      <span className={iconOnlyWhenNarrow ? "max-[359px]:sr-only" : undefined}>{t("brand")}</span>
    </span>
  );
}

export function SiteHeader({ actions }: { actions?: ReactNode }) {
  const t = useTranslations("Header");
  const tc = useTranslations("Common");
  return (
    <header className="sticky top-0 z-30 print:hidden border-b border-stone-200/80 bg-white/90 backdrop-blur">
      {/* In the banner landmark: axe wants all content in one (rule "region"). */}
      <LoadingBar label={tc("loading")} />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-3 focus:top-3 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t("skipToContent")}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6">
        <div className="flex items-center gap-6">
          {/* The visible brand name is the link's name (an aria-label hid it: WCAG 2.5.3). */}
          <Link href="/" className="rounded-lg">
            <Logo iconOnlyWhenNarrow />
          </Link>
          <Link
            href="/therapists"
            className="hidden text-sm font-medium text-muted hover:text-ink sm:inline"
          >
            {t("findTherapist")}
          </Link>
        </div>
        <div className="flex items-center gap-1.5 sm:gap-3">{actions}</div>
      </div>
    </header>
  );
}
