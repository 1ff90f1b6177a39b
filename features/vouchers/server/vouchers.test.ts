// @vitest-environment node
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox, vouchers, walletEntries } from "@/db/schema";
import { paidTopUp, balanceOf, moveToCountry } from "@/features/wallet/server/test-helpers";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { onPostgres, withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });

/** A client with `balance` minor units in a wallet of `country`'s currency. */
async function clientWith(balance: number, country = "NG") {
  const session = await signedInUser({ userType: "client" });
  if (country !== "NG") await moveToCountry(session.user.id, country);
  if (balance) await paidTopUp(session.token, balance);
  return session;
}

const gift = (overrides: Record<string, unknown> = {}) => ({
  kind: "gift",
  amount: 500_000,
  buyerName: "Ada Buyer",
  buyerEmail: "ada.buyer@example.com",
  recipientEmail: "friend@example.com",
  message: "For the sessions you keep putting off. With love.",
  ...overrides,
});
const buy = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  call("/vouchers", { token, body, headers });
const redeem = (token: string, code: unknown) =>
  call("/vouchers/redeem", { token, body: { code } });

const mailTo = async (to: string) => database.db.select().from(outbox).where(eq(outbox.to, to));

describe("POST /api/vouchers: buying a gift voucher from the wallet", () => {
  it("writes to a recipient who has an account in their language, and the receipt in the buyer's", async () => {
    const buyer = await clientWith(1_000_000);
    const before = (await mailTo("jonas.weber@demo.therapy")).length;
    const res = await buy(buyer.token, gift({ recipientEmail: "Jonas.Weber@demo.therapy" }));
    expect(res.status).toBe(201);
    const mails = await mailTo("Jonas.Weber@demo.therapy");
    const all = [...mails, ...(await mailTo("jonas.weber@demo.therapy"))];
    expect(all).toHaveLength(before + 1);
    const mail = all.at(-1)!;
    expect(mail.subject).toBe("Ada Buyer schenkt Ihnen 5.000,00\u00a0NGN bei Haven");
    expect(mail.text).toContain("/de/vouchers/?code=");
    const [receipt] = await mailTo("ada.buyer@example.com").then((m) => m.slice(-1));
    expect(receipt!.text).toContain("We emailed your gift of NGN\u00a05,000.00 to");
  });

  it("takes the amount from the buyer's wallet, answers the code and emails it to the recipient", async () => {
    const buyer = await clientWith(1_000_000);
    const recipient = `friend-${buyer.user.id.slice(0, 8)}@example.com`;
    const res = await buy(buyer.token, gift({ recipientEmail: recipient }));
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      identifier: expect.any(String),
      kind: "gift",
      code: expect.stringMatching(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/),
      amount: 500_000,
      currency: "NGN",
      buyerName: "Ada Buyer",
      buyerEmail: "ada.buyer@example.com",
      recipientEmail: recipient,
      message: "For the sessions you keep putting off. With love.",
      status: "active",
      createdAt: expect.any(String),
      redeemedAt: null,
    });
    const code = res.body.data.code as string;
    expect(await balanceOf(buyer.token)).toEqual({ balance: 500_000, currency: "NGN" });

    const [mail] = await mailTo(recipient);
    expect(mail!.subject).toBe("Ada Buyer sent you a Haven gift of NGN\u00a05,000.00");
    expect(mail!.text).toContain(code);
    expect(mail!.text).toContain("“For the sessions you keep putting off. With love.”");
    expect(mail!.text).toContain(`/vouchers/?code=${code}`);
    const [receipt] = await mailTo("ada.buyer@example.com").then((m) => m.slice(-1));
    expect(receipt!.text).toContain(`We emailed your gift of NGN\u00a05,000.00 to ${recipient}`);

    const list = await call("/wallet/transactions", { token: buyer.token });
    expect(list.body.data[0]).toMatchObject({
      transactionType: "voucher",
      direction: "debit",
      amount: 500_000,
      description: `Gift voucher for ${recipient}`,
    });
  });

  it("a voucher (not a gift) needs no recipient: its code goes to the buyer", async () => {
    const buyer = await clientWith(200_000);
    const res = await buy(
      buyer.token,
      gift({
        kind: "voucher",
        recipientEmail: null,
        message: null,
        amount: 100_000,
        buyerEmail: "v@example.com",
      }),
    );
    expect(res.status).toBe(201);
    const [receipt] = await mailTo("v@example.com");
    expect(receipt!.subject).toBe("Your Haven gift voucher: NGN\u00a01,000.00");
    expect(receipt!.text).toContain(res.body.data.code);
  });

  it.each([
    // With thousands separators: "Maximum amount is 1,000,000 ₦" (issue 66).
    ["NG", 100_000, 100_000_000, "₦", "1,000", "1,000,000"],
    ["US", 10_000, 100_000, "$", "100", "1,000"],
    ["GB", 10_000, 100_000, "£", "100", "1,000"],
    ["DE", 10_000, 100_000, "€", "100", "1,000"],
  ])(
    "%s: takes %i to %i minor units and refuses one less or one more",
    async (country, min, max, symbol, minText, maxText) => {
      // Funded well beyond the maximum, so the limits are what refuses, not the balance.
      const buyer = await clientWith(max * 3, country);
      const under = await buy(buyer.token, gift({ amount: min - 1 }));
      expect(under.status).toBe(400);
      expect(under.body.errors).toEqual({ amount: `Minimum amount is ${minText} ${symbol}` });
      const over = await buy(buyer.token, gift({ amount: max + 1 }));
      expect(over.body.errors).toEqual({ amount: `Maximum amount is ${maxText} ${symbol}` });
      expect((await buy(buyer.token, gift({ amount: min }))).status).toBe(201);
      expect((await buy(buyer.token, gift({ amount: max }))).status).toBe(201);
      expect(await balanceOf(buyer.token)).toMatchObject({ balance: max * 3 - min - max });
    },
  );

  it("checks every field with the spec's rules, in German too", async () => {
    const buyer = await clientWith(1_000_000);
    const refused = await buy(
      buyer.token,
      gift({ recipientEmail: "", buyerEmail: "", message: "x".repeat(401), kind: "card" }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({
      buyerEmail: "Email is required",
      message: "A message can have at most 400 characters",
      kind: "Choose a voucher or a gift",
    });
    const noRecipient = await buy(buyer.token, gift({ recipientEmail: null }));
    expect(noRecipient.body.errors).toEqual({ recipientEmail: "Enter the recipient's email" });
    const german = await buy(buyer.token, gift({ amount: 1 }), { "X-Language": "de" });
    expect(german.body.errors).toEqual({ amount: "Der Mindestbetrag ist 1.000 ₦" });
    expect((await buy(buyer.token, gift({ message: "x".repeat(400) }))).status).toBe(201);
    expect(await balanceOf(buyer.token)).toMatchObject({ balance: 500_000 });
  });

  it("refuses with 402 and changes nothing when the wallet is short", async () => {
    const buyer = await clientWith(400_000);
    const res = await buy(buyer.token, gift());
    expect(res.status).toBe(402);
    expect(res.body.code).toBe("INSUFFICIENT_FUNDS");
    expect(await balanceOf(buyer.token)).toMatchObject({ balance: 400_000 });
    const bought = await database.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.buyerId, buyer.user.id));
    expect(bought).toHaveLength(0);
  });

  it("is for signed-in clients only", async () => {
    const therapist = await signedInUser({ userType: "provider" });
    expect((await buy(therapist.token, gift())).status).toBe(403);
    expect((await call("/vouchers", { body: gift() })).status).toBe(401);
    expect((await call("/vouchers")).status).toBe(401);
  });
});

