import { getTranslations, setRequestLocale } from "next-intl/server";
import { InsuranceSection } from "@/features/credentials/components/insurance-section";
import { QualificationsSection } from "@/features/credentials/components/qualifications-section";
import { VerificationPanel } from "@/features/credentials/components/verification-panel";
import { WorkHistorySection } from "@/features/work-history/components/work-history-section";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageTitle } from "@/lib/i18n/page-title";

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = pageTitle("Credentials", "pageTitle");

/** A therapist's credentials: what they submit for verification, and where it stands. */
export default async function Page({ params }: Props) {
  setRequestLocale((await params).locale);
  const t = await getTranslations("Credentials");
  return (
    <ClientMessages namespaces={["Common", "Credentials", "Validation", "WorkHistory"]}>
      <section className="mx-auto max-w-4xl space-y-8 px-4 py-8 sm:py-10">
        <h1 className="text-3xl font-bold tracking-tight">{t("pageTitle")}</h1>
        <VerificationPanel />
        <QualificationsSection />
        <WorkHistorySection />
        <InsuranceSection />
      </section>
    </ClientMessages>
  );
}
