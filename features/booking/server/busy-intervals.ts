import "server-only";
import { and, eq, gt, isNotNull, lt, or, sql } from "drizzle-orm";
import { anyId, prepared } from "@/db/prepared";
import { bookings } from "@/db/schema/booking";
import type { BusyInterval } from "@/features/availability";

const busyRows = prepared((db) =>
  db
    .select({
      providerId: bookings.providerId,
      start: bookings.startTime,
      end: bookings.endTime,
      proposedStart: bookings.proposedStartTime,
      proposedEnd: bookings.proposedEndTime,
      holdExpiresAt: bookings.holdExpiresAt,
      status: bookings.status,
      // An open counter-proposal's times (decision 0318), as [start, end] pairs.
      countered: sql<
        [string, string][] | null
      >`case when ${bookings.counterUntil} > ${sql.placeholder("now")}
        then (select json_agg(json_build_array(lower(r), upper(r))) from unnest(${bookings.counterTimes}) r) end`,
    })
    .from(bookings)
    .where(
      and(
        anyId(bookings.providerId, "ids"),
        isNotNull(bookings.startTime),
        or(
          and(
            lt(bookings.startTime, sql.placeholder("to")),
            gt(bookings.endTime, sql.placeholder("from")),
          ),
          // A pending reschedule request holds its proposed time too (decision 0301).
          and(
            lt(bookings.proposedStartTime, sql.placeholder("to")),
            gt(bookings.proposedEndTime, sql.placeholder("from")),
          ),
          gt(bookings.counterUntil, sql.placeholder("now")),
        ),
        or(
          eq(bookings.status, "confirmed"),
          and(eq(bookings.status, "pending"), gt(bookings.holdExpiresAt, sql.placeholder("now"))),
        ),
      ),
    )
    .prepare("busy_intervals"),
);

/**
 * The times providers are taken: confirmed sessions and pending ones still held. Slot generation
 * asks this, for one provider or a page of them at once.
 */
export async function busyIntervalsOf(providerIds: string[], from: Date, to: Date) {
  const busy = new Map<string, BusyInterval[]>();
  if (!providerIds.length) return busy;
  const rows = await (await busyRows()).execute({ ids: providerIds, from, to, now: new Date() });
  for (const r of rows) {
    const list = busy.get(r.providerId) ?? [];
    const until = r.status === "pending" ? r.holdExpiresAt?.getTime() : undefined;
    list.push({ start: r.start!.getTime(), end: r.end!.getTime(), until });
    if (r.proposedStart && r.proposedEnd)
      list.push({ start: r.proposedStart.getTime(), end: r.proposedEnd.getTime() });
    for (const [start, end] of r.countered ?? [])
      list.push({ start: Date.parse(start), end: Date.parse(end) });
    busy.set(r.providerId, list);
  }
  return busy;
}
