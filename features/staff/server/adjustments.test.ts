// @vitest-environment node
import { and, eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { notifications, outbox, staffAudit, walletAdjustments, walletEntries } from "@/db/schema";
import { ledgerTotals } from "@/features/wallet/server/service";
import { call } from "@/tests/helpers/api-client";
import { fundWallet } from "@/tests/helpers/booking";
import { signedInUser } from "@/tests/helpers/factories";
import { signedInStaff } from "@/tests/helpers/staff";
import { withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });

type Staff = Awaited<ReturnType<typeof signedInStaff>>;
let ada: Staff;
let bola: Staff;
let admin: Staff;

beforeAll(async () => {
  [ada, bola, admin] = await Promise.all([
    signedInStaff(["finance"]),
    signedInStaff(["finance"]),
    signedInStaff(["admin"]),
  ]);
});

// A file that swaps an env variable puts it back (decision 0027).
const limitBefore = process.env.WALLET_ADJUSTMENT_APPROVAL_ABOVE;
afterEach(() => {
  if (limitBefore === undefined) delete process.env.WALLET_ADJUSTMENT_APPROVAL_ABOVE;
  else process.env.WALLET_ADJUSTMENT_APPROVAL_ABOVE = limitBefore;
});

/** A Nigerian client with ₦`naira` in their wallet. */
async function clientWith(naira: number) {
  const client = await signedInUser({ countryCode: "NG" });
  if (naira) await fundWallet(client.user.id, naira * 100, "NGN");
  return client;
}

const adjust = (who: Staff, body: object) => call("/staff/adjustments", { token: who.token, body });
const approve = (who: Staff, id: string) =>
  call(`/staff/adjustments/${id}/approve`, { token: who.token, method: "POST" });
const balanceOf = async (token: string) =>
  (await call("/wallet/balance", { token })).body.data.balance as number;
const auditOf = (action: string, targetId: string) =>
  database.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.action, action), eq(staffAudit.targetId, targetId)));

/** What the person was told of their wallet: emails (subject, text) and notifications, in order. */
async function toldTo(person: { id: string; email: string }) {
  const mails = await database.db
    .select({ kind: outbox.kind, subject: outbox.subject, text: outbox.text })
    .from(outbox)
    .where(and(eq(outbox.to, person.email), sql`${outbox.kind} like 'wallet%'`))
    .orderBy(outbox.createdAt);
  const news = await database.db
    .select({ kind: notifications.kind, details: notifications.details })
    .from(notifications)
    .where(
      and(eq(notifications.userId, person.id), sql`${notifications.kind}::text like 'wallet%'`),
    )
    .orderBy(notifications.createdAt);
  return { mails, news };
}

