"use client";

import { useTranslations } from "next-intl";
import { Spinner } from "@/components/ui/spinner";
import { Link } from "@/lib/i18n/navigation";
import { useUserInfo } from "../api";

/** The overview's greeting; the areas of the dashboard follow it (features/shell AreaCards). */
export function OverviewWelcome() {
  const t = useTranslations("Accounts");
  const tc = useTranslations("Common");
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
      {/* Therapists open clients' notes: reminded at every visit until they have a second factor
          (issue 67, decision 0521). */}
      {user.data.userType === "provider" && !user.data.mfaEnabled && (
        <p
          role="status"
          className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          {t("mfa.reminder")}{" "}
          <Link href="/account/security" className="font-semibold underline">
            {t("mfa.reminderAction")}
          </Link>
        </p>
      )}
      <p className="text-muted">
        {user.data.userType === "provider" ? t("overviewProvider") : t("overviewClient")}
      </p>
    </div>
  );
}
