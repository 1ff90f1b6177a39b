import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { payouts } from "@/db/schema/earnings";
import { parseCsv } from "@/lib/csv";
import { sendPayoutSent } from "./emails";
import { payoutsDue } from "./payouts-due";
import { logError } from "@/lib/server/log";

/** A row of the file that was (or had been) recorded. */
export type RecordedPayout = {
  email: string;
  currency: string;
  amount: number;
  reference: string;
};

export type PayoutRecording = {
  recorded: RecordedPayout[];
  /** Rows recorded by an earlier run with the same amount and reference: nothing to do. */
  alreadyRecorded: RecordedPayout[];
  /** Rows without a reference: not paid, left for a later run. */
  unpaid: number;
  /** When there are any, nothing was recorded. */
  problems: string[];
};

// A decimal point, or the comma a German spreadsheet writes when it saves the file again
// ("1500,00"); never a thousands separator ("1,500" has three digits after it and is refused).
const MINOR = /^(\d+)(?:[.,](\d{1,2}))?$/;
const toMinor = (major: string) => {
  const match = MINOR.exec(major.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0")) : null;
};
const major = (minor: number) => (minor / 100).toFixed(2);

/**
 * Records the payouts support made for `month` (decision 0107), read from the file
 * `npm run payouts:due` wrote with each paid row's transfer reference filled in. Every row with a
 * reference must be due to the cent and not yet paid; if any is not, nothing is recorded and each
 * problem is named by its line. Run again with the same file, it records nothing new. Each
 * therapist paid gets an email saying so.
 */
export async function recordPayouts(
  month: string,
  csv: string,
  paidOn: string,
): Promise<PayoutRecording> {
  const outcome: PayoutRecording = { recorded: [], alreadyRecorded: [], unpaid: 0, problems: [] };
  const [header, ...records] = parseCsv(csv);
  const column = (name: string) => header?.fields.map((f) => f.trim()).indexOf(name) ?? -1;
  const at = { email: column("email"), currency: column("currency"), amount: column("amount") };
  const referenceAt = column("reference");
  if (Object.values(at).includes(-1) || referenceAt === -1) {
    outcome.problems.push(
      "the file needs the columns email, currency, amount and reference (as payouts:due writes them)",
    );
    return outcome;
  }

  const db = await getDb();
  const due = new Map((await payoutsDue(month)).map((d) => [`${d.email}|${d.currency}`, d]));
  const earlier = await db
    .select({
      email: users.email,
      currency: payouts.currency,
      amount: payouts.amount,
      reference: payouts.reference,
    })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.providerId))
    .where(eq(payouts.month, month));
  const paid = new Map(earlier.map((p) => [`${p.email}|${p.currency}`, p]));

  const toRecord: (RecordedPayout & { providerId: string })[] = [];
  const seen = new Set<string>();
  for (const { line, fields } of records) {
    const reference = (fields[referenceAt] ?? "").trim();
    if (!reference) {
      outcome.unpaid++;
      continue;
    }
    const email = (fields[at.email] ?? "").trim().toLowerCase();
    const currency = (fields[at.currency] ?? "").trim().toUpperCase();
    const amount = toMinor(fields[at.amount] ?? "");
    const key = `${email}|${currency}`;
    const problem = (text: string) => outcome.problems.push(`line ${line}: ${text}`);
    if (reference.length > 100) problem("the reference is longer than 100 characters");
    else if (amount === null) problem(`"${fields[at.amount]}" is not an amount like 1500.00`);
    else if (seen.has(key)) problem(`${email} in ${currency} is in the file twice`);
    else if (paid.has(key)) {
      const before = paid.get(key)!;
      if (before.amount === amount && before.reference === reference)
        outcome.alreadyRecorded.push({ email, currency, amount, reference });
      else
        problem(
          `${email} was already paid ${major(before.amount)} ${currency} for ${month} (reference ${before.reference})`,
        );
    } else if (!due.has(key)) problem(`nothing is due to ${email} in ${currency} for ${month}`);
    else if (!due.get(key)!.account)
      problem(`${email} has no payout account, so nothing can have been paid to them`);
    else if (due.get(key)!.earned !== amount)
      problem(
        `${email} is due ${major(due.get(key)!.earned)} ${currency} for ${month}, not ${major(amount)}`,
      );
    else
      toRecord.push({ providerId: due.get(key)!.providerId, email, currency, amount, reference });
    seen.add(key);
  }
  if (outcome.problems.length) return outcome;

  await db.transaction(async (tx) => {
    for (const p of toRecord) {
      await tx.insert(payouts).values({
        providerId: p.providerId,
        currency: p.currency,
        month,
        amount: p.amount,
        reference: p.reference,
        paidOn,
      });
    }
  });
  // After the commit: a payout is recorded whether or not its email gets out.
  for (const p of toRecord) {
    await sendPayoutSent({ ...p, month, paidOn }).catch((error: unknown) =>
      logError("[earnings] payout email failed:", error),
    );
  }
  outcome.recorded = toRecord.map(({ providerId: _id, ...p }) => p);
  return outcome;
}
