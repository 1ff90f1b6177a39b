import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { payoutAccounts } from "@/db/schema/earnings";
import { paidSessions, rowsOf, upcoming } from "./earnings";

export type PayoutDue = {
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
 * into: the list support pays from by hand (decision 0105). Sessions still to come are left out.
 */
export async function payoutsDue(month: string, now = new Date()): Promise<PayoutDue[]> {
  const db = await getDb();
  const result = await db.execute(sql`
    select u.email, u.first_name || ' ' || u.last_name as name, p.currency,
      sum(p.amount - p.refunded)::bigint as earned,
      count(*) filter (where p.status <> 'cancelled')::int as sessions,
      a.account_name, a.bank_name, a.bank_code, a.account_number
    from (${paidSessions()}) p
    join ${users} u on u.id = p.provider_id
    left join ${payoutAccounts} a on a.provider_id = p.provider_id
    where not ${upcoming(now)} and p.amount > p.refunded
      and to_char(p.start_time at time zone u.timezone, 'YYYY-MM') = ${month}
    group by u.email, u.first_name, u.last_name, p.currency,
      a.account_name, a.bank_name, a.bank_code, a.account_number
    order by u.email, p.currency`);
  type Row = {
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

/** The list as CSV, amounts in major units, for a spreadsheet or a bank's bulk upload. */
export function payoutsCsv(rows: PayoutDue[]): string {
  const cell = (value: string | number) => {
    const text = String(value);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const header = [
    "email",
    "name",
    "currency",
    "amount",
    "sessions",
    "account_name",
    "bank_name",
    "bank_code",
    "account_number",
  ];
  const lines = rows.map((r) =>
    [
      r.email,
      r.name,
      r.currency,
      (r.earned / 100).toFixed(2),
      r.sessions,
      r.account?.accountName ?? "NO PAYOUT ACCOUNT",
      r.account?.bankName ?? "",
      r.account?.bankCode ?? "",
      r.account?.accountNumber ?? "",
    ]
      .map(cell)
      .join(","),
  );
  return [header.join(","), ...lines].join("\n") + "\n";
}
