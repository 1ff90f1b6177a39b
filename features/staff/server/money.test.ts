// @vitest-environment node
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookings, outbox, payouts, staffAudit, users } from "@/db/schema";
import { recordPayouts } from "@/features/earnings/server/payouts-record";
import { call } from "@/tests/helpers/api-client";
import { britishBankDetails } from "@/tests/helpers/bank-details";
import { completedSession, therapistToken } from "@/tests/helpers/sessions";
import { ASKERS, everyAsker, type Asker, signedInStaff } from "@/tests/helpers/staff";
import { withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });

type Who = Asker;
const tokens = {} as Record<Who, string | undefined>;
let secondFinance: Awaited<ReturnType<typeof signedInStaff>>;
let person: string;

beforeAll(async () => {
  const [{ tokens: signedIn, client }, finance2] = await Promise.all([
    everyAsker(),
    signedInStaff(["finance"]),
  ]);
  Object.assign(tokens, signedIn);
  secondFinance = finance2;
  person = client.user.id;
});

const everyone = ASKERS;

describe("the money area's routes, as each role, a client, a therapist and anonymous (0810)", () => {
  it("serves finance and admin, and answers 404 NOT_FOUND to everyone else", async () => {
    const routes = [
      { path: "/staff/payouts?month=2026-01" },
      { path: "/staff/payouts", method: "POST", body: {}, status: 400 },
      { path: "/staff/wallets?q=test" },
      { path: `/staff/wallets/${person}` },
      { path: `/staff/wallets/${randomUUID()}`, status: 404 },
      { path: "/staff/adjustments" },
      { path: "/staff/adjustments?status=rejected" },
      { path: "/staff/adjustments", method: "POST", body: {}, status: 400 },
      { path: `/staff/adjustments/${randomUUID()}/approve`, method: "POST", status: 404 },
      {
        path: `/staff/adjustments/${randomUUID()}/reject`,
        method: "POST",
        body: { reason: "not needed" },
        status: 404,
      },
    ];
    for (const route of routes) {
      for (const who of everyone) {
        const res = await call(route.path, {
          method: route.method,
          body: route.body,
          token: tokens[who],
        });
        const label = `${who} ${route.method ?? "GET"} ${route.path}`;
        const allowed = who === "finance" || who === "admin";
        expect({ label, status: res.status, code: allowed ? undefined : res.body?.code }).toEqual({
          label,
          status: allowed ? (route.status ?? 200) : 404,
          code: allowed ? undefined : "NOT_FOUND",
        });
      }
    }
  });

  it("opens the money area to finance, and the console's areas list it for admin", async () => {
    const finance = await call("/staff/me", { token: tokens.finance });
    expect(finance.body.data.areas).toEqual(["money"]);
    const admin = await call("/staff/me", { token: tokens.admin });
    expect(admin.body.data.areas).toContain("money");
  });
});

const SARAH = "sarah.mitchell@demo.therapy";
const TODAY = new Date().toISOString().slice(0, 10);

/** Sarah's month of a held session (in her zone), and what is due to her for it. */
async function sarahsMonth() {
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
  return { month, providerId: sarah!.id, currency: row!.currency };
}

const listOf = async (month: string, token = tokens.finance) => {
  const res = await call(`/staff/payouts?month=${month}`, { token });
  expect(res.status).toBe(200);
  return res.body as {
    data: {
      providerId: string;
      email: string;
      currency: string;
      amount: number;
      account: { accountNumber: string } | null;
      payout: { reference: string; paidOn: string } | null;
    }[];
    meta: { page: number; pageSize: number; total: number };
  };
};

