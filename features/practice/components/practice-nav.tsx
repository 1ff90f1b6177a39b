"use client";

import { useTranslations } from "next-intl";
import { Link, usePathname } from "@/lib/i18n/navigation";

const ITEMS = [
  ["/practice", "navProfile"],
  ["/availability", "navAvailability"],
  ["/calendar", "navCalendar"],
] as const;

/** The therapist's practice pages, side by side. */
export function PracticeNav() {
  const t = useTranslations("Practice");
  const pathname = usePathname();
  return (
    <nav aria-label={t("navLabel")} className="mb-6 flex flex-wrap gap-2">
      {ITEMS.map(([href, key]) => {
        const current = pathname.replace(/\/$/, "") === href;
        return (
          <Link
            key={href}
            href={href}
            aria-current={current ? "page" : undefined}
            className={`whitespace-nowrap rounded-full px-4 py-2 text-sm font-medium ring-1 transition ${
              current
                ? "bg-brand-400 text-ink ring-brand-400"
                : "bg-white ring-stone-300 hover:bg-brand-50"
            }`}
          >
            {t(key)}
          </Link>
        );
      })}
    </nav>
  );
}
