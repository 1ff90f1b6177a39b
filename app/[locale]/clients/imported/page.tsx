import { getTranslations, setRequestLocale } from "next-intl/server";
import { ImportClientsModal } from "@/features/client-import/components/import-clients-modal";
import { ImportedClients } from "@/features/client-import/components/imported-clients";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageTitle } from "@/lib/i18n/page-title";

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = pageTitle("ClientImport", "listTitle");

/** Where "Go To Dashboard" leads after an import: the imported clients and their status. */
export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("ClientImport");
  return (
    <ClientMessages namespaces={["ClientImport", "Validation"]}>
      <section className="mx-auto max-w-3xl space-y-4 px-4 py-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-semibold">{t("listTitle")}</h1>
          <ImportClientsModal />
        </div>
        <ImportedClients />
      </section>
    </ClientMessages>
  );
}
