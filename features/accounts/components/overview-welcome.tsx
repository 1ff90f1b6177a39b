"use client";

import { useTranslations } from "next-intl";
import { Spinner } from "@/components/ui/spinner";
import { Link } from "@/lib/i18n/navigation";
import { useUserInfo } from "../api";

export function OverviewWelcome() {
  const t = useTranslations("Accounts");
  const tc = useTranslations("Common");
  const tw = useTranslations("Wallet");
  const tp = useTranslations("Practice");
  const user = useUserInfo();
  if (user.isLoading) return <Spinner label={tc("loading")} />;
  if (!user.data) return <p role="alert">{tc("genericError")}</p>;
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-bold">{t("welcome", { name: user.data.firstName })}</h1>
      {!user.data.verified && (
        <p className="rounded-xl bg-brand-50 p-4 text-sm ring-1 ring-brand-200">
          {t("verifyReminder")}
        </p>
      )}
      <p className="text-muted">
        {user.data.userType === "provider" ? t("overviewProvider") : t("overviewClient")}
      </p>
      {user.data.userType === "provider" && (
        <nav aria-label={tp("navLabel")} className="grid gap-3 sm:grid-cols-3">
          {(
            [
              ["/practice", "navProfile", "overviewPractice"],
              ["/availability", "navAvailability", "overviewAvailability"],
              ["/calendar", "navCalendar", "overviewCalendar"],
            ] as const
          ).map(([href, title, text]) => (
            <Link
              key={href}
              href={href}
              className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 transition hover:ring-brand-400"
            >
              <span className="block font-semibold">{tp(title)}</span>
              <span className="mt-1 block text-sm text-muted">{tp(text)}</span>
            </Link>
          ))}
        </nav>
      )}
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {user.data.userType === "client" && (
          <Link href="/wallet" className="inline-block font-medium text-brand-800 hover:underline">
            {tw("title")}
          </Link>
        )}
        <Link
          href="/account/security"
          className="inline-block font-medium text-brand-800 hover:underline"
        >
          {t("security")}
        </Link>
      </div>
    </div>
  );
}
