import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientPage } from "@/features/clients/components/client-page";
import { clientNotFound, clientOnServer } from "@/features/clients/server/page-data";
import { notFoundMetadata, notFoundPage } from "@/features/shell/server/page-data";
import { NOT_FOUND } from "@/lib/api/server";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";

type Props = { params: Promise<{ locale: Locale; id: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale, id } = await params;
  if (await clientNotFound(locale, id)) return notFoundMetadata;
  const t = await getTranslations({ locale, namespace: "Clients" });
  return { title: t("title") };
}

export default async function Page({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const client = await clientOnServer(locale, id);
  if (client === NOT_FOUND) return notFoundPage();
  return (
    <ClientMessages
      namespaces={[
        "Booking",
        "Care",
        "ClientAccount",
        "Clients",
        "Common",
        "Messaging",
        "NotFound",
        "Notes",
        "Reviews",
      ]}
    >
      <section className="mx-auto max-w-4xl px-4 py-10">
        <ClientPage id={id} initial={client} />
      </section>
    </ClientMessages>
  );
}
