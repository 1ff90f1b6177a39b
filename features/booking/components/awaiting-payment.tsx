"use client";

import { useTranslations } from "next-intl";
import { buttonClass } from "@/components/ui/button";
import { useLocalDateTime } from "@/components/ui/local-time";
import { Link } from "@/lib/i18n/navigation";
import { useClock } from "@/lib/time/use-clock";
import { useBookings } from "../api";
import type { Booking } from "../schemas";

/** One row per payment: a series is paid at once, so it shows as its first week and its count. */
function byPayment(pending: Booking[]) {
  const rows: { booking: Booking; count: number }[] = [];
  const series = new Map<string, { booking: Booking; count: number }>();
  for (const booking of pending) {
    const key = booking.series?.identifier;
    const row = key ? series.get(key) : undefined;
    if (row) {
      row.count += 1;
      continue;
    }
    const next = { booking, count: 1 };
    if (key) series.set(key, next);
    rows.push(next);
  }
  return rows;
}

/**
 * On a client's overview: the sessions held for them that wait for their payment (a therapist's
 * booking for them, or their own left at the payment step), each with its deadline and the way to
 * pay. A hold that has lapsed is not shown; nothing when none waits.
 */
export function AwaitingPayment() {
  const t = useTranslations("Booking");
  const format = useLocalDateTime();
  const now = useClock(60_000);
  const list = useBookings("client", ["pending"]);
  const held = (list.data?.data ?? []).filter(
    (b) => b.holdExpiresAt && Date.parse(b.holdExpiresAt) > now,
  );
  if (!now || !held.length) return null;
  return (
    <section aria-labelledby="awaiting-payment">
      <h2 id="awaiting-payment" className="mb-4 text-xl font-semibold">
        {t("awaiting.title")}
      </h2>
      <ul className="space-y-3">
        {byPayment(held).map(({ booking: b, count }) => {
          const values = {
            name: `${b.provider.firstName} ${b.provider.lastName}`,
            therapy: b.therapyCategory.name,
            time: b.startTime ? format(b.startTime, "session") : "",
            count,
          };
          const text = !b.startTime
            ? t("awaiting.untimed", values)
            : count > 1
              ? t("awaiting.series", values)
              : b.createdByProvider
                ? t("awaiting.bookedForYou", values)
                : t("awaiting.yours", values);
          return (
            <li
              key={b.identifier}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-brand-50 p-4 text-sm ring-1 ring-brand-200"
            >
              <div className="space-y-1">
                <p className="font-medium">{text}</p>
                <p className="text-muted">
                  {t("awaiting.payBy", { deadline: format(b.holdExpiresAt!, "session") })}
                </p>
              </div>
              <Link href={`/payment/${b.identifier}`} className={buttonClass()}>
                {t("awaiting.pay")}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
