// @vitest-environment node
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { walletEntries } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { chargeWallet, creditVoucher, refundToWallet } from "./service";
import { paidTopUp } from "./test-helpers";

const database = withTestDatabase({ seed: true });

/** A Lagos client (UTC+1) with 12 entries: 5 top-ups, 4 charges, 2 refunds, 1 voucher. */
async function clientWithHistory() {
  const session = await signedInUser();
  const userId = session.user.id;
  const references: string[] = [];
  for (let i = 0; i < 5; i++) references.push(await paidTopUp(session.token, 100_000));
  await database.db.transaction(async (tx) => {
    for (let i = 0; i < 4; i++) {
      const base = { userId, currency: "NGN", description: `Session ${i}` };
      await chargeWallet(tx, { ...base, amount: 60_000, reference: `booking-${userId}-${i}` });
    }
    for (let i = 0; i < 2; i++) {
      await refundToWallet(tx, {
        userId,
        amount: 60_000,
        currency: "NGN",
        reference: `booking-${userId}-${i}`,
      });
    }
    await creditVoucher(tx, { userId, amount: 25_000, currency: "NGN", reference: `V-${userId}` });
  });
  return session;
}

const list = (token: string, query = "") => call(`/wallet/transactions${query}`, { token });

describe("GET /api/wallet/transactions", () => {
  it("pages the caller's entries, newest first, with the spec's filters", async () => {
    const { token } = await clientWithHistory();
    const first = await list(token);
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ page: 1, pageSize: 10, total: 12 });
    expect(first.body.data).toHaveLength(10);
    expect(first.body.data[0]).toMatchObject({
      transactionType: "voucher",
      direction: "credit",
      amount: 25_000,
      currency: "NGN",
      balanceAfter: 405_000,
      channel: null,
      status: "success",
    });
    const second = await list(token, "?page=2");
    expect(second.body.data).toHaveLength(2);
    // A card top-up says so; the channel comes from its payment.
    expect(second.body.data.at(-1)).toMatchObject({
      transactionType: "top_up",
      balanceAfter: 100_000,
      channel: "card",
    });
    expect((await list(token, "?page=3")).body).toMatchObject({ data: [], meta: { total: 12 } });

    const charges = await list(token, "?transactionType=booking_charge");
    expect(charges.body.meta.total).toBe(4);
    expect(charges.body.data.every((t: { direction: string }) => t.direction === "debit")).toBe(
      true,
    );
    expect((await list(token, "?transactionType=refund&pageSize=1")).body.meta).toEqual({
      page: 1,
      pageSize: 1,
      total: 2,
    });
  });

  it("filters by calendar day in the client's time zone, both ends inclusive", async () => {
    const { token, user } = await signedInUser();
    const days = ["2026-03-01T23:30:00Z", "2026-03-02T12:00:00Z", "2026-03-03T22:59:00Z"];
    for (const day of days) {
      const reference = await paidTopUp(token, 50_000);
      await database.db
        .update(walletEntries)
        .set({ createdAt: new Date(day) })
        .where(eq(walletEntries.reference, reference));
    }
    // In Lagos (UTC+1) the first is already 2 March and the last is still 3 March.
    const march2 = await list(token, "?fromDate=2026-03-02&toDate=2026-03-02");
    expect(march2.body.meta.total).toBe(2);
    expect((await list(token, "?fromDate=2026-03-03")).body.meta.total).toBe(1);
    expect((await list(token, "?toDate=2026-03-01")).body.meta.total).toBe(0);
    expect((await list(token, "?fromDate=2026-03-02&toDate=2026-03-03")).body.meta.total).toBe(3);
    expect(user.timezone).toBe("Africa/Lagos");
  });

  it("refuses bad filters with field messages", async () => {
    const { token } = await signedInUser();
    const res = await list(token, "?page=0&fromDate=2026-13-45&transactionType=gift");
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      page: "Page must be a whole number from 1",
      fromDate: "Use a date in the form YYYY-MM-DD",
      transactionType: "Choose a valid transaction type",
    });
    const reversed = await list(token, "?fromDate=2026-03-05&toDate=2026-03-01");
    expect(reversed.body.errors.toDate).toBe("The end date must not be before the start date");
  });

  it("shows one transaction to its owner only; another user's is not found", async () => {
    const owner = await clientWithHistory();
    const id = (await list(owner.token)).body.data[0].identifier;
    const mine = await call(`/wallet/transactions/${id}`, { token: owner.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ identifier: id, transactionType: "voucher" });

    const other = await signedInUser();
    const theirs = await call(`/wallet/transactions/${id}`, { token: other.token });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe("Transaction not found.");
    expect((await list(other.token)).body.meta.total).toBe(0);
    expect((await call("/wallet/transactions/not-a-uuid", { token: owner.token })).status).toBe(
      400,
    );
  });
});

describe("GET /api/wallet/stats and /api/wallet/balance", () => {
  it("adds up the wallet's movements by kind", async () => {
    const { token } = await clientWithHistory();
    const stats = await call("/wallet/stats", { token });
    expect(stats.body.data).toEqual({
      currency: "NGN",
      balance: 405_000,
      totalTopUps: 500_000,
      totalSpent: 240_000,
      totalRefunds: 120_000,
      transactionCount: 12,
    });
    expect((await call("/wallet/balance", { token })).body.data).toEqual({
      balance: 405_000,
      currency: "NGN",
    });
  });

  it("needs a signed-in client", async () => {
    expect((await call("/wallet/stats")).status).toBe(401);
    expect((await call("/wallet/transactions")).status).toBe(401);
  });
});
