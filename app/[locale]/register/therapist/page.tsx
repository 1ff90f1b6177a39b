import { getTranslations, setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import { FormCard } from "@/components/ui/card";
import { RegisterForm } from "@/features/accounts/components/register-form";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props) {
  const t = await getTranslations({ locale: (await params).locale, namespace: "Accounts" });
  return { title: t("registerTherapistTitle") };
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Accounts");
  return (
    <ClientMessages namespaces={["Accounts", "Common", "Validation"]}>
      <FormCard title={t("registerTherapistTitle")} subtitle={t("registerTherapistSubtitle")}>
        <Suspense>
          <RegisterForm userType="provider" />
        </Suspense>
      </FormCard>
    </ClientMessages>
  );
}
