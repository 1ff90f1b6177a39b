import { getTranslations, setRequestLocale } from "next-intl/server";
import { FormCard } from "@/components/ui/card";
import { LoginForm } from "@/features/accounts/components/login-form";
import { socialSignInProviders } from "@/features/accounts/server/page-data";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageTitle } from "@/lib/i18n/page-title";

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = pageTitle("Accounts", "loginTitle");

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Accounts");
  return (
    <ClientMessages namespaces={["Accounts", "Common", "Validation"]}>
      <FormCard title={t("loginTitle")} subtitle={t("loginSubtitle")}>
        {/* No <Suspense>: its content would stream in a hidden block that only a script reveals, and
            this form must work before the scripts have run (decision 0033). The page is dynamic. */}
        <LoginForm locale={locale} socialProviders={socialSignInProviders()} />
      </FormCard>
    </ClientMessages>
  );
}
