import { getTranslations, setRequestLocale } from "next-intl/server";
import { cookies } from "next/headers";
import { BookingList } from "@/features/booking/components/booking-list";
import { CalendarFeedPanel } from "@/features/booking/components/calendar-feed";
import { InvitedSessions } from "@/features/participants/components/invited-sessions";
import { sessionUserType } from "@/lib/auth/session-state";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";

type Props = { params: Promise<{ locale: Locale }> };

/** A therapist's appointments, or a client's sessions, as the dashboard's menu names them. */
const titleKey = (role: string) => (role === "provider" ? "appointmentsTitle" : "bookingsTitle");

export async function generateMetadata({ params }: Props) {
  const t = await getTranslations({ locale: (await params).locale, namespace: "Booking" });
  return { title: t(titleKey(sessionUserType(await cookies()) ?? "client")) };
}

export default async function Page({ params }: Props) {
  setRequestLocale((await params).locale);
  const role = sessionUserType(await cookies()) ?? "client";
  const t = await getTranslations("Booking");
  return (
    <ClientMessages namespaces={["Booking", "Common", "Participants"]}>
      <section className="mx-auto max-w-4xl px-4 py-10">
        <h1 className="mb-6 text-3xl font-bold">{t(titleKey(role))}</h1>
        <BookingList role={role} />
        <InvitedSessions />
        <CalendarFeedPanel />
      </section>
    </ClientMessages>
  );
}
