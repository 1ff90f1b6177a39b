import { getTranslations, setRequestLocale } from "next-intl/server";
import { FormHeading } from "@/components/ui/card";
import { LoginForm } from "@/features/accounts/components/login-form";
import { socialSignInProviders } from "@/features/accounts/server/page-data";
import type { Locale } from "@/lib/i18n/routing";
import { pageTitle } from "@/lib/i18n/page-title";

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = pageTitle("Accounts", "loginTitle");

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Accounts");
  return (
    <FormHeading title={t("loginTitle")} subtitle={t("loginSubtitle")}>
      <LoginForm locale={locale} socialProviders={socialSignInProviders()} />
    </FormHeading>
  );
}
