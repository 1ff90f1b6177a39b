import { getTranslations, setRequestLocale } from "next-intl/server";
import { WaitlistDemandView } from "@/features/waitlist/components/waitlist-demand";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageTitle } from "@/lib/i18n/page-title";

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = pageTitle("Waitlist", "demand.title");

/** A therapist's waitlist: counts per weekday and hour, never names (issue 71). */
export default async function Page({ params }: Props) {
  setRequestLocale((await params).locale);
  const t = await getTranslations("Waitlist");
  return (
    <ClientMessages namespaces={["Common", "Waitlist"]}>
      <section className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:py-10">
        <h1 className="text-3xl font-bold tracking-tight">{t("demand.title")}</h1>
        <WaitlistDemandView />
      </section>
    </ClientMessages>
  );
}
