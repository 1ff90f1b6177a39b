import { getTranslations, setRequestLocale } from "next-intl/server";
import { FormCard } from "@/components/ui/card";
import { Unsubscribe } from "@/features/accounts/components/unsubscribe";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageTitle } from "@/lib/i18n/page-title";

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ token?: string | string[] }>;
};

// A link from one person's email: never in a search index.
export const generateMetadata = pageTitle("Accounts", "unsubscribe.title", {
  robots: { index: false, follow: false },
});

/** Where an optional email's "turn these emails off" link lands (decision 0509). */
export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Accounts");
  const { token } = await searchParams;
  return (
    <ClientMessages namespaces={["Accounts"]}>
      <FormCard title={t("unsubscribe.title")}>
        <Unsubscribe token={typeof token === "string" ? token : ""} />
      </FormCard>
    </ClientMessages>
  );
}
