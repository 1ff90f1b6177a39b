// @vitest-environment node
import { eq, lt } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { walletEntries, wallets } from "@/db/schema";
import { DomainError } from "@/lib/server/errors";
import { createUser, signedInUser } from "@/tests/helpers/factories";
import { withTestDatabase } from "@/tests/helpers/test-db";
import {
  adjustWallet,
  chargeWallet,
  ensureWallet,
  getWalletBalance,
  ledgerTotals,
  refundToWallet,
} from "./service";
import { paidTopUp } from "./test-helpers";

const database = withTestDatabase({ seed: true });
const inTx = <T>(work: Parameters<typeof database.db.transaction<T>>[0]) =>
  database.db.transaction(work);

describe("the wallet service other features call (chargeWallet, refundToWallet)", () => {
  it("charges within the balance and refuses to go below zero, changing nothing", async () => {
    const { user, token } = await signedInUser();
    await paidTopUp(token, 100_000);
    const base = { userId: user.id, currency: "NGN" };
    const entry = await inTx((tx) =>
      chargeWallet(tx, { ...base, amount: 60_000, reference: "bk-1", description: "Session" }),
    );
    expect(entry).toMatchObject({ type: "booking_charge", amount: -60_000, balanceAfter: 40_000 });

    const short = await inTx((tx) =>
      chargeWallet(tx, { ...base, amount: 40_001, reference: "bk-2" }),
    ).catch((e: unknown) => e);
    expect(short).toBeInstanceOf(DomainError);
    expect(short).toMatchObject({ status: 402, code: "INSUFFICIENT_FUNDS" });
    expect(await getWalletBalance(user.id)).toEqual({ balance: 40_000, currency: "NGN" });

    // The whole caller's transaction rolls back when the charge fails.
    await inTx(async (tx) => {
      await refundToWallet(tx, { ...base, amount: 60_000, reference: "bk-1" });
      await chargeWallet(tx, { ...base, amount: 1_000_000, reference: "bk-3" });
    }).catch(() => undefined);
    expect(await getWalletBalance(user.id)).toEqual({ balance: 40_000, currency: "NGN" });
  });

  it("charges one reference once: a retry answers the first charge", async () => {
    const { user, token } = await signedInUser();
    await paidTopUp(token, 100_000);
    const charge = { userId: user.id, currency: "NGN", amount: 30_000, reference: "bk-retry" };
    const first = await inTx((tx) => chargeWallet(tx, charge));
    const again = await inTx((tx) => chargeWallet(tx, charge));
    expect(again.id).toBe(first.id);
    expect(await getWalletBalance(user.id)).toMatchObject({ balance: 70_000 });
    const different = await inTx((tx) => chargeWallet(tx, { ...charge, amount: 10_000 })).catch(
      (e: unknown) => e,
    );
    expect(different).toMatchObject({ status: 409, code: "REFERENCE_USED" });
  });

  it("refuses another currency than the wallet's", async () => {
    const { user, token } = await signedInUser();
    await paidTopUp(token, 100_000);
    const wrong = await inTx((tx) =>
      chargeWallet(tx, { userId: user.id, currency: "GBP", amount: 500, reference: "bk-gbp" }),
    ).catch((e: unknown) => e);
    expect(wrong).toMatchObject({ status: 409, code: "CURRENCY_MISMATCH" });
  });
});

describe("the database keeps the money right by itself", () => {
  it("a CHECK refuses a negative balance even from code that skips the service", async () => {
    const user = await createUser();
    const wallet = await ensureWallet(database.db, user.id);
    await expect(
      database.db.update(wallets).set({ balance: -1 }).where(eq(wallets.id, wallet.id)),
    ).rejects.toThrow();
  });

  it("a UNIQUE index refuses a second top-up entry for one payment reference", async () => {
    const user = await createUser();
    const wallet = await ensureWallet(database.db, user.id);
    const row = {
      walletId: wallet.id,
      type: "top_up" as const,
      amount: 500,
      currency: "NGN",
      balanceAfter: 500,
      reference: "hv-duplicate",
    };
    await database.db.insert(walletEntries).values(row);
    await expect(database.db.insert(walletEntries).values(row)).rejects.toThrow();
  });
});

type Op =
  | { kind: "topUp"; amount: number }
  | { kind: "charge"; amount: number }
  | { kind: "refund"; index: number }
  | { kind: "adjust"; amount: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant("topUp" as const),
    amount: fc.integer({ min: 50_000, max: 900_000 }),
  }),
  fc.record({ kind: fc.constant("charge" as const), amount: fc.integer({ min: 1, max: 600_000 }) }),
  fc.record({ kind: fc.constant("refund" as const), index: fc.nat(20) }),
  fc.record({
    kind: fc.constant("adjust" as const),
    amount: fc.integer({ min: -300_000, max: 300_000 }),
  }),
);

describe("property: any sequence of top-ups, charges, refunds and adjustments", () => {
  it("keeps sum of entries == balance >= 0, and the balance is what a model predicts", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        run++;
        const { user, token } = await signedInUser();
        const base = { userId: user.id, currency: "NGN" };
        let model = 0;
        const charges: { reference: string; amount: number; refunded: boolean }[] = [];
        for (const [i, step] of ops.entries()) {
          if (step.kind === "topUp") {
            await paidTopUp(token, step.amount);
            model += step.amount;
          } else if (step.kind === "charge") {
            const reference = `p${run}-c${i}`;
            const done = await inTx((tx) =>
              chargeWallet(tx, { ...base, amount: step.amount, reference }),
            ).then(
              () => true,
              (e: unknown) => {
                expect(e).toMatchObject({ status: 402 });
                return false;
              },
            );
            expect(done).toBe(step.amount <= model);
            if (done) {
              model -= step.amount;
              charges.push({ reference, amount: step.amount, refunded: false });
            }
          } else if (step.kind === "refund") {
            const charge = charges[step.index % Math.max(charges.length, 1)];
            if (!charge) continue;
            // Refunding the same booking twice credits it once.
            await inTx((tx) => refundToWallet(tx, { ...base, ...charge }));
            if (!charge.refunded) model += charge.amount;
            charge.refunded = true;
          } else if (step.amount !== 0) {
            const done = await inTx((tx) =>
              adjustWallet(tx, { ...base, amount: step.amount, reference: `p${run}-a${i}` }),
            ).then(
              () => true,
              () => false,
            );
            expect(done).toBe(model + step.amount >= 0);
            if (done) model += step.amount;
          }
          const totals = await ledgerTotals(user.id);
          expect(totals.sumOfEntries).toBe(totals.balance);
          expect(totals.balance).toBe(model);
          expect(totals.balance).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 25 },
    );
    const negative = await database.db.select().from(wallets).where(lt(wallets.balance, 0));
    expect(negative).toEqual([]);
  }, 120_000);
});
