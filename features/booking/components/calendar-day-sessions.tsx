"use client";

import { useTranslations } from "next-intl";
import { Spinner } from "@/components/ui/spinner";
import { Link } from "@/lib/i18n/navigation";
import { useLocalDateTime } from "@/components/ui/local-time";
import { useBookings } from "../api";

/**
 * Who the therapist sees on a day of their calendar and when, soonest first, on the viewer's own
 * clock; holds awaiting payment are counted, not named (the client may not pay).
 */
export function DaySessions({ from, to, booked }: { from: string; to: string; booked: number }) {
  const t = useTranslations("Booking");
  const tc = useTranslations("Common");
  const time = useLocalDateTime();
  const list = useBookings("provider", ["confirmed", "completed"], 1, {
    section: "scheduled",
    from,
    to,
  });
  if (list.isLoading) return <Spinner label={tc("loading")} />;
  if (!list.data) return <p role="alert">{tc("genericError")}</p>;
  const rows = list.data.data;
  const held = booked - list.data.meta.total;
  return (
    <div className="space-y-2">
      {rows.length ? (
        <ul aria-label={t("daySessions")} className="space-y-2 text-sm">
          {rows.map((b) => (
            <li key={b.identifier}>
              <Link
                href={`/appointments/${b.identifier}`}
                className="block rounded-xl bg-stone-50 p-2 ring-1 ring-stone-200 hover:ring-brand-400"
              >
                <span className="block font-semibold">
                  {time(b.startTime!, "clock")}–{time(b.endTime!, "clock")}
                </span>
                <span className="block">
                  {b.client.firstName} {b.client.lastName} · {b.therapyCategory.name}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t("dayNoSessions")}</p>
      )}
      {list.data.meta.total > rows.length && (
        <Link href="/appointments" className="text-sm font-medium text-brand-800 underline">
          {t("dayMore", { count: list.data.meta.total - rows.length })}
        </Link>
      )}
      {held > 0 && <p className="text-sm text-muted">{t("dayHeld", { count: held })}</p>}
    </div>
  );
}
