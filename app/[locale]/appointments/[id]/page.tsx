import { getTranslations, setRequestLocale } from "next-intl/server";
import { cookies } from "next/headers";
import { BookingDetail } from "@/features/booking/components/booking-detail";
import { AppointmentNotes } from "@/features/notes/components/appointment-notes";
import { ParticipantsPanel } from "@/features/participants/components/participants-panel";
import { SessionReview } from "@/features/reviews/components/session-review";
import { sessionUserType } from "@/lib/auth/session-state";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";

type Props = { params: Promise<{ locale: Locale; id: string }> };

export async function generateMetadata({ params }: Props) {
  const t = await getTranslations({ locale: (await params).locale, namespace: "Booking" });
  return { title: t("detailTitle") };
}

export default async function Page({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const role = sessionUserType(await cookies()) ?? "client";
  return (
    <ClientMessages
      namespaces={[
        "Booking",
        "Common",
        "Lifecycle",
        "Messaging",
        "Notes",
        "Participants",
        "Reviews",
        "Validation",
      ]}
    >
      <section className="mx-auto max-w-3xl space-y-6 px-4 py-10">
        <BookingDetail id={id} role={role} />
        <AppointmentNotes bookingId={id} role={role} />
        <SessionReview bookingId={id} role={role} />
        <ParticipantsPanel bookingId={id} role={role} />
      </section>
    </ClientMessages>
  );
}
