"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Spinner } from "@/components/ui/spinner";
import { useUserInfo } from "../api";
import type { SocialProvider } from "../social-api";
import { ChangeEmailModal } from "./change-email-modal";
import { ChangePasswordForm } from "./change-password-form";
import { DeleteAccount } from "./delete-account";
import { EmailPreferencesSection } from "./email-preferences";
import { PasskeysSection } from "./passkeys";
import { SignedInSessions } from "./signed-in-sessions";
import { TwoFactorSection } from "./two-factor";

export function AccountSecurity({
  locale,
  dataExport,
  socialProviders,
}: {
  locale: string;
  /** Where a social account proves itself again before it is deleted (decision 0523). */
  socialProviders?: SocialProvider[];
  /** "Your data" (the data-export feature's section), shown before the account's deletion. */
  dataExport?: ReactNode;
}) {
  const t = useTranslations("Accounts");
  const tc = useTranslations("Common");
  const user = useUserInfo();

  if (user.isLoading) return <Spinner label={tc("loading")} />;
  if (!user.data) return <p role="alert">{tc("genericError")}</p>;
  const info = user.data;

  return (
    <div className="space-y-8">
      <section
        aria-labelledby="email-heading"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
      >
        <h2 id="email-heading" className="text-lg font-semibold">
          {t("emailAddress")}
        </h2>
        <p className="mt-1 text-muted">
          {info.email}{" "}
          <span
            className={`ml-2 rounded-full px-2 py-0.5 text-xs ${info.verified ? "bg-green-100 text-green-800" : "bg-brand-100 text-brand-900"}`}
          >
            {info.verified ? t("verified") : t("notVerified")}
          </span>
        </p>
        <div className="mt-4">
          <ChangeEmailModal userType={info.userType} />
        </div>
      </section>
      {!info.isSocial && (
        <section
          aria-labelledby="password-heading"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
        >
          <h2 id="password-heading" className="text-lg font-semibold">
            {t("changePassword")}
          </h2>
          <div className="mt-4">
            <ChangePasswordForm />
          </div>
        </section>
      )}
      <TwoFactorSection enabled={info.totpEnabled} hasPassword={!info.isSocial} />
      <PasskeysSection />
      <SignedInSessions />
      <EmailPreferencesSection />
      {dataExport}
      <section
        aria-labelledby="delete-heading"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-red-200"
      >
        <h2 id="delete-heading" className="text-lg font-semibold text-red-800">
          {t("deleteAccount")}
        </h2>
        <p className="mt-1 text-sm text-muted">{t("deleteIntro")}</p>
        <div className="mt-4">
          <DeleteAccount
            isSocial={info.isSocial}
            locale={locale}
            socialProviders={socialProviders}
          />
        </div>
      </section>
    </div>
  );
}
