"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { LocalTime, useLocalDateTime } from "@/components/ui/local-time";
import { Spinner } from "@/components/ui/spinner";
import { Link } from "@/lib/i18n/navigation";
import { useBookings } from "../api";
import type { Booking, BookingStatus } from "../schemas";
import { untimedKey } from "../untimed";

/** The statuses the upcoming list asks for; the overview's starting-soon card shares its query. */
export const UPCOMING_STATUSES: BookingStatus[] = ["pending", "confirmed"];

const TABS: Record<"upcoming" | "past", BookingStatus[]> = {
  upcoming: UPCOMING_STATUSES,
  past: ["completed", "cancelled", "expired", "rejected"],
};

function BookingRow({ booking, role }: { booking: Booking; role: "client" | "provider" }) {
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
              <LocalTime iso={booking.startTime} />
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
                to: localTime(move.to.startTime, { dateStyle: "medium", timeStyle: "short" }),
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

/** The client's bookings or the therapist's appointments, upcoming and past, in the viewer's time zone. */
export function BookingList({ role, limit }: { role: "client" | "provider"; limit?: number }) {
  const t = useTranslations("Booking");
  const tc = useTranslations("Common");
  const [tab, setTab] = useState<"upcoming" | "past">("upcoming");
  const [page, setPage] = useState(1);
  const list = useBookings(role, TABS[tab], page);
  const rows = limit ? list.data?.data.slice(0, limit) : list.data?.data;
  const pages = list.data
    ? Math.max(1, Math.ceil(list.data.meta.total / list.data.meta.pageSize))
    : 1;

  return (
    <div className="space-y-4">
      {!limit && (
        <div role="tablist" className="flex gap-2">
          {(["upcoming", "past"] as const).map((name) => (
            <button
              key={name}
              role="tab"
              aria-selected={tab === name}
              onClick={() => (setTab(name), setPage(1))}
              className={`rounded-full px-4 py-2 text-sm font-medium ${tab === name ? "bg-brand-400" : "bg-white ring-1 ring-stone-300"}`}
            >
              {t(`tabs.${name}`)}
            </button>
          ))}
        </div>
      )}
      {list.isLoading ? (
        <Spinner label={tc("loading")} />
      ) : list.isError ? (
        <p role="alert">{tc("genericError")}</p>
      ) : rows?.length ? (
        <ul className="space-y-3">
          {rows.map((b) => (
            <BookingRow key={b.identifier} booking={b} role={role} />
          ))}
        </ul>
      ) : (
        <p className="rounded-2xl bg-white p-6 text-muted ring-1 ring-stone-200">
          {role === "client" ? t("emptyClient") : t("emptyProvider")}
        </p>
      )}
      {!limit && pages > 1 && (
        <nav className="flex items-center gap-4 text-sm" aria-label={t("pages")}>
          <button
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
            className="underline disabled:opacity-40"
          >
            {t("previous")}
          </button>
          <span>{t("pageOf", { page, pages })}</span>
          <button
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
            className="underline disabled:opacity-40"
          >
            {t("next")}
          </button>
        </nav>
      )}
    </div>
  );
}
