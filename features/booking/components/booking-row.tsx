"use client";

import { useTranslations } from "next-intl";
import { LocalTime, useLocalDateTime } from "@/components/ui/local-time";
import { Link } from "@/lib/i18n/navigation";
import type { Booking } from "../schemas";
import { untimedKey } from "../untimed";
import { UPCOMING_STATUSES } from "./upcoming-statuses";

/** One booking on a list: the other party's name, what and when, and its state. */
export function BookingRow({ booking, role }: { booking: Booking; role: "client" | "provider" }) {
  const t = useTranslations("Booking");
  const localTime = useLocalDateTime();
  const other = role === "client" ? booking.provider : booking.client;
  // An open waitlist offer: no name until the client accepts (decision 0318).
  const forWaitlist = role === "provider" && booking.heldForWaitlist;
  // A move waiting for an answer; the session keeps its time until then (see PendingRescheduleNotice).
  const move = UPCOMING_STATUSES.includes(booking.status)
    ? booking.reschedules.findLast((r) => r.status === "pending")
    : undefined;
  const href =
    role === "client" && booking.status === "pending"
      ? `/payment/${booking.identifier}`
      : `/appointments/${booking.identifier}`;
  return (
    <li>
      <Link
        href={href}
        className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 hover:ring-brand-400"
      >
        <span>
          <span className="block font-semibold">
            {forWaitlist ? t("waitlistClient") : `${other.firstName} ${other.lastName}`}
          </span>
          <span className="block text-sm text-muted">
            {booking.therapyCategory.name} ·{" "}
            {booking.startTime ? (
              <LocalTime iso={booking.startTime} format="session" />
            ) : (
              t(untimedKey(role, booking.status))
            )}
          </span>
          {forWaitlist && booking.status === "pending" && (
            <span className="mt-1 block text-sm font-medium text-brand-900">
              {t("waitlistHeld")}
            </span>
          )}
          {move && (
            <span className="mt-1 block text-sm font-medium text-amber-800">
              {t(move.requestedBy === role ? "rowMoveAsked" : "rowMoveAskedOfYou", {
                to: localTime(move.to.startTime, "session"),
              })}
            </span>
          )}
        </span>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold ${
            booking.status === "confirmed"
              ? "bg-green-100 text-green-900"
              : booking.status === "pending"
                ? "bg-brand-100 text-brand-900"
                : "bg-stone-100 text-stone-700"
          }`}
        >
          {t(`statuses.${booking.status}`)}
        </span>
      </Link>
    </li>
  );
}
