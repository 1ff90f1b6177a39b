import { getTranslations, setRequestLocale } from "next-intl/server";
import { AccountSecurity } from "@/features/accounts/components/account-security";
import { socialSignInProviders } from "@/features/accounts/server/page-data";
import { DownloadYourData } from "@/features/data-export";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageTitle } from "@/lib/i18n/page-title";

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = pageTitle("Accounts", "security");

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Accounts");
  return (
    <ClientMessages namespaces={["Accounts", "Common", "Validation", "DataExport"]}>
      <section className="mx-auto max-w-2xl px-4 py-10">
        <h1 className="mb-6 text-3xl font-bold">{t("security")}</h1>
        <AccountSecurity
          locale={locale}
          dataExport={<DownloadYourData />}
          socialProviders={socialSignInProviders()}
        />
      </section>
    </ClientMessages>
  );
}
