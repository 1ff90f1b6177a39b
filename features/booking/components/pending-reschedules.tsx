"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useLocalDateTime } from "@/components/ui/local-time";
import toast from "react-hot-toast";
import { Button } from "@/components/ui/button";
import { errorToMessage } from "@/lib/api/error-message";
import { Link } from "@/lib/i18n/navigation";
import { useDecideReschedule, usePendingReschedules } from "../api";
import type { Booking, RescheduleDecision } from "../schemas";
import { CounterProposeForm } from "./counter-proposal";

type Role = "client" | "provider";

/**
 * One booking's waiting reschedule request, worded for the viewer: the other party's request with
 * Accept and Decline, or the viewer's own, waiting for the other party. Nothing when none waits.
 */
export function PendingRescheduleNotice({
  booking,
  role,
  withLink = false,
}: {
  booking: Booking;
  role: Role;
  withLink?: boolean;
}) {
  const t = useTranslations("Lifecycle");
  const tc = useTranslations("Common");
  const decide = useDecideReschedule(role);
  const localTime = useLocalDateTime();
  const [countering, setCountering] = useState(false);
  const request = booking.reschedules.findLast((r) => r.status === "pending");
  if (!request || (booking.status !== "confirmed" && booking.status !== "pending")) return null;
  const other = role === "client" ? booking.provider : booking.client;
  const format = (iso: string) => localTime(iso, "session");
  const values = {
    name: `${other.firstName} ${other.lastName}`,
    from: format(request.from.startTime),
    to: format(request.to.startTime),
  };
  const theirs = request.requestedBy !== role;
  const text = theirs
    ? t(role === "client" ? "askedByTherapist" : "askedByClient", values)
    : t(role === "client" ? "waitingForTherapist" : "waitingForClient", values);

  async function answer(decision: RescheduleDecision) {
    try {
      await decide.mutateAsync({
        bookingId: booking.identifier,
        requestId: request!.identifier,
        decision,
      });
      toast.success(decision === "accepted" ? t("acceptedToast") : t("declinedToast"));
    } catch (error) {
      toast.error(errorToMessage(error, tc("genericError")));
    }
  }

  return (
    <li
      className="space-y-3 rounded-2xl bg-amber-50 p-4 text-sm ring-1 ring-amber-200"
      data-testid="pending-reschedule"
    >
      <p>{text}</p>
      {request.note && <p className="text-muted">{t("requestNote", { note: request.note })}</p>}
      <div className="flex flex-wrap items-center gap-2">
        {theirs && (
          <>
            <Button onClick={() => answer("accepted")} disabled={decide.isPending}>
              {t("accept")}
            </Button>
            <Button
              variant="secondary"
              onClick={() => answer("declined")}
              disabled={decide.isPending}
            >
              {t("decline")}
            </Button>
            {!countering && (
              <Button variant="secondary" onClick={() => setCountering(true)}>
                {t("counterSuggest")}
              </Button>
            )}
          </>
        )}
        {withLink && (
          <Link
            href={`/appointments/${booking.identifier}`}
            className="font-medium text-brand-800 underline"
          >
            {booking.therapyCategory.name}
          </Link>
        )}
      </div>
      {theirs && countering && (
        <CounterProposeForm booking={booking} role={role} onClose={() => setCountering(false)} />
      )}
    </li>
  );
}

/** The dashboard's list of the viewer's reschedule requests waiting for an answer (either side). */
export function PendingReschedules({ role }: { role: Role }) {
  const t = useTranslations("Lifecycle");
  const tc = useTranslations("Common");
  const list = usePendingReschedules(role);
  if (list.isLoading) return null;
  if (list.isError)
    return (
      <p role="alert" className="text-sm text-red-800">
        {errorToMessage(list.error, tc("genericError"))}
      </p>
    );
  if (!list.data?.length) return null;
  return (
    <section aria-labelledby="pending-reschedules">
      <h2 id="pending-reschedules" className="mb-4 text-xl font-semibold">
        {t("pendingTitle")}
      </h2>
      <ul className="space-y-3">
        {list.data.map((b) => (
          <PendingRescheduleNotice key={b.identifier} booking={b} role={role} withLink />
        ))}
      </ul>
    </section>
  );
}
