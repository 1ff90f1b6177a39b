import { getTranslations, setRequestLocale } from "next-intl/server";
import { FormHeading } from "@/components/ui/card";
import { ResetPasswordForm } from "@/features/accounts/components/reset-password-form";
import type { Locale } from "@/lib/i18n/routing";
import { pageTitle } from "@/lib/i18n/page-title";

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = pageTitle("Accounts", "resetTitle");

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Accounts");
  return (
    <FormHeading title={t("resetTitle")} subtitle={t("resetSubtitle")}>
      <ResetPasswordForm />
    </FormHeading>
  );
}
