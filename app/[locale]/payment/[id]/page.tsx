import { getTranslations, setRequestLocale } from "next-intl/server";
import { Suspense } from "react";
import { bookingOnServer } from "@/features/booking/server/page-data";
import { notFoundMetadata, notFoundPage } from "@/features/shell/server/page-data";
import { NOT_FOUND } from "@/lib/api/server";
import type { Locale } from "@/lib/i18n/routing";
import { PaymentView } from "./payment-view";
import { ClientMessages } from "@/lib/i18n/client-messages";

type Props = { params: Promise<{ locale: Locale; id: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale, id } = await params;
  if ((await bookingOnServer(locale, "client", id)) === NOT_FOUND) return notFoundMetadata;
  const t = await getTranslations({ locale, namespace: "Booking" });
  return { title: t("paymentTitle") };
}

export default async function Page({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  // Only a booking of the signed-in client's has a payment page.
  const booking = await bookingOnServer(locale, "client", id);
  if (booking === NOT_FOUND) return notFoundPage();
  const t = await getTranslations("Booking");
  return (
    <ClientMessages
      namespaces={["Booking", "Common", "Payment", "Validation"]}
      keys={{ Messaging: ["messageButton"] }}
    >
      <section className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="mb-6 text-3xl font-bold">{t("paymentTitle")}</h1>
        <Suspense>
          <PaymentView bookingId={id} locale={locale} initial={booking} />
        </Suspense>
      </section>
    </ClientMessages>
  );
}
