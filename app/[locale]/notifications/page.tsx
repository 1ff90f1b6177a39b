import { getTranslations, setRequestLocale } from "next-intl/server";
import { NotificationsList } from "@/features/notifications/components/notifications-list";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageTitle } from "@/lib/i18n/page-title";

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = pageTitle("Notifications", "title");

/** News about a person's sessions, reviews and account (decision 0508). */
export default async function Page({ params }: Props) {
  setRequestLocale((await params).locale);
  const t = await getTranslations("Notifications");
  return (
    <ClientMessages namespaces={["Notifications"]}>
      <section className="mx-auto max-w-3xl space-y-2 px-4 py-8 sm:py-10">
        {/* One long German word: smaller on the narrowest phones rather than broken. */}
        <h1 className="text-2xl font-bold tracking-tight hyphens-auto min-[360px]:text-3xl">
          {t("title")}
        </h1>
        <p className="pb-4 text-muted">{t("intro")}</p>
        <NotificationsList />
      </section>
    </ClientMessages>
  );
}
