import { getTranslations, setRequestLocale } from "next-intl/server";
import { EarningSessions } from "@/features/earnings/components/earning-sessions";
import { EarningsOverview } from "@/features/earnings/components/earnings-overview";
import { PayoutAccount } from "@/features/earnings/components/payout-account";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageTitle } from "@/lib/i18n/page-title";

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = pageTitle("Earnings", "title");

/** A therapist's earnings and payout account (decision 0105). */
export default async function Page({ params }: Props) {
  setRequestLocale((await params).locale);
  const t = await getTranslations("Earnings");
  return (
    <ClientMessages namespaces={["Common", "DateField", "Earnings", "Validation"]}>
      <section className="mx-auto max-w-5xl space-y-8 px-4 py-8 sm:py-10">
        <div className="space-y-2">
          <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
          <p className="text-muted">{t("intro")}</p>
          <p className="text-muted">{t("commission")}</p>
        </div>
        <EarningsOverview />
        <PayoutAccount />
        <EarningSessions />
      </section>
    </ClientMessages>
  );
}
