import { getTranslations, setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import { FormCard } from "@/components/ui/card";
import { ResetPasswordForm } from "@/features/accounts/components/reset-password-form";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props) {
  const t = await getTranslations({ locale: (await params).locale, namespace: "Accounts" });
  return { title: t("resetTitle") };
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Accounts");
  return (
    <ClientMessages namespaces={["Accounts", "Common", "Validation"]}>
      <FormCard title={t("resetTitle")} subtitle={t("resetSubtitle")}>
        <Suspense>
          <ResetPasswordForm />
        </Suspense>
      </FormCard>
    </ClientMessages>
  );
}
