import { setRequestLocale } from "next-intl/server";
import { SandboxCheckout } from "@/features/wallet/components/sandbox-checkout";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageTitle } from "@/lib/i18n/page-title";

type Props = { params: Promise<{ locale: Locale; reference: string }> };

export const generateMetadata = pageTitle("Payment", "checkoutTitle", { robots: { index: false } });

export default async function Page({ params }: Props) {
  const { locale, reference } = await params;
  setRequestLocale(locale);
  return (
    <ClientMessages namespaces={["Common", "Payment"]}>
      <SandboxCheckout reference={reference} />
    </ClientMessages>
  );
}
