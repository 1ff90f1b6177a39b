"use client";

import { useTranslations } from "next-intl";
import { useClock } from "@/lib/time/use-clock";
import type { Booking } from "../schemas";
import { groupByWeek } from "../week-groups";
import { BookingRow } from "./booking-row";

export type HeadingLevel = 2 | 3;

/**
 * Dated sessions in the server's order under Today, This week and Later, by the viewer's own
 * calendar (no headings while the page hydrates: the server knows neither the zone nor the time).
 */
export function ScheduledRows({
  rows,
  role,
  level = 3,
}: {
  rows: Booking[];
  role: "client" | "provider";
  level?: HeadingLevel;
}) {
  const t = useTranslations("Booking");
  const Heading = `h${level}` as const;
  const now = useClock(60_000);
  if (!now)
    return (
      <ul className="space-y-3">
        {rows.map((b) => (
          <BookingRow key={b.identifier} booking={b} role={role} />
        ))}
      </ul>
    );
  return (
    <div className="space-y-5">
      {groupByWeek(rows, now).map(({ group, rows }) => (
        <section key={group} aria-label={t(`weekGroups.${group}`)} className="space-y-3">
          <Heading className="text-sm font-semibold tracking-wide text-muted uppercase">
            {t(`weekGroups.${group}`)}
          </Heading>
          <ul className="space-y-3">
            {rows.map((b) => (
              <BookingRow key={b.identifier} booking={b} role={role} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
