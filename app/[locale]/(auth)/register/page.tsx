import { getTranslations, setRequestLocale } from "next-intl/server";
import { FormHeading } from "@/components/ui/card";
import { RegisterForm } from "@/features/accounts/components/register-form";
import { SocialButtons } from "@/features/accounts/components/social-buttons";
import { socialSignInProviders } from "@/features/accounts/server/page-data";
import { visitorCountry } from "@/lib/api/server";
import type { Locale } from "@/lib/i18n/routing";
import { pageTitle } from "@/lib/i18n/page-title";

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = pageTitle("Accounts", "registerTitle");

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, countryCode] = await Promise.all([getTranslations("Accounts"), visitorCountry(locale)]);
  return (
    <FormHeading title={t("registerTitle")} subtitle={t("registerSubtitle")}>
      <RegisterForm userType="client" countryCode={countryCode} />
      <SocialButtons providers={socialSignInProviders()} />
    </FormHeading>
  );
}