describe("wallet adjustments by finance (0810)", () => {
  it("applies one within the limit at once, as a ledger entry the person reads with its reason", async () => {
    const client = await clientWith(1_000);
    const res = await adjust(ada, {
      userId: client.user.id,
      direction: "credit",
      amount: 250_000,
      reason: "Goodwill for the dropped call",
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      person: { identifier: client.user.id },
      direction: "credit",
      amount: 250_000,
      currency: "NGN",
      status: "applied",
      needsApproval: false,
      requestedBy: { identifier: ada.user.id, name: "Test Person" },
      decidedBy: { identifier: ada.user.id },
    });
    expect(await balanceOf(client.token)).toBe(350_000);
    expect(await ledgerTotals(client.user.id)).toEqual({ balance: 350_000, sumOfEntries: 350_000 });

    const mine = await call("/wallet/transactions?transactionType=adjustment", {
      token: client.token,
    });
    expect(mine.body.data).toEqual([
      expect.objectContaining({
        transactionType: "adjustment",
        direction: "credit",
        amount: 250_000,
        description: "Goodwill for the dropped call",
      }),
    ]);

    const debit = await adjust(ada, {
      userId: client.user.id,
      direction: "debit",
      amount: 50_000,
      reason: "Charged twice by mistake",
    });
    expect(debit.body.data).toMatchObject({ direction: "debit", status: "applied" });
    expect(await balanceOf(client.token)).toBe(300_000);

    // The person is told of each, with the amount and the reason their wallet's entry shows.
    const told = await toldTo(client.user);
    expect(told.mails).toEqual([
      expect.objectContaining({
        kind: "walletCredited",
        subject: "NGN\u00a02,500.00 was added to your wallet",
        text: expect.stringContaining(
          "added NGN\u00a02,500.00 to your wallet: Goodwill for the dropped call.",
        ),
      }),
      expect.objectContaining({
        kind: "walletDebited",
        subject: "NGN\u00a0500.00 was taken from your wallet",
        text: expect.stringContaining(
          "took NGN\u00a0500.00 from your wallet: Charged twice by mistake.",
        ),
      }),
    ]);
    expect(told.news).toEqual([
      { kind: "walletCredited", details: { amount: 250_000, currency: "NGN" } },
      { kind: "walletDebited", details: { amount: 50_000, currency: "NGN" } },
    ]);

    const [audit] = await auditOf("adjustment.request", client.user.id);
    expect(audit).toMatchObject({
      role: "finance",
      actorId: ada.user.id,
      reason: "Goodwill for the dropped call",
      details: { direction: "credit", amount: 250_000, currency: "NGN", status: "applied" },
    });
  });

  it("never takes a wallet below zero, never adjusts one's own, and asks for a reason", async () => {
    const client = await clientWith(100);
    const tooMuch = await adjust(ada, {
      userId: client.user.id,
      direction: "debit",
      amount: 10_001,
      reason: "Reverse the top-up",
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toMatchObject({
      code: "ADJUSTMENT_BELOW_ZERO",
      message: "The wallet does not hold this much: a debit cannot take it below zero.",
    });
    expect(await balanceOf(client.token)).toBe(10_000);

    const own = await adjust(ada, {
      userId: ada.user.id,
      direction: "credit",
      amount: 100,
      reason: "Myself",
    });
    expect([own.status, own.body.code]).toEqual([409, "STAFF_SELF_ACTION"]);

    const invalid = await adjust(ada, { userId: client.user.id, direction: "up", amount: 0 });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(["amount", "direction", "reason"]);
    expect(invalid.body.errors.reason).toBe("Give a reason (at least 3 characters).");
  });

  it("holds one above the limit for a second finance person: not its requester, and once only", async () => {
    const client = await clientWith(0);
    // ₦60,000 is above the default limit of ₦50,000.
    const asked = await adjust(ada, {
      userId: client.user.id,
      direction: "credit",
      amount: 6_000_000,
      reason: "Refund of a session paid by bank transfer",
    });
    expect(asked.body.data).toMatchObject({
      status: "pending",
      needsApproval: true,
      decidedBy: null,
    });
    const id = asked.body.data.identifier as string;
    expect(await balanceOf(client.token)).toBe(0);
    // Nothing is said while it waits: it may never be applied.
    expect(await toldTo(client.user)).toEqual({ mails: [], news: [] });
    const pending = await call("/staff/adjustments?status=pending", { token: bola.token });
    expect(pending.body.data.map((a: { identifier: string }) => a.identifier)).toContain(id);

    // The requester cannot approve it, and the database would refuse it too.
    const own = await approve(ada, id);
    expect(own.status).toBe(403);
    expect(own.body).toMatchObject({
      code: "ADJUSTMENT_OWN_APPROVAL",
      message: "You asked for this adjustment: a second finance person must approve it.",
    });
    await expect(
      database.db.execute(sql`update wallet_adjustments set status = 'applied',
        decided_by = requested_by, decided_at = now() where id = ${id}`),
    ).rejects.toThrow();

    // Two other finance people approve at once: one applies it, the other is told.
    const answers = await Promise.all([approve(bola, id), approve(admin, id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const lost = answers.find((a) => a.status === 409)!;
    expect(lost.body.code).toBe("ADJUSTMENT_DECIDED");
    const won = answers.find((a) => a.status === 200)!;
    expect(won.body.data).toMatchObject({
      status: "applied",
      requestedBy: { identifier: ada.user.id },
    });
    expect(await balanceOf(client.token)).toBe(6_000_000);
    const entries = await database.db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.reference, `staff-adjustment:${id}`));
    expect(entries).toHaveLength(1);
    expect(await ledgerTotals(client.user.id)).toEqual({
      balance: 6_000_000,
      sumOfEntries: 6_000_000,
    });
    expect(await auditOf("adjustment.approve", client.user.id)).toHaveLength(1);
    // Told once, when it was applied.
    const told = await toldTo(client.user);
    expect(told.mails.map((m) => m.kind)).toEqual(["walletCredited"]);
    expect(told.news.map((n) => n.kind)).toEqual(["walletCredited"]);
    expect([(await approve(bola, id)).body.code]).toEqual(["ADJUSTMENT_DECIDED"]);
    const applied = await call("/staff/adjustments?status=applied", { token: ada.token });
    expect(applied.body.data[0]).toMatchObject({
      identifier: id,
      decidedBy: { name: "Test Person" },
    });
  });

  it("leaves a debit pending when the balance no longer bears it, and rejects it with a reason", async () => {
    process.env.WALLET_ADJUSTMENT_APPROVAL_ABOVE = "NGN=1000";
    const client = await clientWith(100);
    const wallet = await call(`/staff/wallets/${client.user.id}`, { token: bola.token });
    expect(wallet.body.data).toMatchObject({
      balance: 10_000,
      currency: "NGN",
      approvalAbove: 1_000,
    });
    const big = await adjust(ada, {
      userId: client.user.id,
      direction: "debit",
      amount: 10_000,
      reason: "Reverse a mistaken top-up",
    });
    expect(big.body.data.status).toBe("pending");
    const small = await adjust(bola, {
      userId: client.user.id,
      direction: "debit",
      amount: 500,
      reason: "Fee charged by hand",
    });
    expect(small.body.data.status).toBe("applied");

    const refused = await approve(bola, big.body.data.identifier);
    expect([refused.status, refused.body.code]).toEqual([409, "ADJUSTMENT_BELOW_ZERO"]);
    expect(await balanceOf(client.token)).toBe(9_500);
    const [row] = await database.db
      .select()
      .from(walletAdjustments)
      .where(eq(walletAdjustments.id, big.body.data.identifier));
    expect(row!.status).toBe("pending");

    const path = `/staff/adjustments/${big.body.data.identifier}/reject`;
    const noReason = await call(path, { token: bola.token, body: { reason: "" } });
    expect(noReason.status).toBe(400);
    const rejected = await call(path, { token: bola.token, body: { reason: "Balance spent" } });
    expect(rejected.body.data).toMatchObject({
      status: "rejected",
      decisionReason: "Balance spent",
      decidedBy: { identifier: bola.user.id },
    });
    const again = await call(path, { token: admin.token, body: { reason: "Twice" } });
    expect([again.status, again.body.code]).toEqual([409, "ADJUSTMENT_DECIDED"]);
    const [audit] = await auditOf("adjustment.reject", client.user.id);
    expect(audit).toMatchObject({ actorId: bola.user.id, reason: "Balance spent" });
    expect(await ledgerTotals(client.user.id)).toEqual({ balance: 9_500, sumOfEntries: 9_500 });
    // Told of the small debit only: the big one was never applied.
    expect((await toldTo(client.user)).news.map((n) => n.kind)).toEqual(["walletDebited"]);
  });
});
