import { getTranslations, setRequestLocale } from "next-intl/server";
import { AccessList } from "@/features/care/components/access-list";
import { OwnMeasures } from "@/features/care/components/own-measures";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageTitle } from "@/lib/i18n/page-title";

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = pageTitle("Care", "title");

/**
 * A client's questionnaires (issue 70): to answer, their reading and chart, and who read what they
 * wrote. No tag loads here.
 */
export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Care");
  return (
    <ClientMessages namespaces={["Care", "Common"]}>
      <section className="mx-auto max-w-3xl space-y-4 px-4 py-8 sm:py-10">
        <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
        <p className="text-muted">{t("intro")}</p>
        <p>
          <Link href="/care/help" className="text-sm font-semibold text-red-800 underline">
            {t("helpNow")}
          </Link>
          {" · "}
          <Link href="/care/safety-plan" className="text-sm font-semibold text-brand-800 underline">
            {t("safetyPlanLink")}
          </Link>
        </p>
        <OwnMeasures />
        {/* Forms and the safety plan too, so it is here before any questionnaire is answered. */}
        <AccessList />
      </section>
    </ClientMessages>
  );
}
