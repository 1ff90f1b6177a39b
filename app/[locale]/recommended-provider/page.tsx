import { getTranslations, setRequestLocale } from "next-intl/server";
import { PreferencesPanel } from "@/features/client-account/components/preferences-panel";
import { RecommendationList } from "@/features/recommendations/components/recommendation-list";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageTitle } from "@/lib/i18n/page-title";

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = pageTitle("Recommendations", "title");

export default async function Page({ params }: Props) {
  setRequestLocale((await params).locale);
  const t = await getTranslations("Recommendations");
  return (
    <ClientMessages namespaces={["Recommendations", "Preferences", "Common"]}>
      <section className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
        <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
        <p className="mb-6 mt-2 text-muted">{t("intro")}</p>
        <RecommendationList preferences={<PreferencesPanel compact />} />
      </section>
    </ClientMessages>
  );
}
