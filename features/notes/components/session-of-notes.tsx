"use client";

import { useTranslations } from "next-intl";
import { LocalTime } from "@/components/ui/local-time";
import { useBooking } from "@/features/booking/api";
import { Link } from "@/lib/i18n/navigation";

/**
 * Which session a session-notes page is about: its time and therapy, leading to the appointment.
 * The page's heading says only "Session notes"; a therapist with many sessions needs the date.
 */
export function SessionOfNotes({ bookingId }: { bookingId: string }) {
  const t = useTranslations("Notes");
  const booking = useBooking("provider", bookingId);
  if (!booking.data) return null;
  const { startTime, therapyCategory } = booking.data;
  return (
    <p className="text-sm text-muted">
      <Link
        href={`/appointments/${bookingId}`}
        className="font-medium text-brand-800 underline underline-offset-4"
      >
        {startTime ? (
          <LocalTime iso={startTime} options={{ dateStyle: "medium", timeStyle: "short" }} />
        ) : (
          t("sessionUntimed")
        )}
      </Link>{" "}
      · {therapyCategory.name}
    </p>
  );
}
