"use client";

import { useTranslations } from "next-intl";
import { LocalTime } from "@/components/ui/local-time";
import type { Booking } from "@/features/booking";
import { useBooking } from "@/features/booking/api";
import { Link } from "@/lib/i18n/navigation";

/**
 * Which session a session-notes page is about: its time and therapy, leading to the appointment.
 * The page's heading says only "Session notes"; a therapist with many sessions needs the date.
 * The server's read comes as `initial`; after an expired access token the browser asks again.
 */
export function SessionOfNotes({ bookingId, initial }: { bookingId: string; initial?: Booking }) {
  const t = useTranslations("Notes");
  const booking = useBooking("provider", bookingId, initial);
  if (!booking.data) return null;
  const { startTime, therapyCategory } = booking.data;
  return (
    <p className="text-sm text-muted">
      <Link
        href={`/appointments/${bookingId}`}
        className="font-medium text-brand-800 underline underline-offset-4"
      >
        {startTime ? <LocalTime iso={startTime} format="session" /> : t("sessionUntimed")}
      </Link>{" "}
      · {therapyCategory.name}
    </p>
  );
}
