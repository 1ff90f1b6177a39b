import { getTranslations, setRequestLocale } from "next-intl/server";
import { OverviewWelcome } from "@/features/accounts/components/overview-welcome";
import type { Locale } from "@/lib/i18n/routing";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props) {
  const t = await getTranslations({ locale: (await params).locale, namespace: "Accounts" });
  return { title: t("dashboard") };
}

export default async function Page({ params }: Props) {
  setRequestLocale((await params).locale);
  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <OverviewWelcome />
    </section>
  );
}
