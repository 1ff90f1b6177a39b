import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFoundMetadata, notFoundPage } from "@/features/shell/server/page-data";
import { TransactionDetail } from "@/features/wallet/components/transaction-detail";
import { transactionOnServer } from "@/features/wallet/server/page-data";
import { NOT_FOUND } from "@/lib/api/server";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";

type Props = { params: Promise<{ locale: Locale; id: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale, id } = await params;
  if ((await transactionOnServer(locale, id)) === NOT_FOUND) return notFoundMetadata;
  const t = await getTranslations({ locale, namespace: "Wallet" });
  return { title: t("transaction") };
}

export default async function Page({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const transaction = await transactionOnServer(locale, id);
  if (transaction === NOT_FOUND) return notFoundPage();
  const t = await getTranslations("Wallet");
  return (
    <ClientMessages namespaces={["Common", "Wallet"]}>
      <section className="mx-auto max-w-2xl px-4 py-8 sm:py-10">
        <h1 className="sr-only">{t("transaction")}</h1>
        <TransactionDetail id={id} initial={transaction} />
      </section>
    </ClientMessages>
  );
}
