import { getTranslations, setRequestLocale } from "next-intl/server";
import { ImportClients } from "@/features/client-import/components/import-clients";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageTitle } from "@/lib/i18n/page-title";

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = pageTitle("ClientImport", "importTitle");

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("ClientImport");
  return (
    <ClientMessages namespaces={["ClientImport", "Common", "Validation"]}>
      <section className="mx-auto max-w-3xl space-y-4 px-4 py-10">
        <h1 className="text-2xl font-semibold">{t("importTitle")}</h1>
        <p className="text-sm text-muted">{t("importIntro")}</p>
        <ImportClients />
      </section>
    </ClientMessages>
  );
}
