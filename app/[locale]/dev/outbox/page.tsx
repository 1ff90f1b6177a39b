import { getTranslations, setRequestLocale } from "next-intl/server";
import { OutboxList } from "@/components/dev/outbox-list";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";

export const metadata = { robots: { index: false } };

export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  setRequestLocale((await params).locale);
  const t = await getTranslations("DevOutbox");
  return (
    <ClientMessages namespaces={["DevOutbox"]}>
      <section className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold">{t("title")}</h1>
        <p className="mb-6 mt-2 text-muted">{t("intro")}</p>
        <OutboxList />
      </section>
    </ClientMessages>
  );
}
