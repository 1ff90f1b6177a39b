import { getTranslations, setRequestLocale } from "next-intl/server";
import { FormCard } from "@/components/ui/card";
import { ForgotPasswordForm } from "@/features/accounts/components/forgot-password-form";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageTitle } from "@/lib/i18n/page-title";

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = pageTitle("Accounts", "forgotTitle");

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Accounts");
  return (
    <ClientMessages namespaces={["Accounts", "Common", "Validation"]}>
      <FormCard title={t("forgotTitle")} subtitle={t("forgotSubtitle")}>
        {/* No <Suspense>: its content would stream in a hidden block that only a script reveals, and
            this form must work before the scripts have run (decision 0033). The page is dynamic. */}
        <ForgotPasswordForm />
      </FormCard>
    </ClientMessages>
  );
}
