import { getTranslations, setRequestLocale } from "next-intl/server";
import { FormCard } from "@/components/ui/card";
import { SocialCallback } from "@/features/accounts/components/social-callback";
import { notFoundPage } from "@/features/shell/server/page-data";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageTitle } from "@/lib/i18n/page-title";

type Props = { params: Promise<{ locale: Locale; provider: string }> };

export const generateMetadata = pageTitle("Accounts", "loginTitle", { robots: { index: false } });

/** Where Google or Apple sends the browser back (decision 0523). */
export default async function Page({ params }: Props) {
  const { locale, provider } = await params;
  setRequestLocale(locale);
  if (provider !== "google" && provider !== "apple") return notFoundPage();
  const t = await getTranslations("Accounts");
  return (
    <ClientMessages namespaces={["Accounts", "Common", "Validation"]}>
      <FormCard title={t("loginTitle")}>
        <SocialCallback provider={provider} locale={locale} />
      </FormCard>
    </ClientMessages>
  );
}