describe("GET /api/vouchers: what a client bought", () => {
  it("lists the buyer's own vouchers, newest first, paged, with their status", async () => {
    const buyer = await clientWith(5_000_000);
    const other = await clientWith(1_000_000);
    await buy(other.token, gift());
    const codes: string[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await buy(buyer.token, gift({ amount: 100_000 + i }))).body.data.code);
    await redeem(other.token, codes[0]);

    const first = await call("/vouchers?page=1", { token: buyer.token });
    expect(first.body.meta).toEqual({ page: 1, pageSize: 10, total: 11 });
    expect(first.body.data.map((v: { code: string }) => v.code)).toEqual(codes.slice(1).reverse());
    // The other client sees only their own.
    const theirs = await call("/vouchers", { token: other.token });
    expect(theirs.body.meta.total).toBe(1);
    expect(theirs.body.data.map((v: { code: string }) => v.code)).not.toContain(codes[0]);
    const second = await call("/vouchers?page=2", { token: buyer.token });
    expect(second.body.data).toEqual([
      expect.objectContaining({
        code: codes[0],
        status: "redeemed",
        redeemedAt: expect.any(String),
      }),
    ]);
  });
});

describe("POST /api/vouchers/redeem", () => {
  it("adds the voucher's value to the redeemer's wallet, once", async () => {
    const buyer = await clientWith(1_000_000);
    const friend = await clientWith(0);
    const { code } = (await buy(buyer.token, gift())).body.data;
    const typed = ` ${code.toLowerCase().replaceAll("-", " ")} `;
    const res = await redeem(friend.token, typed);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ amount: 500_000, currency: "NGN", balance: 500_000 });
    const list = await call("/wallet/transactions", { token: friend.token });
    expect(list.body.data[0]).toMatchObject({
      transactionType: "voucher",
      direction: "credit",
      amount: 500_000,
      description: "Gift voucher redeemed",
    });

    const again = await redeem(buyer.token, code);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: "VOUCHER_REDEEMED",
      message: "This voucher has already been redeemed.",
    });
    expect(await balanceOf(buyer.token)).toMatchObject({ balance: 500_000 });
    expect(await balanceOf(friend.token)).toMatchObject({ balance: 500_000 });
  });

  it("answers the same 404 for an unknown code and a malformed one", async () => {
    const client = await clientWith(0);
    for (const code of ["ABCD-EFGH-JKMN", "not a code", "ABCD-EFGH-JKM0"]) {
      const res = await redeem(client.token, code);
      expect(res.status, code).toBe(404);
      expect(res.body).toMatchObject({
        code: "VOUCHER_NOT_FOUND",
        message: "This voucher code is not valid.",
      });
    }
    const empty = await redeem(client.token, "");
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ code: "Enter the voucher code" });
  });

  it("only into a wallet of the voucher's currency", async () => {
    const buyer = await clientWith(1_000_000);
    const abroad = await clientWith(0, "GB");
    const { code } = (await buy(buyer.token, gift())).body.data;
    const res = await redeem(abroad.token, code);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      "This voucher is in NGN and can only be redeemed into a NGN wallet.",
    );
    expect(await balanceOf(abroad.token)).toMatchObject({ balance: 0 });
  });

  it("stops guessing after ten tries an hour", async () => {
    const client = await clientWith(0);
    for (let i = 0; i < 10; i++)
      expect((await redeem(client.token, "ABCD-EFGH-JKMN")).status).toBe(404);
    const blocked = await redeem(client.token, "ABCD-EFGH-JKMN");
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe("RATE_LIMITED");
  });

  it.runIf(onPostgres)("two clients redeeming one code at once: exactly one gets it", async () => {
    const buyer = await clientWith(1_000_000);
    const { code, identifier } = (await buy(buyer.token, gift())).body.data;
    const racers = await Promise.all(Array.from({ length: 8 }, () => clientWith(0)));
    // Parallel reads first, so the pool has a connection ready for each racer: opening one takes
    // longer than a whole redemption, and would line the racers up one after the other.
    await Promise.all(racers.map((r) => balanceOf(r.token)));
    const answers = await Promise.all(racers.map((r) => redeem(r.token, code)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(7).fill(409)]);
    const losers = answers.filter((a) => a.status === 409).map((a) => a.body.code);
    expect(losers).toEqual(Array(7).fill("VOUCHER_REDEEMED"));
    const credited = await database.db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.reference, `voucher:${identifier}`));
    expect(credited).toHaveLength(1);
    const balances = await Promise.all(racers.map((r) => balanceOf(r.token)));
    expect(balances.map((b) => b.balance).sort((a, b) => a - b)).toEqual([
      ...Array(7).fill(0),
      500_000,
    ]);
  });
});
