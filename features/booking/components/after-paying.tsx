"use client";

import { useTranslations } from "next-intl";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { MessageButton } from "@/features/messaging";
import { errorToMessage } from "@/lib/api/error-message";
import { useDownloadCalendarFile } from "../api";
import { inCalendar } from "../calendar-rules";
import type { Booking } from "../schemas";
import { JoinSession } from "./join-session";

/**
 * What a client does next once a session is paid (issue 74): how they will meet, putting it in
 * their calendar, and a word to the therapist, beside the way back to their bookings.
 */
export function AfterPaying({ booking }: { booking: Booking }) {
  const t = useTranslations("Booking");
  const tm = useTranslations("Messaging");
  const calendarFile = useDownloadCalendarFile("client");
  return (
    <div className="space-y-4">
      <JoinSession booking={booking} role="client" />
      <div className="flex flex-wrap items-center gap-3">
        {inCalendar(booking) && (
          <Button
            variant="secondary"
            disabled={calendarFile.isPending}
            onClick={() =>
              calendarFile.mutate(booking, {
                onError: (error) => toast.error(errorToMessage(error, t("calendarFailed"))),
              })
            }
          >
            {t("addToCalendar")}
          </Button>
        )}
        <MessageButton
          userIdentifier={booking.provider.identifier}
          label={tm("messageButton", { name: booking.provider.firstName })}
        />
      </div>
    </div>
  );
}
