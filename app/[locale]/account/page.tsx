import { getTranslations, setRequestLocale } from "next-intl/server";
import { cookies } from "next/headers";
import { AccountPage } from "@/features/client-account/components/account-page";
import { sessionUserType } from "@/lib/auth/session-state";
import { redirect } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageTitle } from "@/lib/i18n/page-title";

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = pageTitle("ClientAccount", "title");

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  // A therapist's profile is their practice; /account is a client's.
  if (sessionUserType(await cookies()) === "provider") redirect({ href: "/practice", locale });
  const t = await getTranslations("ClientAccount");
  return (
    <ClientMessages namespaces={["ClientAccount", "Common", "DateField", "Validation"]}>
      <section className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
        <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
        <p className="mb-6 mt-2 text-muted">{t("intro")}</p>
        <AccountPage />
      </section>
    </ClientMessages>
  );
}
