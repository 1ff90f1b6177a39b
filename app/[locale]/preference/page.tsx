import { getTranslations, setRequestLocale } from "next-intl/server";
import { PreferencesPanel } from "@/features/client-account/components/preferences-panel";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageTitle } from "@/lib/i18n/page-title";

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = pageTitle("Preferences", "pageTitle");

export default async function Page({ params }: Props) {
  setRequestLocale((await params).locale);
  const t = await getTranslations("Preferences");
  return (
    <ClientMessages namespaces={["Preferences", "Common"]}>
      <section className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
        <h1 className="text-sm font-bold uppercase tracking-widest text-brand-900">{t("title")}</h1>
        <p className="mb-6 mt-2 text-muted">{t("intro")}</p>
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6">
          <PreferencesPanel />
        </div>
        <Link
          href="/recommended-provider"
          className="mt-6 inline-block font-semibold text-brand-900 underline"
        >
          {t("seeRecommended")}
        </Link>
      </section>
    </ClientMessages>
  );
}
