import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { payouts } from "@/db/schema/earnings";
import type { Locale } from "@/lib/i18n/routing";
import { spreadsheetText, toCsv } from "@/lib/csv";
import { translate } from "@/lib/server/locale";
import type { EarningKind } from "../schemas";
import { kindOf, paidSessions, rowsOf, upcoming, yearOf } from "./earnings";

type Row = {
  day: string;
  time: string;
  first_name: string;
  last_name: string;
  kind: Exclude<EarningKind, "upcoming">;
  currency: string;
  amount: number;
  refunded: string;
  paid_on: string | null;
  reference: string | null;
};

/**
 * How a spreadsheet in the reader's language opens a CSV by double-click: in English commas and
 * "15000.00", in German semicolons and "15000,00" (decision 0109).
 */
const spreadsheetFormat = (locale: Locale) =>
  locale === "de"
    ? {
        delimiter: ";" as const,
        major: (minor: number) => (minor / 100).toFixed(2).replace(".", ","),
      }
    : { delimiter: "," as const, major: (minor: number) => (minor / 100).toFixed(2) };

/**
 * GET /provider/earnings/export?year=: the sessions of a calendar year that count toward earnings
 * (held, cancelled after payment), one row each, in the therapist's zone and the viewer's language,
 * with the payout of its month. What a therapist hands their accountant.
 */
export async function earningsCsv(
  providerId: string,
  year: number,
  locale: Locale,
  now = new Date(),
): Promise<string> {
  const db = await getDb();
  const [sessions, therapist] = await Promise.all([
    db.execute(sql`
      select to_char(p.start_time at time zone u.timezone, 'YYYY-MM-DD') as day,
             to_char(p.start_time at time zone u.timezone, 'HH24:MI') as time,
             c.first_name, c.last_name, ${kindOf(now)} as kind,
             p.currency, p.amount, p.refunded,
             to_char(pay.paid_on, 'YYYY-MM-DD') as paid_on, pay.reference
      from (${paidSessions(providerId)}) p
      join ${users} u on u.id = ${providerId}
      join ${users} c on c.id = p.client_id
      left join ${payouts} pay
        on pay.provider_id = ${providerId} and pay.currency = p.currency
       and pay.month = to_char(p.start_time at time zone u.timezone, 'YYYY-MM')
      where not ${upcoming(now)} and ${yearOf} = ${year}
      order by p.start_time, p.id`),
    db.execute(sql`select timezone from ${users} where id = ${providerId}`),
  ]);
  const rows = rowsOf<Row>(sessions);
  const timezone = rowsOf<{ timezone: string }>(therapist)[0]?.timezone ?? "UTC";
  const t = (key: string, values?: Record<string, string>) =>
    translate(locale, "Api", `earningsCsv.${key}`, values);
  const { delimiter, major } = spreadsheetFormat(locale);
  const header = [
    t("date"),
    t("time", { timezone }),
    t("client"),
    t("status"),
    t("currency"),
    t("paid"),
    t("refunded"),
    t("earned"),
    t("paidOutOn"),
    t("payoutReference"),
  ];
  const lines = rows.map((r) => {
    const refunded = Number(r.refunded);
    return [
      r.day,
      r.time,
      spreadsheetText(`${r.first_name} ${r.last_name}`.trim()),
      t(r.kind),
      r.currency,
      major(r.amount),
      major(refunded),
      major(r.amount - refunded),
      r.paid_on ?? "",
      spreadsheetText(r.reference ?? ""),
    ];
  });
  return toCsv([header, ...lines], delimiter);
}
