import { getTranslations, setRequestLocale } from "next-intl/server";
import { cookies } from "next/headers";
import { BookingDetail } from "@/features/booking/components/booking-detail";
import { bookingOnServer } from "@/features/booking/server/page-data";
import { AppointmentNotes } from "@/features/notes/components/appointment-notes";
import { SessionForms } from "@/features/care/components/form-lists";
import { ParticipantsPanel } from "@/features/participants/components/participants-panel";
import { RoomPanel } from "@/features/session-room/components/room-panel";
import { SessionReview } from "@/features/reviews/components/session-review";
import { notFoundMetadata, notFoundPage } from "@/features/shell/server/page-data";
import { NOT_FOUND } from "@/lib/api/server";
import { sessionUserType } from "@/lib/auth/session-state";
import type { Locale } from "@/lib/i18n/routing";
import { ClientMessages } from "@/lib/i18n/client-messages";

type Props = { params: Promise<{ locale: Locale; id: string }> };

const roleOf = async () => sessionUserType(await cookies()) ?? "client";

export async function generateMetadata({ params }: Props) {
  const { locale, id } = await params;
  if ((await bookingOnServer(locale, await roleOf(), id)) === NOT_FOUND) return notFoundMetadata;
  const t = await getTranslations({ locale, namespace: "Booking" });
  return { title: t("detailTitle") };
}

export default async function Page({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const role = await roleOf();
  const booking = await bookingOnServer(locale, role, id);
  if (booking === NOT_FOUND) return notFoundPage();
  return (
    <ClientMessages
      namespaces={[
        "Booking",
        "Care",
        "Common",
        "Lifecycle",
        "Messaging",
        "Notes",
        "Participants",
        "Reviews",
        "Validation",
        "SessionRoom",
      ]}
    >
      <section className="mx-auto max-w-3xl space-y-6 px-4 py-10">
        <BookingDetail id={id} role={role} initial={booking} />
        <RoomPanel bookingId={id} side={role} />
        <SessionForms bookingId={id} role={role} initial={booking} />
        <AppointmentNotes bookingId={id} role={role} />
        <SessionReview bookingId={id} role={role} />
        <ParticipantsPanel bookingId={id} role={role} />
      </section>
    </ClientMessages>
  );
}
