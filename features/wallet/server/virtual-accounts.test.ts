// @vitest-environment node
// Virtual accounts for bank transfers, through the sandbox gateway (the Paystack path is in
// paystack.test.ts).
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { payments, rateLimits, users, virtualAccounts } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { balanceOf, moveToCountry } from "./test-helpers";

const database = withTestDatabase({ seed: true });

afterEach(() => {
  vi.unstubAllEnvs();
});

const client = async (country = "NG") => {
  const session = await signedInUser({ userType: "client" });
  if (country !== "NG") await moveToCountry(session.user.id, country);
  return session;
};
const account = (token: string) => call("/virtual-accounts/account", { token });
const generate = (token: string, headers: Record<string, string> = {}) =>
  call("/virtual-accounts/generate", { method: "POST", token, headers });
const requery = (token: string) => call("/virtual-accounts/requery", { method: "POST", token });
const transfer = (token: string, amount: unknown) =>
  call("/virtual-accounts/sandbox-transfer", { token, body: { amount } });

describe("GET /api/virtual-accounts/account and POST /api/virtual-accounts/generate", () => {
  it("opens the client's own account once; asked again it answers the same one", async () => {
    const { token, user } = await client();
    expect((await account(token)).body.data).toEqual({ account: null, available: true });

    const first = await generate(token);
    expect(first.status).toBe(201);
    expect(first.body.data).toEqual({
      bankName: "Haven Test Bank",
      accountNumber: expect.stringMatching(/^\d{10}$/),
      accountName: `Haven / ${user.firstName} ${user.lastName}`,
      testMode: true,
    });
    const again = await generate(token);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect((await account(token)).body.data).toEqual({ account: first.body.data, available: true });
    // Another client sees none of it.
    const other = await client();
    expect((await account(other.token)).body.data).toEqual({ account: null, available: true });
  });

  it("two requests at once open one account", async () => {
    const { token, user } = await client();
    const answers = await Promise.all([generate(token), generate(token), generate(token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.data.accountNumber)).size).toBe(1);
    const rows = await database.db
      .select()
      .from(virtualAccounts)
      .where(eq(virtualAccounts.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it("needs a first and a last name (spec section 5)", async () => {
    const { token, user } = await client();
    await database.db.update(users).set({ lastName: "  " }).where(eq(users.id, user.id));
    const refused = await generate(token);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: "NAME_REQUIRED",
      message:
        "Add your first and last name to your profile to get an account number for transfers.",
    });
    expect((await generate(token, { "X-Language": "de" })).body.message).toBe(
      "Tragen Sie Vor- und Nachnamen in Ihr Profil ein, um eine Kontonummer für Überweisungen zu erhalten.",
    );
    expect((await account(token)).body.data.account).toBeNull();
  });

  it.each(["GB", "US", "DE"])(
    "a %s wallet cannot have one: the gateway opens naira accounts only",
    async (country) => {
      const { token } = await client(country);
      expect((await account(token)).body.data).toEqual({ account: null, available: false });
      const refused = await generate(token);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: "TRANSFER_UNAVAILABLE",
        message: "Bank transfer is not available for your country yet. Please top up by card.",
      });
    },
  );

  it("is for signed-in clients only", async () => {
    const therapist = await signedInUser({ userType: "provider" });
    expect((await account(therapist.token)).status).toBe(403);
    expect((await generate(therapist.token)).status).toBe(403);
    expect((await call("/virtual-accounts/account")).status).toBe(401);
    expect((await call("/virtual-accounts/generate", { method: "POST" })).status).toBe(401);
  });

  it("answers 503 with no gateway configured, and opens nothing", async () => {
    vi.stubEnv("PAYMENT_GATEWAY", "");
    const { token, user } = await client();
    expect((await account(token)).body.data).toEqual({ account: null, available: false });
    expect((await generate(token)).status).toBe(503);
    const rows = await database.db
      .select()
      .from(virtualAccounts)
      .where(eq(virtualAccounts.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it("closes with the account it belongs to", async () => {
    const { token, user } = await client();
    expect((await generate(token)).status).toBe(201);
    const gone = await call("/user/profile/delete-account", {
      method: "DELETE",
      token,
      body: { password: user.password },
    });
    expect(gone.status).toBe(200);
    const rows = await database.db
      .select()
      .from(virtualAccounts)
      .where(eq(virtualAccounts.userId, user.id));
    expect(rows).toHaveLength(0);
  });
});

describe("POST /api/virtual-accounts/sandbox-transfer: the test bank", () => {
  it("credits the account's owner once, as a bank-transfer top-up", async () => {
    const owner = await client();
    const other = await client();
    await generate(owner.token);
    await generate(other.token);
    const sent = await transfer(owner.token, 250_000);
    expect(sent.status).toBe(201);
    const reference = sent.body.data.reference as string;
    expect(await balanceOf(owner.token)).toEqual({ balance: 250_000, currency: "NGN" });
    expect(await balanceOf(other.token)).toMatchObject({ balance: 0 });

    const [payment] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.reference, reference));
    expect(payment).toMatchObject({
      userId: owner.user.id,
      channel: "bank_transfer",
      status: "success",
      amount: 250_000,
      gateway: "sandbox",
    });
    const list = await call("/wallet/transactions", { token: owner.token });
    expect(list.body.data[0]).toMatchObject({
      transactionType: "top_up",
      direction: "credit",
      amount: 250_000,
      description: "Bank transfer",
      channel: "bank_transfer",
      reference,
    });
    const one = await call(`/wallet/transactions/${list.body.data[0].identifier}`, {
      token: owner.token,
    });
    expect(one.body.data.channel).toBe("bank_transfer");
  });

  it("takes whole positive minor units only", async () => {
    const { token } = await client();
    await generate(token);
    for (const amount of [0, -100, 100.5, "100", null]) {
      expect((await transfer(token, amount)).status, String(amount)).toBe(400);
    }
    expect(await balanceOf(token)).toMatchObject({ balance: 0 });
  });

  it("needs the client's own sandbox account, and the sandbox to be the gateway", async () => {
    const { token } = await client();
    expect((await transfer(token, 10_000)).status).toBe(404);
    await generate(token);
    vi.stubEnv("PAYMENT_GATEWAY", "paystack");
    expect((await transfer(token, 10_000)).status).toBe(404);
    vi.stubEnv("PAYMENT_GATEWAY", "");
    expect((await transfer(token, 10_000)).status).toBe(404);
    expect(await balanceOf(token)).toMatchObject({ balance: 0 });
  });
});

describe("POST /api/virtual-accounts/requery in the sandbox", () => {
  it("answers 200 having asked nothing: the test bank's transfers are noticed at once", async () => {
    const { token, user } = await client();
    await generate(token);
    const [row] = await database.db
      .select()
      .from(virtualAccounts)
      .where(eq(virtualAccounts.userId, user.id));
    const fetched = vi.spyOn(globalThis, "fetch");
    try {
      for (let i = 0; i < 2; i++) {
        const answer = await requery(token);
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({ data: { requested: false } });
      }
      expect(fetched).not.toHaveBeenCalled();
    } finally {
      fetched.mockRestore();
    }
    // Nothing counted either: a gateway that needs no asking uses no window.
    const counted = await database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `virtual-accounts:requery:${row!.id}`));
    expect(counted).toHaveLength(0);
  });

  it("answers 404 to a client without an account, 403 to a therapist, 401 to nobody", async () => {
    const { token } = await client();
    const none = await requery(token);
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ code: "NOT_FOUND" });
    const therapist = await signedInUser({ userType: "provider" });
    expect((await requery(therapist.token)).status).toBe(403);
    expect((await call("/virtual-accounts/requery", { method: "POST" })).status).toBe(401);
  });
});
