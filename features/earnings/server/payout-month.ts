import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { payoutAccounts, payouts } from "@/db/schema/earnings";
import type { ErrorCode } from "@/lib/api/error-codes";
import { DomainError } from "@/lib/server/errors";
import type { PayoutProblem } from "../payout-rules";
import type { PayoutMonthRow } from "../schemas";
import { paidSessions, rowsOf, upcoming } from "./earnings";
import { checkPayouts, savePayouts } from "./payouts-save";

/**
 * The console's payouts list (decision 0810): every therapist who earned in `month` (their own
 * zone, as `payouts:due` counts it), each currency a row, the ones still owed first; a recorded
 * row carries its payout. One statement, paged in the database.
 */
export async function payoutMonth(
  { month, page, pageSize }: { month: string; page: number; pageSize: number },
  now = new Date(),
): Promise<{ data: PayoutMonthRow[]; meta: { page: number; pageSize: number; total: number } }> {
  const db = await getDb();
  const result = await db.execute(sql`
    with earned as (
      select p.provider_id, p.currency::text as currency,
        sum(p.amount - p.refunded)::bigint as earned,
        count(*) filter (where p.status <> 'cancelled')::int as sessions
      from (${paidSessions()}) p
      join ${users} u on u.id = p.provider_id
      where not ${upcoming(now)} and p.amount > p.refunded
        and to_char(p.start_time at time zone u.timezone, 'YYYY-MM') = ${month}
      group by p.provider_id, p.currency),
    paid as (select * from ${payouts} where month = ${month}),
    listed as (
      select coalesce(e.provider_id, paid.provider_id) as provider_id,
        coalesce(e.currency, paid.currency) as currency,
        coalesce(paid.amount, e.earned) as amount, coalesce(e.sessions, 0) as sessions,
        paid.reference, paid.paid_on::text as paid_on, paid.recorded_at
      from earned e full join paid on paid.provider_id = e.provider_id and paid.currency = e.currency)
    select l.*, u.email, u.first_name || ' ' || u.last_name as name,
      a.account_name, a.bank_name, a.bank_code, a.account_number, count(*) over () as total
    from listed l
    join ${users} u on u.id = l.provider_id
    left join ${payoutAccounts} a on a.provider_id = l.provider_id
    order by l.reference is not null, u.email, l.currency
    limit ${pageSize} offset ${(page - 1) * pageSize}`);
  type Row = {
    provider_id: string;
    currency: string;
    amount: string;
    sessions: number;
    reference: string | null;
    paid_on: string | null;
    recorded_at: string | Date | null;
    email: string;
    name: string;
    account_name: string | null;
    bank_name: string | null;
    bank_code: string | null;
    account_number: string | null;
    total: string;
  };
  const rows = rowsOf<Row>(result);
  const data: PayoutMonthRow[] = rows.map((r) => ({
    providerId: r.provider_id,
    name: r.name,
    email: r.email,
    currency: r.currency,
    amount: Number(r.amount),
    sessions: Number(r.sessions),
    account: r.account_number
      ? {
          accountName: r.account_name!,
          bankName: r.bank_name!,
          bankCode: r.bank_code!,
          accountNumber: r.account_number,
        }
      : null,
    payout:
      r.reference && r.paid_on && r.recorded_at
        ? {
            reference: r.reference,
            paidOn: r.paid_on,
            recordedAt: new Date(r.recorded_at).toISOString(),
          }
        : null,
  }));
  // Past the last page there is no row to read the total from: count again.
  const total: number = rows[0]
    ? Number(rows[0].total)
    : page > 1
      ? (await payoutMonth({ month, page: 1, pageSize: 1 }, now)).meta.total
      : 0;
  return { data, meta: { page, pageSize, total } };
}

const CODES: Record<PayoutProblem["kind"], ErrorCode> = {
  // The route's schema already keeps a reference to 100 characters.
  referenceTooLong: "VALIDATION_FAILED",
  paidBefore: "PAYOUT_ALREADY_RECORDED",
  notDue: "PAYOUT_NOT_DUE",
  noAccount: "PAYOUT_NO_ACCOUNT",
  amountDiffers: "PAYOUT_AMOUNT_CHANGED",
};

/**
 * "Record as paid" on the console: one therapist's month in one currency, by the rules and with
 * the email of `npm run payouts:record`. `amount` is what the finance person saw and paid: if it is
 * no longer what is due, 409 PAYOUT_AMOUNT_CHANGED. Recorded already (by anyone, with any
 * reference): 409 PAYOUT_ALREADY_RECORDED, and so for the loser of two at once.
 */
export async function recordPayout(
  input: {
    providerId: string;
    month: string;
    currency: string;
    amount: number;
    reference: string;
    paidOn: string;
  },
  now = new Date(),
) {
  const { providerId, month, paidOn } = input;
  const [checked] = await checkPayouts(month, [{ ...input, who: providerId }], {
    now,
    providerId,
  });
  const { check } = checked!;
  if (check.outcome === "recordedBefore") throw new DomainError("PAYOUT_ALREADY_RECORDED");
  if (check.outcome === "refused") throw new DomainError(CODES[check.problem.kind]);
  const payout = {
    providerId,
    currency: input.currency,
    amount: input.amount,
    reference: input.reference,
  };
  await savePayouts(month, [payout], paidOn);
  return { ...payout, month, paidOn };
}
