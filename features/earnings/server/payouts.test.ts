// @vitest-environment node
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { bookings, outbox, payoutAccounts, payouts, users } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { britishBankDetails } from "@/tests/helpers/bank-details";
import { completedSession, therapistToken } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { payoutsCsv, payoutsDue } from "./payouts-due";
import { recordPayouts } from "./payouts-record";

const database = withTestDatabase({ seed: true });
beforeEach(async () => {
  await database.db.delete(payouts);
});

const SARAH = "sarah.mitchell@demo.therapy";
const TODAY = new Date().toISOString().slice(0, 10);

/** Sarah, with a payout account and a held session: her month and what it earned. */
async function sarahsMonth() {
  const token = await therapistToken(SARAH);
  expect(
    (await call("/provider/bank-details", { method: "PUT", token, body: britishBankDetails }))
      .status,
  ).toBe(200);
  const held = await completedSession({ therapistEmail: SARAH });
  const [row] = await database.db.select().from(bookings).where(eq(bookings.id, held.id));
  const [sarah] = await database.db.select().from(users).where(eq(users.email, SARAH));
  const month = new Intl.DateTimeFormat("en-CA", {
    timeZone: sarah!.timezone,
    year: "numeric",
    month: "2-digit",
  })
    .format(row!.startTime!)
    .slice(0, 7);
  const due = (await payoutsDue(month)).find(
    (d) => d.email === SARAH && d.currency === row!.currency,
  )!;
  return { token, month, due, providerId: sarah!.id };
}

/** The file payouts:due writes, with `reference` filled in on the rows `paid` picks. */
function paidFile(csv: string, paid: (line: string) => string | undefined) {
  return csv
    .trimEnd()
    .split("\n")
    .map((line, i) => (i === 0 ? line : line + (paid(line) ?? "")))
    .join("\n");
}

async function summary(token: string) {
  const res = await call("/provider/earnings", { token });
  expect(res.status).toBe(200);
  return res.body.data as {
    totals: { currency: string; earned: number; paidOut: number }[];
    months: {
      month: string;
      currency: string;
      payout: { amount: number; currency: string; paidOn: string; reference: string } | null;
    }[];
  };
}

