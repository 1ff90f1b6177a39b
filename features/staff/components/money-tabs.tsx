"use client";

import { useTranslations } from "next-intl";
import { Link, usePathname } from "@/lib/i18n/navigation";

const TABS = [
  { key: "payouts", href: "/staff/payouts/" },
  { key: "adjustments", href: "/staff/adjustments/" },
  { key: "withdrawals", href: "/staff/withdrawals/" },
] as const;

/** The money area's screens (decisions 0810, 0114), as tabs under the console's navigation. */
export function MoneyTabs() {
  const t = useTranslations("Staff.money.tabs");
  const pathname = usePathname();
  return (
    <nav aria-label={t("label")} className="flex gap-4 border-b border-stone-200 text-sm">
      {TABS.map((tab) => {
        const current = pathname.startsWith(tab.href.slice(0, -1));
        return (
          <Link
            key={tab.key}
            href={tab.href}
            aria-current={current ? "page" : undefined}
            className={`-mb-px border-b-2 px-1 pb-2 font-semibold ${
              current ? "border-ink text-ink" : "border-transparent text-muted hover:text-ink"
            }`}
          >
            {t(tab.key)}
          </Link>
        );
      })}
    </nav>
  );
}
