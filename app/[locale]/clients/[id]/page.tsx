import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientPage } from "@/features/clients/components/client-page";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";

type Props = { params: Promise<{ locale: Locale; id: string }> };

export async function generateMetadata({ params }: Props) {
  const t = await getTranslations({ locale: (await params).locale, namespace: "Clients" });
  return { title: t("title") };
}

export default async function Page({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  return (
    <ClientMessages
      namespaces={[
        "Booking",
        "ClientAccount",
        "Clients",
        "Common",
        "Messaging",
        "Notes",
        "Reviews",
      ]}
    >
      <section className="mx-auto max-w-4xl px-4 py-10">
        <ClientPage id={id} />
      </section>
    </ClientMessages>
  );
}
