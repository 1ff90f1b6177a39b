import { getTranslations, setRequestLocale } from "next-intl/server";
import { cookies } from "next/headers";
import { Suspense } from "react";
import { VouchersPage } from "@/features/vouchers/components/vouchers-page";
import { VouchersSignedOut } from "@/features/vouchers/components/vouchers-signed-out";
import { hasSession } from "@/lib/auth/session-state";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageTitle } from "@/lib/i18n/page-title";

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ code?: string | string[] }>;
};

export const generateMetadata = pageTitle("Vouchers", "title");

/**
 * Gift vouchers: redeem one, give one (decision 0104). Signed out, what they are and a sign-in
 * link: the forms read the wallet and the account, which would only answer 401.
 */
export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("Vouchers");
  const signedIn = hasSession(await cookies());
  const { code } = await searchParams;
  return (
    <ClientMessages namespaces={["Common", "Validation", "Vouchers"]}>
      <section className="mx-auto max-w-5xl space-y-2 px-4 py-8 sm:py-10">
        <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
        <p className="pb-4 text-muted">{t("intro")}</p>
        {signedIn ? (
          // The page reads a gift email's ?code= on the client.
          <Suspense>
            <VouchersPage />
          </Suspense>
        ) : (
          <VouchersSignedOut locale={locale} code={typeof code === "string" ? code : undefined} />
        )}
      </section>
    </ClientMessages>
  );
}
