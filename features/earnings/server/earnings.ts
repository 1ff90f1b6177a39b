import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { bookings } from "@/db/schema/booking";
import { payouts } from "@/db/schema/earnings";
import { walletEntries } from "@/db/schema/wallet";
import { attendanceOf } from "@/features/session-room/server/service";
import { BOOKING_REFUND_PREFIX } from "@/features/wallet/server/service";
import {
  EARNINGS_PAGE_SIZE,
  type EarningKind,
  type EarningSession,
  type EarningsSummary,
} from "../schemas";

/**
 * A therapist's paid sessions: not free, and confirmed, held, or cancelled after they were paid.
 * What the client got back is the ledger's refund for the booking (`bookingRefundReference`), so a
 * late cancellation the client was not refunded for counts as earned, whatever the rule was then.
 */
export const paidSessions = (providerId?: string) => sql`
  select b.id, b.provider_id, b.client_id, b.start_time, b.end_time, b.status, b.amount,
         b.currency, b.modality, coalesce(r.amount, 0)::bigint as refunded
  from ${bookings} b
  left join ${walletEntries} r
    on r.type = 'refund' and r.reference = ${BOOKING_REFUND_PREFIX} || b.id::text
  where ${providerId ? sql`b.provider_id = ${providerId}` : sql`true`}
    and b.status in ('confirmed', 'completed', 'cancelled')
    and not b.is_free and b.amount > 0
    and (b.status <> 'cancelled' or b.previous_status in ('confirmed', 'completed'))`;

/** Still to come: confirmed, and not yet over (or not yet scheduled). */
export const upcoming = (now: Date): SQL =>
  sql`(p.status = 'confirmed' and (p.end_time is null or p.end_time > ${now.toISOString()}))`;

export const kindOf = (now: Date): SQL => sql`case
    when ${upcoming(now)} then 'upcoming'
    when p.status = 'cancelled' and p.refunded >= p.amount then 'refunded'
    when p.status = 'cancelled' then 'lateCancellation'
    else 'held' end`;

