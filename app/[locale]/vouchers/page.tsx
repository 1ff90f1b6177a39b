import { getTranslations, setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import { VouchersPage } from "@/features/vouchers/components/vouchers-page";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props) {
  const t = await getTranslations({ locale: (await params).locale, namespace: "Vouchers" });
  return { title: t("title") };
}

/** Gift vouchers: redeem one, give one (decision 0104). */
export default async function Page({ params }: Props) {
  setRequestLocale((await params).locale);
  const t = await getTranslations("Vouchers");
  return (
    <ClientMessages namespaces={["Common", "Validation", "Vouchers"]}>
      <section className="mx-auto max-w-5xl space-y-2 px-4 py-8 sm:py-10">
        <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
        <p className="pb-4 text-muted">{t("intro")}</p>
        {/* The page reads a gift email's ?code= on the client. */}
        <Suspense>
          <VouchersPage />
        </Suspense>
      </section>
    </ClientMessages>
  );
}
