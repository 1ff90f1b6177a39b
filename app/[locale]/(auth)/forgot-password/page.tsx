import { getTranslations, setRequestLocale } from "next-intl/server";
import { FormHeading } from "@/components/ui/card";
import { ForgotPasswordForm } from "@/features/accounts/components/forgot-password-form";
import type { Locale } from "@/lib/i18n/routing";
import { pageTitle } from "@/lib/i18n/page-title";

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = pageTitle("Accounts", "forgotTitle");

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Accounts");
  return (
    <FormHeading title={t("forgotTitle")} subtitle={t("forgotSubtitle")}>
      <ForgotPasswordForm />
    </FormHeading>
  );
}
