import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { payoutAccounts, payouts } from "@/db/schema/earnings";
import { spreadsheetText, toCsv } from "@/lib/csv";
import { paidSessions, rowsOf, upcoming } from "./earnings";

export type PayoutDue = {
  providerId: string;
  email: string;
  name: string;
  currency: string;
  /** Minor units earned by sessions of `month` in the therapist's own time zone. */
  earned: number;
  sessions: number;
  account: {
    accountName: string;
    bankName: string;
    bankCode: string;
    accountNumber: string;
  } | null;
};

/**
 * What each therapist earned in `month` (YYYY-MM, their own zone), with the account to pay it
 * into: the list support pays from by hand (decision 0105). Sessions still to come are left out,
 * and so is a month and currency already paid out (decision 0107). With `providerId`, one
 * therapist's only.
 */
export async function payoutsDue(
  month: string,
  now = new Date(),
  providerId?: string,
): Promise<PayoutDue[]> {
  const db = await getDb();
  const result = await db.execute(sql`
    select u.id as provider_id, u.email, u.first_name || ' ' || u.last_name as name, p.currency,
      sum(p.amount - p.refunded)::bigint as earned,
      count(*) filter (where p.status <> 'cancelled')::int as sessions,
      a.account_name, a.bank_name, a.bank_code, a.account_number
    from (${paidSessions(providerId)}) p
    join ${users} u on u.id = p.provider_id
    left join ${payoutAccounts} a on a.provider_id = p.provider_id
    where not ${upcoming(now)} and p.amount > p.refunded
      and to_char(p.start_time at time zone u.timezone, 'YYYY-MM') = ${month}
      and not exists (
        select 1 from ${payouts} paid
        where paid.provider_id = p.provider_id and paid.month = ${month}
          and paid.currency = p.currency)
    group by u.id, u.email, u.first_name, u.last_name, p.currency,
      a.account_name, a.bank_name, a.bank_code, a.account_number
    order by u.email, p.currency`);
  type Row = {
    provider_id: string;
    email: string;
    name: string;
    currency: string;
    earned: string;
    sessions: number;
    account_name: string | null;
    bank_name: string | null;
    bank_code: string | null;
    account_number: string | null;
  };
  return rowsOf<Row>(result).map((r) => ({
    providerId: r.provider_id,
    email: r.email,
    name: r.name,
    currency: r.currency,
    earned: Number(r.earned),
    sessions: Number(r.sessions),
    account: r.account_number
      ? {
          accountName: r.account_name!,
          bankName: r.bank_name!,
          bankCode: r.bank_code!,
          accountNumber: r.account_number,
        }
      : null,
  }));
}

export const PAYOUT_CSV_HEADER = [
  "email",
  "name",
  "currency",
  "amount",
  "sessions",
  "account_name",
  "bank_name",
  "bank_code",
  "account_number",
  "reference",
];

/**
 * The list as CSV, amounts in major units, for a spreadsheet or a bank's bulk upload. The last
 * column, `reference`, is left for support to fill in with each transfer's reference once paid;
 * `npm run payouts:record` then reads the file back.
 */
export function payoutsCsv(rows: PayoutDue[]): string {
  return toCsv([
    PAYOUT_CSV_HEADER,
    ...rows.map((r) => [
      r.email,
      spreadsheetText(r.name),
      r.currency,
      (r.earned / 100).toFixed(2),
      r.sessions,
      spreadsheetText(r.account?.accountName ?? "NO PAYOUT ACCOUNT"),
      spreadsheetText(r.account?.bankName ?? ""),
      r.account?.bankCode ?? "",
      r.account?.accountNumber ?? "",
      "",
    ]),
  ]);
}
