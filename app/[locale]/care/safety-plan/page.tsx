import { getTranslations, setRequestLocale } from "next-intl/server";
import { OwnSafetyPlans } from "@/features/care/components/safety-plan";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageTitle } from "@/lib/i18n/page-title";

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = pageTitle("Care.safety", "title");

/** A client's safety plans (issue 70, decision 0708), written with their therapist. No tag loads here. */
export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Care");
  return (
    <ClientMessages namespaces={["Care", "Common", "Validation"]}>
      <section className="mx-auto max-w-3xl space-y-4 px-4 py-8 sm:py-10">
        <h1 className="text-3xl font-bold tracking-tight">{t("safety.title")}</h1>
        <p className="text-muted">{t("safety.intro")}</p>
        <p>
          <Link href="/care/help" className="text-sm font-semibold text-red-800 underline">
            {t("helpNow")}
          </Link>
        </p>
        <OwnSafetyPlans />
      </section>
    </ClientMessages>
  );
}
