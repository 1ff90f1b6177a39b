"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Spinner } from "@/components/ui/spinner";
import { LoadFailed } from "@/components/ui/load-failed";
import { errorCode } from "@/lib/api/error-message";
import { ErrorCode } from "@/lib/api/error-codes";
import { Link, usePathname } from "@/lib/i18n/navigation";
import { useStaffMe } from "../api";
import type { StaffArea } from "../roles";
import { OverviewPanel } from "./overview-panel";

const AREA_PATHS: Record<StaffArea, string> = {
  verification: "/staff/verifications/",
  people: "/staff/people/",
  reviews: "/staff/reviews/",
  emails: "/staff/emails/",
  support: "/staff/support/",
  money: "/staff/payouts/",
  audit: "/staff/audit/",
  team: "/staff/team/",
};

/** An area's other screens, under another path than its first (the money area's adjustments). */
const ALSO_UNDER: Partial<Record<StaffArea, string[]>> = {
  money: ["/staff/adjustments/", "/staff/withdrawals/"],
};
const inArea = (area: StaffArea, pathname: string) =>
  [AREA_PATHS[area], ...(ALSO_UNDER[area] ?? [])].some((href) =>
    pathname.startsWith(href.slice(0, -1)),
  );

/**
 * The console's frame: its own navigation (the areas the person's roles open), who is signed in,
 * and the console's only two answers to someone who may not use it: not found (not staff), or
 * set up a second factor first.
 */
export function StaffShell({ children }: { children: ReactNode }) {
  const t = useTranslations("Staff");
  const me = useStaffMe();
  const pathname = usePathname();
  if (me.isPending) return <Spinner label={t("title")} className="m-8" />;
  if (me.isError) {
    const code = errorCode(me.error);
    if (code === ErrorCode.STAFF_MFA_REQUIRED)
      return (
        <section className="mx-auto max-w-xl space-y-3 px-4 py-10">
          <h1 className="text-2xl font-bold">{t("title")}</h1>
          <p>{t("mfaRequired")}</p>
          <Link href="/account/security/" className="font-semibold underline">
            {t("mfaLink")}
          </Link>
        </section>
      );
    if (code === ErrorCode.NOT_FOUND || code === ErrorCode.UNAUTHORIZED || !code)
      return (
        <section className="mx-auto max-w-xl px-4 py-16 text-center">
          <h1 className="text-2xl font-bold">{t("notFound")}</h1>
        </section>
      );
    return (
      <LoadFailed message={t("loadFailed")} retryLabel={t("retry")} onRetry={() => me.refetch()} />
    );
  }
  const areas = me.data.areas as StaffArea[];
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <header className="mb-6 space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <Link href="/staff/" className="text-xl font-bold tracking-tight">
            {t("title")}
          </Link>
          <p className="text-sm text-muted">
            {t("signedInAs", {
              name: me.data.name,
              roles: me.data.roles.map((r) => t(`roles.${r}`)).join(", "),
            })}
          </p>
        </div>
        <nav aria-label={t("nav.label")} className="-mx-1 flex gap-1 overflow-x-auto p-1">
          {areas.map((area) => {
            const href = AREA_PATHS[area];
            const current = inArea(area, pathname);
            return (
              <Link
                key={area}
                href={href}
                aria-current={current ? "page" : undefined}
                className={`whitespace-nowrap rounded-full px-4 py-2 text-sm font-semibold ring-1 ${
                  current
                    ? "bg-ink text-white ring-ink"
                    : "bg-white text-ink ring-stone-300 hover:bg-stone-50"
                }`}
              >
                {t(`nav.${area}`)}
              </Link>
            );
          })}
        </nav>
      </header>
      {areas.length === 0 ? <p className="text-muted">{t("noAreas")}</p> : children}
    </div>
  );
}

/** /staff/: the overview's figures (decision 0815), then the areas, as cards. */
export function StaffOverview() {
  const t = useTranslations("Staff");
  const me = useStaffMe();
  if (!me.data) return null;
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">{t("overview")}</h1>
      <OverviewPanel />
      <p className="text-muted">{t("overviewIntro")}</p>
      <ul className="grid gap-3 sm:grid-cols-3">
        {(me.data.areas as StaffArea[]).map((area) => (
          <li key={area}>
            <Link
              href={AREA_PATHS[area]}
              className="block rounded-2xl bg-white p-5 font-semibold ring-1 ring-stone-200 hover:ring-brand-400"
            >
              {t(`nav.${area}`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