describe("payouts due, recorded from the console (0810)", () => {
  it("lists the month's earnings with the account, records one as paid by payouts:record's rules, and emails once", async () => {
    const { month, providerId, currency } = await sarahsMonth();
    const row = (await listOf(month)).data.find(
      (r) => r.providerId === providerId && r.currency === currency,
    )!;
    expect(row).toMatchObject({ email: SARAH, account: null, payout: null });
    const claim = { providerId, month, currency, amount: row.amount, paidOn: TODAY };

    // Into no account, nothing can have been paid.
    const noAccount = await call("/staff/payouts", {
      token: tokens.finance,
      body: { ...claim, reference: "EARLY-1" },
    });
    expect([noAccount.status, noAccount.body.code]).toEqual([409, "PAYOUT_NO_ACCOUNT"]);
    const put = await call("/provider/bank-details", {
      method: "PUT",
      token: await therapistToken(SARAH),
      body: britishBankDetails,
    });
    expect(put.status).toBe(200);
    const listed = (await listOf(month)).data.find((r) => r.providerId === providerId)!;
    expect(listed.account).toMatchObject({ accountNumber: britishBankDetails.accountNumber });

    // The form's rules, on the server: a reference is required, the day not in the future.
    const invalid = await call("/staff/payouts", {
      token: tokens.finance,
      body: { ...claim, reference: " ", paidOn: "2999-01-01" },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({
      reference: "Enter the transfer reference.",
      paidOn: "The day paid cannot be in the future.",
    });
    const wrongAmount = await call("/staff/payouts", {
      token: tokens.finance,
      body: { ...claim, amount: claim.amount + 1, reference: "X-1" },
    });
    expect([wrongAmount.status, wrongAmount.body.code]).toEqual([409, "PAYOUT_AMOUNT_CHANGED"]);
    const notDue = await call("/staff/payouts", {
      token: tokens.finance,
      body: { ...claim, month: "2000-01", paidOn: "2000-02-03", reference: "OLD-1" },
    });
    expect([notDue.status, notDue.body.code]).toEqual([409, "PAYOUT_NOT_DUE"]);

    // Two finance staff record it at once: exactly one wins, the other is told why.
    const mails = () =>
      database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, SARAH), eq(outbox.kind, "payoutSent")));
    const mailsBefore = (await mails()).length;
    const [first, second] = await Promise.all([
      call("/staff/payouts", { token: tokens.finance, body: { ...claim, reference: "RACE-A" } }),
      call("/staff/payouts", {
        token: secondFinance.token,
        body: { ...claim, reference: "RACE-B" },
      }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const lost = first.status === 409 ? first : second;
    expect(lost.body).toMatchObject({
      code: "PAYOUT_ALREADY_RECORDED",
      message: expect.stringContaining("already recorded"),
    });
    const won = first.status === 200 ? first : second;
    expect(won.body.data).toEqual({ ...claim, reference: won.body.data.reference });
    const saved = await database.db
      .select()
      .from(payouts)
      .where(eq(payouts.providerId, providerId));
    expect(saved).toHaveLength(1);
    expect(saved[0]!.reference).toBe(won.body.data.reference);
    expect(await mails()).toHaveLength(mailsBefore + 1);

    // Audited: who recorded what, under the finance role; the list's reads too.
    const audit = await database.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, "payout.record"), eq(staffAudit.targetId, providerId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      role: "finance",
      details: { month, currency, amount: claim.amount, reference: won.body.data.reference },
    });
    const views = await database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.action, "payouts.view"));
    expect(views.some((v) => v.details?.month === month)).toBe(true);

    // Recorded, the row says so; the CLI sees the same payout with the same rules.
    const after = (await listOf(month)).data.find((r) => r.providerId === providerId)!;
    expect(after.payout).toMatchObject({ reference: won.body.data.reference, paidOn: TODAY });
    const again = await call("/staff/payouts", {
      token: tokens.admin,
      body: { ...claim, reference: won.body.data.reference },
    });
    expect([again.status, again.body.code]).toEqual([409, "PAYOUT_ALREADY_RECORDED"]);
    const file = `email,currency,amount,reference\n${SARAH},${currency},${(claim.amount / 100).toFixed(2)},${won.body.data.reference}\n`;
    expect((await recordPayouts(month, file, TODAY)).alreadyRecorded).toHaveLength(1);
  });

  it("pages in the database, owed rows first, and refuses a month it cannot read", async () => {
    const { month } = await sarahsMonth();
    const first = await listOf(month);
    expect(first.meta).toMatchObject({ page: 1, pageSize: 25 });
    expect(first.meta.total).toBeGreaterThanOrEqual(1);
    const owedFirst = first.data.map((r) => r.payout === null);
    expect(owedFirst).toEqual([...owedFirst].sort((a, b) => Number(b) - Number(a)));
    const beyond = await call(`/staff/payouts?month=${month}&page=50`, { token: tokens.finance });
    expect(beyond.body).toEqual({ data: [], meta: { ...first.meta, page: 50 } });
    const bad = await call("/staff/payouts?month=2026-13", { token: tokens.finance });
    expect([bad.status, bad.body.errors]).toEqual([400, { month: "Choose a month." }]);
    const german = await call("/staff/payouts", {
      token: tokens.finance,
      headers: { "x-language": "de" },
    });
    expect(german.body.errors).toEqual({ month: "Wählen Sie einen Monat." });
  });
});
