// @vitest-environment node
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, outbox, walletEntries, wallets } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { signedInStaff } from "@/tests/helpers/staff";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { ledgerTotals } from "./service";
import { balanceOf, moveToCountry, paidTopUp } from "./test-helpers";

const database = withTestDatabase({ seed: true });

const account = {
  accountName: "Ada Obi",
  bankName: "First Bank",
  bankCode: "011",
  accountNumber: "0123456789",
};
const withdraw = (token: string, amount: unknown, extra: Record<string, unknown> = {}) =>
  call("/wallet/withdrawals", { token, body: { ...account, amount, ...extra } });

/** A client with `amount` minor units of NGN in the wallet. */
async function funded(amount: number) {
  const client = await signedInUser();
  await paidTopUp(client.token, amount);
  return client;
}

const entriesOf = async (userId: string) =>
  database.db
    .select({
      type: walletEntries.type,
      amount: walletEntries.amount,
      ref: walletEntries.reference,
    })
    .from(walletEntries)
    .innerJoin(wallets, eq(wallets.id, walletEntries.walletId))
    .where(eq(wallets.userId, userId))
    .orderBy(walletEntries.seq);

describe("a client withdraws their balance to a bank account (decision 0114)", () => {
  it("takes the money out at once, lists it as requested, and finance records it paid", async () => {
    const { user, token } = await funded(300_000);
    const asked = await withdraw(token, 250_000);
    expect(asked.status).toBe(201);
    const made = asked.body.data;
    expect(made).toMatchObject({
      amount: 250_000,
      currency: "NGN",
      status: "requested",
      accountNumberEnding: "6789",
      transferReference: null,
    });
    expect(JSON.stringify(made)).not.toContain("0123456789");
    expect(await balanceOf(token)).toEqual({ balance: 50_000, currency: "NGN" });
    expect((await entriesOf(user.id)).at(-1)).toEqual({
      type: "withdrawal",
      amount: -250_000,
      ref: `withdrawal:${made.identifier}`,
    });
    const listed = await call("/wallet/withdrawals", { token });
    expect(listed.body.data).toEqual([made]);
    expect(listed.body.meta).toMatchObject({ total: 1, page: 1 });

    const finance = await signedInStaff(["finance"]);
    const queue = await call("/staff/withdrawals?status=requested", { token: finance.token });
    const row = queue.body.data.find(
      (w: { identifier: string }) => w.identifier === made.identifier,
    );
    expect(row).toMatchObject({ accountNumber: "0123456789", bankCode: "011" });
    expect(row.person.identifier).toBe(user.id);

    const paid = await call(`/staff/withdrawals/${made.identifier}/paid`, {
      token: finance.token,
      body: { reference: "FT-2291" },
    });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ status: "paid", transferReference: "FT-2291" });
    const again = await call(`/staff/withdrawals/${made.identifier}/failed`, {
      token: finance.token,
      body: { reason: "too late" },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("WITHDRAWAL_SETTLED");

    const seen = await call(`/wallet/withdrawals/${made.identifier}`, { token });
    expect(seen.body.data).toMatchObject({ status: "paid", transferReference: "FT-2291" });
    expect(await balanceOf(token)).toEqual({ balance: 50_000, currency: "NGN" });
    const mails = await database.db
      .select({ kind: outbox.kind })
      .from(outbox)
      .where(eq(outbox.to, user.email));
    expect(mails.map((m) => m.kind)).toContain("withdrawalPaid");
    const news = await database.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.userId, user.id));
    expect(news.map((n) => n.kind)).toContain("withdrawalPaid");
  });

  it("returns a failed withdrawal's money to the wallet with its own ledger entry", async () => {
    const { user, token } = await funded(200_000);
    const made = (await withdraw(token, 200_000)).body.data;
    expect(await balanceOf(token)).toMatchObject({ balance: 0 });
    const finance = await signedInStaff(["finance"]);
    const failed = await call(`/staff/withdrawals/${made.identifier}/failed`, {
      token: finance.token,
      body: { reason: "The bank refused the account number" },
    });
    expect(failed.status).toBe(200);
    expect(failed.body.data).toMatchObject({
      status: "failed",
      failureReason: "The bank refused the account number",
    });
    expect(await balanceOf(token)).toMatchObject({ balance: 200_000 });
    expect((await entriesOf(user.id)).slice(-2)).toEqual([
      { type: "withdrawal", amount: -200_000, ref: `withdrawal:${made.identifier}` },
      { type: "withdrawal_return", amount: 200_000, ref: `withdrawal:${made.identifier}` },
    ]);
    expect(await ledgerTotals(user.id)).toEqual({ balance: 200_000, sumOfEntries: 200_000 });
    const mails = await database.db
      .select({ kind: outbox.kind })
      .from(outbox)
      .where(and(eq(outbox.to, user.email), eq(outbox.kind, "withdrawalFailed")));
    expect(mails).toHaveLength(1);
  });

  it("takes the minimum of the wallet's currency and no less (NGN 1,000; GBP 10)", async () => {
    const { token } = await funded(500_000);
    const under = await withdraw(token, 99_999);
    expect(under.status).toBe(400);
    expect(under.body.errors.amount).toBe("Minimum withdrawal amount is 1000 ₦");
    expect((await withdraw(token, 100_000)).status).toBe(201);

    const british = await signedInUser();
    await moveToCountry(british.user.id, "GB");
    await paidTopUp(british.token, 5_000);
    const german = await call("/wallet/withdrawals", {
      token: british.token,
      body: { ...account, amount: 999 },
      headers: { "X-Language": "de" },
    });
    expect(german.status).toBe(400);
    expect(german.body.errors.amount).toBe("Der Mindestbetrag für eine Abhebung ist 10 £");
    expect((await withdraw(british.token, 1_000)).status).toBe(201);
  });

  it("takes up to the whole balance and refuses a cent more, changing nothing", async () => {
    const { user, token } = await funded(150_000);
    const over = await withdraw(token, 150_001);
    expect(over.status).toBe(402);
    expect(over.body.code).toBe("INSUFFICIENT_FUNDS");
    expect((await call("/wallet/withdrawals", { token })).body.data).toEqual([]);
    expect(await balanceOf(token)).toMatchObject({ balance: 150_000 });
    expect((await withdraw(token, 150_000)).status).toBe(201);
    expect(await ledgerTotals(user.id)).toEqual({ balance: 0, sumOfEntries: 0 });
  });

  it("checks the bank account by the payout account's rules", async () => {
    const { token } = await funded(150_000);
    const bad = await withdraw(token, 100_000, { accountNumber: "12-34", accountName: "" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      accountNumber: "Account number must be 3 to 32 digits",
      accountName: "Account name is required",
    });
  });

  it("lets two withdrawals at once past the balance not both through", async () => {
    const { user, token } = await funded(300_000);
    const answers = await Promise.all([withdraw(token, 200_000), withdraw(token, 200_000)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 402]);
    expect(await ledgerTotals(user.id)).toEqual({ balance: 100_000, sumOfEntries: 100_000 });
    expect((await call("/wallet/withdrawals", { token })).body.meta.total).toBe(1);
  });

  it("shows nobody another client's withdrawal, and keeps the console to finance", async () => {
    const owner = await funded(150_000);
    const made = (await withdraw(owner.token, 100_000)).body.data;
    const other = await signedInUser();
    const peek = await call(`/wallet/withdrawals/${made.identifier}`, { token: other.token });
    expect(peek.status).toBe(404);
    expect(peek.body.code).toBe("WITHDRAWAL_NOT_FOUND");
    expect((await call("/wallet/withdrawals", { token: other.token })).body.data).toEqual([]);
    expect((await call(`/wallet/withdrawals/${randomUUID()}`, { token: owner.token })).status).toBe(
      404,
    );

    const support = await signedInStaff(["support"]);
    for (const token of [support.token, other.token]) {
      expect((await call("/staff/withdrawals", { token })).status).toBe(404);
      const paid = await call(`/staff/withdrawals/${made.identifier}/paid`, {
        token,
        body: { reference: "X-1" },
      });
      expect(paid.status).toBe(404);
    }
    expect(await balanceOf(owner.token)).toMatchObject({ balance: 50_000 });
  });

  it("lets one of two finance people settle a withdrawal at once, returning money once", async () => {
    const { user, token } = await funded(150_000);
    const made = (await withdraw(token, 120_000)).body.data;
    const [a, b] = await Promise.all([signedInStaff(["finance"]), signedInStaff(["finance"])]);
    const answers = await Promise.all([
      call(`/staff/withdrawals/${made.identifier}/failed`, {
        token: a.token,
        body: { reason: "Closed account" },
      }),
      call(`/staff/withdrawals/${made.identifier}/failed`, {
        token: b.token,
        body: { reason: "Closed account" },
      }),
    ]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    expect(await ledgerTotals(user.id)).toEqual({ balance: 150_000, sumOfEntries: 150_000 });
  });
});
