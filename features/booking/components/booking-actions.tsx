"use client";

import { useTranslations } from "next-intl";
import { useLocalDateTime } from "@/components/ui/local-time";
import type { Booking } from "../schemas";
import { CancelBooking } from "./cancel-booking";
import { CounterProposalPanel } from "./counter-proposal";
import { PendingRescheduleNotice } from "./pending-reschedules";
import { RescheduleBooking } from "./reschedule-booking";
import { ScheduleBooking } from "./schedule-booking";

/**
 * What either side can do with a booking after it was made: answer a waiting reschedule request,
 * schedule (client, "schedule later"), reschedule and cancel; and the booking's moves so far. A
 * therapist has none of these on a time held for a waitlisted client who has not accepted yet.
 */
export function BookingActions({
  booking,
  role,
}: {
  booking: Booking;
  role: "client" | "provider";
}) {
  const t = useTranslations("Lifecycle");
  const moves = booking.reschedules;
  const localTime = useLocalDateTime();
  const format = (iso: string) => localTime(iso, "session");
  // A waitlist offer not yet accepted is the client's to take or pass (decision 0320).
  const heldForWaitlist =
    role === "provider" && booking.heldForWaitlist && booking.status === "pending";
  return (
    <div className="space-y-4">
      <ul>
        <PendingRescheduleNotice booking={booking} role={role} />
      </ul>
      <CounterProposalPanel booking={booking} role={role} />
      {heldForWaitlist ? (
        <p className="rounded-xl bg-stone-50 p-3 text-sm" data-testid="waitlist-hold-actions">
          {t("waitlistHoldNoActions")}
        </p>
      ) : (
        <div className="flex flex-wrap items-start gap-3">
          {role === "client" && <ScheduleBooking booking={booking} />}
          {booking.startTime && <RescheduleBooking booking={booking} role={role} />}
          <CancelBooking booking={booking} role={role} />
        </div>
      )}
      {moves.length > 0 && (
        <section aria-labelledby="reschedule-history" className="text-sm">
          <h2 id="reschedule-history" className="font-semibold">
            {t("historyTitle")}
          </h2>
          <ol className="mt-2 space-y-1">
            {moves.map((m) => (
              <li key={m.identifier}>
                {t("historyLine", {
                  by: m.requestedBy,
                  from: format(m.from.startTime),
                  to: format(m.to.startTime),
                })}{" "}
                · {t(`rescheduleStatuses.${m.status}`)}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