export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The year of a session's start in the therapist's zone (`u` is the therapist's users row). */
export const yearOf = sql`extract(year from p.start_time at time zone u.timezone)::int`;

/**
 * GET /provider/earnings: totals per currency, and the months with earnings in the therapist's
 * zone: the last twelve, or those of one calendar year (`?year=`, for a tax return). `years` are
 * the years with earnings, for choosing one.
 */
export async function earningsSummary(
  providerId: string,
  now = new Date(),
  year?: number,
): Promise<EarningsSummary> {
  const db = await getDb();
  const inPeriod = year
    ? sql`${yearOf} = ${year}`
    : sql`p.start_time >= (date_trunc('month', ${now.toISOString()}::timestamptz at time zone u.timezone)
                               - interval '11 months') at time zone u.timezone`;
  const [totals, months, paid, years] = await Promise.all([
    db.execute(sql`
      select p.currency,
        coalesce(sum(p.amount - p.refunded) filter (where not ${upcoming(now)}), 0)::bigint as earned,
        coalesce(sum(p.amount) filter (where ${upcoming(now)}), 0)::bigint as upcoming,
        count(*) filter (where not ${upcoming(now)} and p.status <> 'cancelled')::int as held,
        count(*) filter (where ${upcoming(now)})::int as to_come
      from (${paidSessions(providerId)}) p
      group by p.currency
      order by p.currency`),
    db.execute(sql`
      select m.*, pay.amount as paid, to_char(pay.paid_on, 'YYYY-MM-DD') as paid_on, pay.reference
      from (
        select to_char(p.start_time at time zone u.timezone, 'YYYY-MM') as month, p.currency,
          sum(p.amount - p.refunded)::bigint as earned,
          count(*) filter (where p.status <> 'cancelled')::int as sessions
        from (${paidSessions(providerId)}) p
        join ${users} u on u.id = ${providerId}
        where not ${upcoming(now)} and p.amount > p.refunded and ${inPeriod}
        group by 1, 2
      ) m
      left join ${payouts} pay
        on pay.provider_id = ${providerId} and pay.month = m.month and pay.currency = m.currency
      order by m.month desc, m.currency`),
    db.execute(sql`
      select currency, sum(amount)::bigint as paid from ${payouts}
      where provider_id = ${providerId} group by currency`),
    db.execute(sql`
      select distinct ${yearOf} as year
      from (${paidSessions(providerId)}) p
      join ${users} u on u.id = ${providerId}
      where not ${upcoming(now)} and p.amount > p.refunded and p.start_time is not null
      order by 1 desc`),
  ]);
  type Totals = {
    currency: string;
    earned: string;
    upcoming: string;
    held: number;
    to_come: number;
  };
  type Month = {
    month: string;
    currency: string;
    earned: string;
    sessions: number;
    paid: string | null;
    paid_on: string | null;
    reference: string | null;
  };
  const paidOut = new Map(
    rowsOf<{ currency: string; paid: string }>(paid).map((p) => [p.currency, Number(p.paid)]),
  );
  return {
    totals: rowsOf<Totals>(totals).map((t) => ({
      currency: t.currency,
      earned: Number(t.earned),
      upcoming: Number(t.upcoming),
      sessionsHeld: Number(t.held),
      sessionsUpcoming: Number(t.to_come),
      paidOut: paidOut.get(t.currency) ?? 0,
    })),
    months: rowsOf<Month>(months).map((m) => ({
      month: m.month,
      currency: m.currency,
      earned: Number(m.earned),
      sessions: Number(m.sessions),
      payout: m.paid
        ? {
            amount: Number(m.paid),
            currency: m.currency,
            paidOn: m.paid_on!,
            reference: m.reference!,
          }
        : null,
    })),
    years: rowsOf<{ year: number }>(years).map((y) => Number(y.year)),
  };
}

/** GET /provider/earnings/sessions: paid sessions, latest first, with what each earned. */
export async function earningSessions(providerId: string, page: number, now = new Date()) {
  const db = await getDb();
  const [rows, count] = await Promise.all([
    db.execute(sql`
      select p.id, p.start_time, p.end_time, p.modality, p.currency, p.amount, p.refunded,
             ${kindOf(now)} as kind, u.first_name, u.last_name
      from (${paidSessions(providerId)}) p
      join ${users} u on u.id = p.client_id
      order by p.start_time desc nulls first, p.id
      limit ${EARNINGS_PAGE_SIZE} offset ${(page - 1) * EARNINGS_PAGE_SIZE}`),
    db.execute(sql`select count(*)::int as total from (${paidSessions(providerId)}) p`),
  ]);
  type Row = {
    id: string;
    start_time: string | Date | null;
    end_time: string | Date | null;
    modality: string;
    currency: string;
    amount: number;
    refunded: string;
    kind: EarningKind;
    first_name: string;
    last_name: string;
  };
  const dateOf = (value: string | Date | null) => (value ? new Date(value) : null);
  // Whether the sessions held by now took place, from the session room's attendance (0319).
  const held = await attendanceOf(
    rowsOf<Row>(rows)
      .filter((r) => r.kind === "held")
      .map((r) => ({
        id: r.id,
        providerId,
        modality: r.modality,
        startTime: dateOf(r.start_time),
        endTime: dateOf(r.end_time),
      })),
    now,
  );
  const data: EarningSession[] = rowsOf<Row>(rows).map((r) => {
    const refunded = Number(r.refunded);
    const minutes = held.get(r.id);
    return {
      identifier: r.id,
      clientName: `${r.first_name} ${r.last_name}`.trim(),
      startTime: r.start_time ? new Date(r.start_time).toISOString() : null,
      currency: r.currency,
      amount: Number(r.amount),
      refunded,
      earned: r.kind === "upcoming" ? 0 : Number(r.amount) - refunded,
      kind: r.kind,
      attendance: minutes === undefined ? "unknown" : minutes === null ? "notHeld" : "held",
      heldMinutes: minutes ?? 0,
    };
  });
  const total = Number(rowsOf<{ total: number }>(count)[0]?.total ?? 0);
  return { data, meta: { page, pageSize: EARNINGS_PAGE_SIZE, total } };
}
