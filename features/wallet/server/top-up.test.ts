// @vitest-environment node
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payments, walletEntries, wallets } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { onPostgres, withTestDatabase } from "@/tests/helpers/test-db";
import { balanceOf, decide, moveToCountry, status, topUp } from "./test-helpers";

const database = withTestDatabase({ seed: true });

async function clientIn(country: string) {
  const session = await signedInUser();
  await moveToCountry(session.user.id, country);
  return session;
}

describe("POST /api/payment/wallet: the minimum top-up", () => {
  // Spec section 5: NGN 500, GBP 5, anything else 5 (sent in minor units).
  it.each([
    ["NG", "NGN", 50_000, "Minimum topup amount is 500 ₦"],
    ["GB", "GBP", 500, "Minimum topup amount is 5 £"],
    ["US", "USD", 500, "Minimum topup amount is 5 $"],
    ["DE", "EUR", 500, "Minimum topup amount is 5 €"],
  ])(
    "%s wallets (%s): refuses one under %i, accepts it and one over",
    async (country, currency, min, message) => {
      const { token } = await clientIn(country);
      const under = await topUp(token, min - 1);
      expect(under.status).toBe(400);
      expect(under.body.errors).toEqual({ amount: message });

      for (const amount of [min, min + 1]) {
        const res = await topUp(token, amount);
        expect(res.status).toBe(201);
        expect(res.body.data).toMatchObject({ amount, currency, status: "pending" });
        expect(res.body.data.payment.reference).toMatch(/^hv-[0-9a-f]{32}$/);
        expect(res.body.data.metadata.authorizationUrl).toMatch(
          new RegExp(`/checkout/sandbox/${res.body.data.payment.reference}/$`),
        );
      }
      expect(await balanceOf(token)).toEqual({ balance: 0, currency });
    },
  );

  it("says the minimum in German to a German caller", async () => {
    const { token } = await clientIn("NG");
    const res = await topUp(token, 100, { "X-Language": "de" });
    expect(res.body.errors.amount).toBe("Der Mindestbetrag für eine Aufladung ist 500 ₦");
  });

  it("refuses amounts that are not whole positive minor units", async () => {
    const { token } = await clientIn("NG");
    for (const amount of [-500, 0, 50_000.5, "50000", null, 1e12]) {
      const res = await topUp(token, amount);
      expect(res.status, String(amount)).toBe(400);
      expect(res.body.errors.amount).toBeTruthy();
    }
  });

  it("is for signed-in clients only", async () => {
    expect((await topUp("", 50_000)).status).toBe(401);
    const provider = await signedInUser({ userType: "provider" });
    expect((await topUp(provider.token, 50_000)).status).toBe(403);
    expect((await call("/wallet/balance", { token: provider.token })).status).toBe(403);
  });
});

describe("the sandbox checkout and GET /api/payment/status/{reference}", () => {
  it("credits an approved payment once, however often the status is polled", async () => {
    const { token } = await clientIn("NG");
    const started = await topUp(token, 500_000);
    const reference = started.body.data.payment.reference;

    const checkout = await call(`/payment/sandbox/${reference}`, { token });
    expect(checkout.body.data).toMatchObject({
      reference,
      amount: 500_000,
      currency: "NGN",
      merchant: "Haven",
      status: "pending",
    });
    expect((await status(token, reference)).body.data.status).toBe("pending");

    const approved = await decide(token, reference, "approve");
    expect(approved.status).toBe(200);
    expect(approved.body.data.redirectUrl).toMatch(
      new RegExp(`/wallet/\\?trxref=${reference}&reference=${reference}$`),
    );
    expect((await decide(token, reference, "decline")).status).toBe(409);

    for (let i = 0; i < 10; i++) {
      const polled = await status(token, reference);
      expect(polled.body.data).toEqual({
        reference,
        status: "success",
        amount: 500_000,
        currency: "NGN",
      });
    }
    expect(await balanceOf(token)).toEqual({ balance: 500_000, currency: "NGN" });
    const entries = await database.db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.reference, reference));
    expect(entries).toHaveLength(1);
  });

  it("a declined payment is a failure and leaves the balance as it was", async () => {
    const { token } = await clientIn("GB");
    const reference = (await topUp(token, 2_000)).body.data.payment.reference;
    expect((await decide(token, reference, "decline")).body.data.status).toBe("failure");
    for (let i = 0; i < 3; i++) {
      expect((await status(token, reference)).body.data.status).toBe("failure");
    }
    expect(await balanceOf(token)).toEqual({ balance: 0, currency: "GBP" });
  });

  it("another user's payment reference is not found, and an unknown one neither", async () => {
    const owner = await clientIn("NG");
    const reference = (await topUp(owner.token, 50_000)).body.data.payment.reference;
    await decide(owner.token, reference, "approve");
    const other = await clientIn("NG");
    const res = await status(other.token, reference);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Payment not found.");
    expect(await balanceOf(other.token)).toEqual({ balance: 0, currency: "NGN" });
    expect((await status(owner.token, "hv-0123456789abcdef")).status).toBe(404);
    expect((await status(owner.token, "bad ref!")).status).toBe(400);
    // The payment stayed pending for its owner until they look: nobody else settled it.
    const [row] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.reference, reference));
    expect(row!.status).toBe("pending");
  });

  it.runIf(onPostgres)(
    "20 concurrent status checks of one approved payment credit once",
    async () => {
      const { token, user } = await clientIn("NG");
      const reference = (await topUp(token, 75_000)).body.data.payment.reference;
      await decide(token, reference, "approve");
      const answers = await Promise.all(Array.from({ length: 20 }, () => status(token, reference)));
      expect(answers.map((a) => a.body.data.status)).toEqual(Array(20).fill("success"));
      const [wallet] = await database.db.select().from(wallets).where(eq(wallets.userId, user.id));
      expect(wallet!.balance).toBe(75_000);
      const entries = await database.db
        .select()
        .from(walletEntries)
        .where(eq(walletEntries.reference, reference));
      expect(entries).toHaveLength(1);
    },
  );
});
