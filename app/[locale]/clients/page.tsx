import { getTranslations, setRequestLocale } from "next-intl/server";
import { ImportClientsModal } from "@/features/client-import/components/import-clients-modal";
import { ClientsList } from "@/features/clients/components/clients-list";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageTitle } from "@/lib/i18n/page-title";

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = pageTitle("Clients", "title");

export default async function Page({ params }: Props) {
  setRequestLocale((await params).locale);
  const t = await getTranslations("Clients");
  return (
    <ClientMessages namespaces={["Clients", "ClientImport", "Common", "Validation"]}>
      <section className="mx-auto max-w-5xl space-y-4 px-4 py-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-bold">{t("title")}</h1>
          <ImportClientsModal />
        </div>
        <p className="text-muted">{t("intro")}</p>
        <ClientsList />
      </section>
    </ClientMessages>
  );
}