describe("npm run payouts:record: the payouts support made", () => {
  it("records a paid row, shows it to the therapist, emails them, and leaves the month off the next list", async () => {
    const { token, month, due, providerId } = await sarahsMonth();
    const payoutMails = () =>
      database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, SARAH), eq(outbox.kind, "payoutSent")));
    const before = (await payoutMails()).length;
    const csv = payoutsCsv(await payoutsDue(month));
    expect(csv.split("\n")[0]!.endsWith(",account_number,reference")).toBe(true);

    const file = paidFile(csv, (line) => (line.startsWith(`${SARAH},`) ? "BARC-0042" : undefined));
    const outcome = await recordPayouts(month, file, TODAY);
    expect(outcome.problems).toEqual([]);
    expect(outcome.recorded).toEqual([
      { email: SARAH, currency: due.currency, amount: due.earned, reference: "BARC-0042" },
    ]);

    const mine = await summary(token);
    expect(
      mine.months.find((m) => m.month === month && m.currency === due.currency)!.payout,
    ).toEqual({
      amount: due.earned,
      currency: due.currency,
      paidOn: TODAY,
      reference: "BARC-0042",
    });
    expect(mine.totals.find((t) => t.currency === due.currency)!.paidOut).toBe(due.earned);

    const mails = await payoutMails();
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1);
    expect(mail!.text).toContain("ending 9911");
    expect(mail!.text).toContain("(reference BARC-0042)");

    expect((await payoutsDue(month)).some((d) => d.providerId === providerId)).toBe(false);

    // The same file again records nothing and sends nothing.
    const again = await recordPayouts(month, file, TODAY);
    expect(again.recorded).toEqual([]);
    expect(again.alreadyRecorded).toHaveLength(1);
    expect(await payoutMails()).toHaveLength(before + 1);
  });

  it("reads the file as a German spreadsheet saves it again: semicolons and decimal commas", async () => {
    const { month, due, providerId } = await sarahsMonth();
    const german = `${Math.floor(due.earned / 100)},${String(due.earned % 100).padStart(2, "0")}`;
    const file = [
      "email;currency;amount;reference",
      `${SARAH};${due.currency};${german};SPK-7`,
    ].join("\r\n");
    const outcome = await recordPayouts(month, file, TODAY);
    expect(outcome.problems).toEqual([]);
    expect(outcome.recorded).toEqual([
      { email: SARAH, currency: due.currency, amount: due.earned, reference: "SPK-7" },
    ]);
    const [row] = await database.db
      .select()
      .from(payouts)
      .where(eq(payouts.providerId, providerId));
    expect(row!.amount).toBe(due.earned);
    // A thousands separator is not taken for a decimal comma.
    const ambiguous = await recordPayouts(
      month,
      `email,currency,amount,reference\n${SARAH},${due.currency},"1,500",X-1`,
      TODAY,
    );
    expect(ambiguous.problems).toEqual([`line 2: "1,500" is not an amount like 1500.00`]);
  });

  it("records nothing when any row is wrong, and names each by its line", async () => {
    const { month, due, providerId } = await sarahsMonth();
    const major = (due.earned / 100).toFixed(2);
    const file = [
      "email,currency,amount,reference",
      `${SARAH},${due.currency},${major},GOOD-1`,
      `${SARAH},${due.currency},${major},TWICE`,
      `nobody@example.com,${due.currency},10.00,REF-2`,
      `amaka.obi@demo.therapy,NGN,12.5.0,REF-3`,
      `emily.brown@demo.therapy,GBP,10.00,`,
    ].join("\n");
    const outcome = await recordPayouts(month, file, TODAY);
    expect(outcome.problems).toEqual([
      `line 3: ${SARAH} in ${due.currency} is in the file twice`,
      `line 4: nothing is due to nobody@example.com in ${due.currency} for ${month}`,
      `line 5: "12.5.0" is not an amount like 1500.00`,
    ]);
    expect(outcome.unpaid).toBe(1);
    expect(await database.db.select().from(payouts)).toEqual([]);

    const short = [
      "email,currency,amount,reference",
      `${SARAH},${due.currency},${((due.earned - 1) / 100).toFixed(2)},SHORT`,
    ].join("\n");
    expect((await recordPayouts(month, short, TODAY)).problems).toEqual([
      `line 2: ${SARAH} is due ${major} ${due.currency} for ${month}, not ${((due.earned - 1) / 100).toFixed(2)}`,
    ]);
    expect((await recordPayouts(month, "email,amount\nx,1", TODAY)).problems).toHaveLength(1);
    await database.db.delete(payoutAccounts).where(eq(payoutAccounts.providerId, providerId));
    const noAccount = `email,currency,amount,reference\n${SARAH},${due.currency},${major},NOACC\n`;
    expect((await recordPayouts(month, noAccount, TODAY)).problems).toEqual([
      `line 2: ${SARAH} has no payout account, so nothing can have been paid to them`,
    ]);
    expect(await database.db.select().from(payouts)).toEqual([]);
  });

  it("pays a month once: a second reference is refused, and two runs at once record one payout", async () => {
    const { month, due } = await sarahsMonth();
    const file = (reference: string) =>
      `email,currency,amount,reference\n${SARAH},${due.currency},${(due.earned / 100).toFixed(2)},${reference}\n`;
    const runs = await Promise.allSettled([
      recordPayouts(month, file("RACE-1"), TODAY),
      recordPayouts(month, file("RACE-2"), TODAY),
    ]);
    const recorded = runs.filter((r) => r.status === "fulfilled" && r.value.recorded.length === 1);
    expect(recorded).toHaveLength(1);
    const rows = await database.db.select().from(payouts);
    expect(rows).toHaveLength(1);

    const other = rows[0]!.reference === "RACE-1" ? "RACE-2" : "RACE-1";
    expect((await recordPayouts(month, file(other), TODAY)).problems).toEqual([
      `line 2: ${SARAH} was already paid ${(due.earned / 100).toFixed(2)} ${due.currency} for ${month} (reference ${rows[0]!.reference})`,
    ]);
  });

  it("shows a therapist only their own payouts", async () => {
    const { token, month, due } = await sarahsMonth();
    const csv = payoutsCsv(await payoutsDue(month));
    const recorded = await recordPayouts(
      month,
      paidFile(csv, (line) => (line.startsWith(`${SARAH},`) ? "MINE-1" : undefined)),
      TODAY,
    );
    expect(recorded.recorded).toHaveLength(1);
    const sarah = await summary(token);
    expect(sarah.totals.find((t) => t.currency === due.currency)!.paidOut).toBe(due.earned);
    const amaka = await summary(await therapistToken("amaka.obi@demo.therapy"));
    expect(amaka.totals.every((t) => t.paidOut === 0)).toBe(true);
    expect(amaka.months.filter((m) => m.payout)).toEqual([]);
    expect(await call("/provider/earnings", { token: undefined })).toMatchObject({ status: 401 });
  });
});
