import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Link } from "@/lib/i18n/navigation";
import { descriptionOf, NAV, type NavKey, type NavRole } from "../nav";

/** The overview's way into every area of the dashboard (the same list as the navigation). */
export function AreaCards({
  role,
  badges,
}: {
  role: NavRole;
  /** Shown after an area's name (how many messages are unread). */
  badges?: Partial<Record<NavKey, ReactNode>>;
}) {
  const t = useTranslations("Nav");
  const areas = NAV[role].filter((a) => a.key !== "overview");
  return (
    <nav aria-label={t("areas")} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {areas.map((area) => (
        <Link
          key={area.key}
          href={area.href}
          className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 transition hover:ring-brand-400"
        >
          <span className="flex items-center gap-2 font-semibold">
            {t(area.key)}
            {badges?.[area.key]}
          </span>
          <span className="mt-1 block text-sm text-muted">
            {t(`descriptions.${descriptionOf(area)}`)}
          </span>
        </Link>
      ))}
    </nav>
  );
}
