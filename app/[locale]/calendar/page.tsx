import { getTranslations, setRequestLocale } from "next-intl/server";
import { PracticeNav } from "@/features/practice/components/practice-nav";
import { CalendarWithSessions } from "./calendar-with-sessions";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageTitle } from "@/lib/i18n/page-title";

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = pageTitle("Availability", "calendarTitle");

export default async function Page({ params }: Props) {
  setRequestLocale((await params).locale);
  const t = await getTranslations("Availability");
  return (
    <ClientMessages namespaces={["Availability", "Booking", "Common", "Practice", "Validation"]}>
      <section className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
        <h1 className="mb-4 text-3xl font-bold tracking-tight">{t("calendarTitle")}</h1>
        <PracticeNav />
        <CalendarWithSessions />
      </section>
    </ClientMessages>
  );
}
