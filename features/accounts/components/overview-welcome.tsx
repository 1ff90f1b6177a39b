"use client";

import { useTranslations } from "next-intl";
import { Spinner } from "@/components/ui/spinner";
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
      <p className="text-muted">
        {user.data.userType === "provider" ? t("overviewProvider") : t("overviewClient")}
      </p>
    </div>
  );
}
