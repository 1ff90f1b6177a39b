import { getTranslations, setRequestLocale } from "next-intl/server";
import { cookies } from "next/headers";
import { ReceiptView } from "@/features/booking/components/receipt-view";
import { receiptOnServer } from "@/features/booking/server/page-data";
import { notFoundMetadata, notFoundPage } from "@/features/shell/server/page-data";
import { NOT_FOUND } from "@/lib/api/server";
import { sessionUserType } from "@/lib/auth/session-state";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";

type Props = { params: Promise<{ locale: Locale; id: string }> };

const roleOf = async () => sessionUserType(await cookies()) ?? "client";

export async function generateMetadata({ params }: Props) {
  const { locale, id } = await params;
  if ((await receiptOnServer(locale, await roleOf(), id)) === NOT_FOUND) return notFoundMetadata;
  const t = await getTranslations({ locale, namespace: "Booking.receipt" });
  return { title: t("title") };
}

export default async function Page({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const role = await roleOf();
  const receipt = await receiptOnServer(locale, role, id);
  if (receipt === NOT_FOUND) return notFoundPage();
  return (
    <ClientMessages namespaces={["Booking", "Common"]}>
      <section className="mx-auto max-w-2xl px-4 py-10 print:max-w-none print:p-0">
        <ReceiptView id={id} role={role} initial={receipt} />
      </section>
    </ClientMessages>
  );
}
