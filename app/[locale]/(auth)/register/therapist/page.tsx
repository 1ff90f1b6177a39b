import { getTranslations, setRequestLocale } from "next-intl/server";
import { FormHeading } from "@/components/ui/card";
import { RegisterForm } from "@/features/accounts/components/register-form";
import { visitorCountry } from "@/lib/api/server";
import type { Locale } from "@/lib/i18n/routing";
import { pageTitle } from "@/lib/i18n/page-title";

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = pageTitle("Accounts", "registerTherapistTitle");

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, countryCode] = await Promise.all([getTranslations("Accounts"), visitorCountry(locale)]);
  return (
    <FormHeading title={t("registerTherapistTitle")} subtitle={t("registerTherapistSubtitle")}>
      <RegisterForm userType="provider" countryCode={countryCode} />
    </FormHeading>
  );
}
