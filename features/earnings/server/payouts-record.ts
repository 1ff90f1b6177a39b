import "server-only";
import { parseCsv } from "@/lib/csv";
import type { PayoutProblem } from "../payout-rules";
import { checkPayouts, savePayouts, type PayoutClaim } from "./payouts-save";

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
 * therapist paid gets an email saying so. The rules and the saving are the console's too
 * (`checkPayouts`, `savePayouts`); this reads the file and words the problems.
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

  // What the file itself gets wrong, then what the rules refuse; named by line, in line order.
  const problems: { line: number; text: string }[] = [];
  const claims: (PayoutClaim & { line: number })[] = [];
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
    if (amount === null)
      problems.push({ line, text: `"${fields[at.amount]}" is not an amount like 1500.00` });
    else if (seen.has(key))
      problems.push({ line, text: `${email} in ${currency} is in the file twice` });
    else claims.push({ line, who: email, currency, amount, reference });
    seen.add(key);
  }

  const checked = await checkPayouts(month, claims);
  const toSave = [];
  for (const [i, row] of checked.entries()) {
    const { line } = claims[i]!;
    const p = {
      email: row.who,
      currency: row.currency,
      amount: row.amount,
      reference: row.reference,
    };
    if (row.check.outcome === "recordedBefore") outcome.alreadyRecorded.push(p);
    else if (row.check.outcome === "refused")
      problems.push({ line, text: problemText(row.check.problem, p, month) });
    else toSave.push({ ...p, providerId: row.providerId! });
  }
  outcome.problems = problems
    .sort((a, b) => a.line - b.line)
    .map((p) => `line ${p.line}: ${p.text}`);
  if (outcome.problems.length) return outcome;

  await savePayouts(
    month,
    toSave.map(({ email: _email, ...p }) => p),
    paidOn,
  );
  outcome.recorded = toSave.map(({ providerId: _id, ...p }) => p);
  return outcome;
}

function problemText(problem: PayoutProblem, p: RecordedPayout, month: string): string {
  switch (problem.kind) {
    case "referenceTooLong":
      return "the reference is longer than 100 characters";
    case "paidBefore":
      return `${p.email} was already paid ${major(problem.amount)} ${p.currency} for ${month} (reference ${problem.reference})`;
    case "notDue":
      return `nothing is due to ${p.email} in ${p.currency} for ${month}`;
    case "noAccount":
      return `${p.email} has no payout account, so nothing can have been paid to them`;
    case "amountDiffers":
      return `${p.email} is due ${major(problem.due)} ${p.currency} for ${month}, not ${major(p.amount)}`;
  }
}
