import { getTranslations, setRequestLocale } from "next-intl/server";
import { TransactionDetail } from "@/features/wallet/components/transaction-detail";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";

type Props = { params: Promise<{ locale: Locale; id: string }> };

export async function generateMetadata({ params }: Props) {
  const t = await getTranslations({ locale: (await params).locale, namespace: "Wallet" });
  return { title: t("transaction") };
}

export default async function Page({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Wallet");
  return (
    <ClientMessages namespaces={["Common", "Wallet"]}>
      <section className="mx-auto max-w-2xl px-4 py-8 sm:py-10">
        <h1 className="sr-only">{t("transaction")}</h1>
        <TransactionDetail id={id} />
      </section>
    </ClientMessages>
  );
}
