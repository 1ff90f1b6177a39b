import { getTranslations, setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import { WalletOverview } from "@/features/wallet/components/wallet-overview";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageTitle } from "@/lib/i18n/page-title";

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = pageTitle("Wallet", "title");

export default async function Page({ params }: Props) {
  setRequestLocale((await params).locale);
  const t = await getTranslations("Wallet");
  return (
    <ClientMessages namespaces={["Common", "DateField", "Payment", "Validation", "Wallet"]}>
      <section className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
        <h1 className="mb-6 text-3xl font-bold">{t("title")}</h1>
        {/* The page reads the checkout's ?reference= on the client. */}
        <Suspense>
          <WalletOverview />
        </Suspense>
      </section>
    </ClientMessages>
  );
}
