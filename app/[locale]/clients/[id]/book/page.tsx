import { getTranslations, setRequestLocale } from "next-intl/server";
import { clientNotFound } from "@/features/clients/server/page-data";
import { notFoundMetadata, notFoundPage } from "@/features/shell/server/page-data";
import type { Locale } from "@/lib/i18n/routing";
import { BookForClientView } from "./book-for-client-view";
import { ClientMessages } from "@/lib/i18n/client-messages";

type Props = { params: Promise<{ locale: Locale; id: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale, id } = await params;
  if (await clientNotFound(locale, id)) return notFoundMetadata;
  const t = await getTranslations({ locale, namespace: "Booking" });
  return { title: t("bookForMetaTitle") };
}

export default async function Page({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  if (await clientNotFound(locale, id)) return notFoundPage();
  return (
    <ClientMessages namespaces={["Booking", "Common", "Validation", "Waitlist"]}>
      <section className="mx-auto max-w-4xl px-4 py-10">
        <BookForClientView clientId={id} />
      </section>
    </ClientMessages>
  );
}
