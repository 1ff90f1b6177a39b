// @vitest-environment node
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterEach, describe, expect, it } from "vitest";
import { payments, virtualAccounts, walletEntries } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { takeConsoleCalls } from "@/tests/setup/fail-on-console";
import { balanceOf, onFakePaystack, status, topUp } from "./test-helpers";

const database = withTestDatabase({ seed: true });

const SECRET = "sk_test_local_fake_0123456789";
const BASE = "https://paystack.fake.test";

/** A local fake of the Paystack API: its own transactions, answered like Paystack answers. */
type FakeTransaction = {
  reference: string;
  amount: number;
  currency: string;
  status: string;
  channel?: string;
  customer?: { customer_code: string };
  authorization?: { receiver_bank_account_number: string };
};
const fake = new Map<string, FakeTransaction>();
/** Its customers by email, and the dedicated accounts it opened and closed. */
const customers = new Map<
  string,
  { customer_code: string; first_name: string; last_name: string }
>();
const dedicated: { id: number; customer: string; account_number: string }[] = [];
const closedAccounts: string[] = [];
let down = false;
const unauthorized = () =>
  HttpResponse.json({ status: false, message: "Invalid key" }, { status: 401 });

const dedicatedAccountApi = [
  http.post(`${BASE}/customer`, async ({ request }) => {
    if (down) return HttpResponse.error();
    if (request.headers.get("authorization") !== `Bearer ${SECRET}`) return unauthorized();
    const body = (await request.json()) as Record<string, string>;
    const customer = customers.get(body.email!) ?? {
      customer_code: `CUS_${customers.size + 1}`,
      first_name: body.first_name!,
      last_name: body.last_name!,
    };
    customers.set(body.email!, customer);
    return HttpResponse.json({ status: true, message: "Customer created", data: customer });
  }),
  http.post(`${BASE}/dedicated_account`, async ({ request }) => {
    if (request.headers.get("authorization") !== `Bearer ${SECRET}`) return unauthorized();
    const body = (await request.json()) as Record<string, string>;
    const customer = [...customers.values()].find((c) => c.customer_code === body.customer);
    if (!customer)
      return HttpResponse.json({ status: false, message: "Customer not found" }, { status: 404 });
    const account = {
      id: 100 + dedicated.length,
      customer: customer.customer_code,
      account_number: String(9_930_000_000 + dedicated.length),
    };
    dedicated.push(account);
    return HttpResponse.json({
      status: true,
      message: "NUBAN successfully created",
      data: {
        id: account.id,
        account_name: `HAVEN/${customer.first_name} ${customer.last_name}`.toUpperCase(),
        account_number: account.account_number,
        currency: "NGN",
        assigned: true,
        active: true,
        bank: { name: "Wema Bank", id: 20, slug: body.preferred_bank },
      },
    });
  }),
  http.delete(`${BASE}/dedicated_account/:id`, ({ params }) => {
    closedAccounts.push(String(params.id));
    return HttpResponse.json({
      status: true,
      message: "Managed Account Successfully Unassigned",
      data: {},
    });
  }),
];
const paystack = setupServer(
  ...dedicatedAccountApi,
  http.post(`${BASE}/transaction/initialize`, async ({ request }) => {
    if (down) return HttpResponse.error();
    if (request.headers.get("authorization") !== `Bearer ${SECRET}`) return unauthorized();
    const body = (await request.json()) as Record<string, unknown>;
    const tx = {
      reference: String(body.reference),
      amount: Number(body.amount),
      currency: String(body.currency),
      status: "abandoned",
    };
    fake.set(tx.reference, tx);
    return HttpResponse.json({
      status: true,
      message: "Authorization URL created",
      data: {
        authorization_url: `https://checkout.paystack.fake/${tx.reference}`,
        access_code: "ac_fake",
        reference: tx.reference,
      },
    });
  }),
  http.get(`${BASE}/transaction/verify/:reference`, ({ request, params }) => {
    if (down) return HttpResponse.error();
    if (request.headers.get("authorization") !== `Bearer ${SECRET}`) return unauthorized();
    const tx = fake.get(String(params.reference));
    if (!tx) {
      return HttpResponse.json(
        { status: false, message: "Transaction reference not found" },
        { status: 400 },
      );
    }
    return HttpResponse.json({
      status: true,
      message: "Verification successful",
      data: { id: 1, domain: "test", gateway_response: "Approved", ...tx },
    });
  }),
);

onFakePaystack(paystack, SECRET, BASE);
afterEach(() => {
  down = false;
});

const sign = (raw: string, secret = SECRET) =>
  createHmac("sha512", secret).update(raw).digest("hex");
const webhook = (raw: string, signature?: string) =>
  call("/payment/webhook/paystack", {
    method: "POST",
    body: raw,
    headers: {
      "content-type": "application/json",
      ...(signature ? { "x-paystack-signature": signature } : {}),
    },
  });
const chargeSuccess = (reference: string, amount: number) =>
  JSON.stringify({ event: "charge.success", data: { reference, amount, currency: "NGN" } });

async function startedTopUp(amount = 500_000) {
  const session = await signedInUser();
  const res = await topUp(session.token, amount);
  expect(res.status).toBe(201);
  return { ...session, reference: res.body.data.payment.reference as string };
}

const entriesFor = (reference: string) =>
  database.db.select().from(walletEntries).where(eq(walletEntries.reference, reference));

describe("the Paystack gateway (against a local fake)", () => {
  it("initializes a transaction and answers Paystack's checkout URL", async () => {
    const { reference } = await startedTopUp();
    expect(fake.get(reference)).toMatchObject({ amount: 500_000, currency: "NGN" });
    const [row] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.reference, reference));
    expect(row).toMatchObject({ gateway: "paystack", status: "pending" });
    expect(row!.authorizationUrl).toBe(`https://checkout.paystack.fake/${reference}`);
  });

  it("a reference polled 10 times and its webhook delivered 5 times credits once", async () => {
    const { token, reference } = await startedTopUp();
    expect((await status(token, reference)).body.data.status).toBe("pending");
    fake.get(reference)!.status = "success";
    const raw = chargeSuccess(reference, 500_000);
    const deliveries = [];
    for (let i = 0; i < 10; i++) {
      if (i % 2 === 0) deliveries.push(await webhook(raw, sign(raw)));
      expect((await status(token, reference)).body.data.status).toBe("success");
    }
    expect(deliveries.map((d) => d.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await balanceOf(token)).toEqual({ balance: 500_000, currency: "NGN" });
    expect(await entriesFor(reference)).toHaveLength(1);
  });

  it("a signed webhook alone credits, after verifying with Paystack", async () => {
    const { token, reference } = await startedTopUp(60_000);
    fake.get(reference)!.status = "success";
    const raw = chargeSuccess(reference, 60_000);
    expect((await webhook(raw, sign(raw))).status).toBe(200);
    expect(await balanceOf(token)).toMatchObject({ balance: 60_000 });
  });

  it("refuses a forged or altered webhook and changes nothing", async () => {
    const { token, reference } = await startedTopUp();
    fake.get(reference)!.status = "success";
    const raw = chargeSuccess(reference, 500_000);
    const altered = raw.replace("500000", "900000");
    // The right signature with its last digit changed (not set: it may already end in that digit).
    const right = sign(raw);
    const lastDigitChanged = right.slice(0, -1) + (right.endsWith("0") ? "1" : "0");
    const attempts = [
      await webhook(raw),
      await webhook(raw, "nonsense"),
      await webhook(raw, sign(raw, "sk_test_someone_else")),
      await webhook(altered, sign(raw)),
      await webhook(raw, lastDigitChanged),
    ];
    expect(attempts.map((a) => a.status)).toEqual([401, 401, 401, 401, 401]);
    expect(attempts[0]!.body.message).toBe("The signature is not valid.");
    const [row] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.reference, reference));
    expect(row!.status).toBe("pending");
    expect(await entriesFor(reference)).toHaveLength(0);
    expect(await balanceOf(token)).toMatchObject({ balance: 0 });
  });

  it("a validly signed notice for an unpaid reference credits nothing: Paystack is asked", async () => {
    const { token, reference } = await startedTopUp();
    const raw = chargeSuccess(reference, 500_000);
    expect((await webhook(raw, sign(raw))).status).toBe(200);
    expect((await status(token, reference)).body.data.status).toBe("pending");
    expect(await balanceOf(token)).toMatchObject({ balance: 0 });
  });

  it("checks the transaction's own status, amount and currency, not the outer answer", async () => {
    const failed = await startedTopUp();
    fake.get(failed.reference)!.status = "failed";
    expect((await status(failed.token, failed.reference)).body.data.status).toBe("failure");

    const cheaper = await startedTopUp();
    Object.assign(fake.get(cheaper.reference)!, { status: "success", amount: 50_000 });
    expect((await status(cheaper.token, cheaper.reference)).body.data.status).toBe("failure");

    const otherCurrency = await startedTopUp();
    Object.assign(fake.get(otherCurrency.reference)!, { status: "success", currency: "GHS" });
    expect((await status(otherCurrency.token, otherCurrency.reference)).body.data.status).toBe(
      "failure",
    );
    expect(takeConsoleCalls()).toHaveLength(2);
    for (const { token } of [failed, cheaper, otherCurrency]) {
      expect(await balanceOf(token)).toMatchObject({ balance: 0 });
    }
  });

  it("keeps a payment pending while Paystack cannot be reached, and answers 502 on initialize", async () => {
    const { token, reference } = await startedTopUp();
    fake.get(reference)!.status = "success";
    down = true;
    expect((await status(token, reference)).body.data.status).toBe("pending");
    const refused = await topUp(token, 500_000);
    expect(refused.status).toBe(502);
    expect(refused.body.message).toBe(
      "The payment provider could not be reached. Please try again.",
    );
    expect(takeConsoleCalls()).toHaveLength(2);
    down = false;
    expect((await status(token, reference)).body.data.status).toBe("success");
    expect(await balanceOf(token)).toMatchObject({ balance: 500_000 });
  });

  it("the sandbox checkout is closed while Paystack is the gateway", async () => {
    const { reference } = await startedTopUp();
    expect((await call(`/payment/sandbox/${reference}`)).status).toBe(404);
  });
});

describe("virtual accounts on Paystack (dedicated accounts, against the local fake)", () => {
  const generate = (token: string) => call("/virtual-accounts/generate", { method: "POST", token });
  /** A transfer Paystack received into `accountNumber` of `customer`. */
  function transferIn(customer: string, accountNumber: string, amount: number, currency = "NGN") {
    const reference = `T${fake.size}${Date.now()}`;
    fake.set(reference, {
      reference,
      amount,
      currency,
      status: "success",
      channel: "dedicated_nuban",
      customer: { customer_code: customer },
      authorization: { receiver_bank_account_number: accountNumber },
    });
    return JSON.stringify({ event: "charge.success", data: { reference, amount, currency } });
  }
  async function clientWithAccount() {
    const session = await signedInUser();
    const opened = await generate(session.token);
    expect(opened.status).toBe(201);
    const customer = customers.get(session.user.email)!.customer_code;
    return { ...session, customer, accountNumber: opened.body.data.accountNumber as string };
  }

  it("opens a dedicated account for the client and answers Paystack's number", async () => {
    const { token, user } = await signedInUser();
    const res = await generate(token);
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      bankName: "Wema Bank",
      accountNumber: expect.stringMatching(/^99300000\d\d$/),
      accountName: `HAVEN/${user.firstName} ${user.lastName}`.toUpperCase(),
      testMode: false,
    });
    expect(customers.get(user.email)).toMatchObject({
      first_name: user.firstName,
      last_name: user.lastName,
    });
    // The bank Paystack answered is kept for requeries (decision 0106).
    const [row] = await database.db
      .select()
      .from(virtualAccounts)
      .where(eq(virtualAccounts.userId, user.id));
    expect(row!.bankSlug).toBe("wema-bank");
  });

  it("a transfer's signed notice credits the account's owner once, after asking Paystack", async () => {
    const { token, customer, accountNumber } = await clientWithAccount();
    const raw = transferIn(customer, accountNumber, 300_000);
    const reference = JSON.parse(raw).data.reference as string;
    for (let i = 0; i < 3; i++) expect((await webhook(raw, sign(raw))).status).toBe(200);
    expect(await balanceOf(token)).toEqual({ balance: 300_000, currency: "NGN" });
    expect(await entriesFor(reference)).toHaveLength(1);
    const [row] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.reference, reference));
    expect(row).toMatchObject({ channel: "bank_transfer", status: "success", gateway: "paystack" });
  });

  it("credits nothing Paystack does not confirm as a transfer into one of our accounts", async () => {
    const { token, customer, accountNumber } = await clientWithAccount();
    // A reference Paystack does not know.
    const unknown = JSON.stringify({
      event: "charge.success",
      data: { reference: "T-never-happened", amount: 300_000, currency: "NGN" },
    });
    expect((await webhook(unknown, sign(unknown))).status).toBe(200);
    // Into a customer and account that are not ours.
    const stranger = transferIn("CUS_stranger", "0000000000", 300_000);
    expect((await webhook(stranger, sign(stranger))).status).toBe(200);
    // In another currency than the account's.
    const cedis = transferIn(customer, accountNumber, 300_000, "GHS");
    expect((await webhook(cedis, sign(cedis))).status).toBe(200);
    // Not yet successful.
    const pending = transferIn(customer, accountNumber, 300_000);
    fake.get(JSON.parse(pending).data.reference)!.status = "pending";
    expect((await webhook(pending, sign(pending))).status).toBe(200);
    // A forged notice of a real transfer.
    const real = transferIn(customer, accountNumber, 300_000);
    expect((await webhook(real, sign(real, "sk_test_someone_else"))).status).toBe(401);

    expect(await balanceOf(token)).toMatchObject({ balance: 0 });
    expect(takeConsoleCalls()).toHaveLength(3);
  });

  it("answers 502 while Paystack cannot be reached, stores nothing, and opens it later", async () => {
    const { token, user } = await signedInUser();
    down = true;
    const refused = await generate(token);
    expect(refused.status).toBe(502);
    expect(takeConsoleCalls()).toHaveLength(1);
    const none = await database.db
      .select()
      .from(virtualAccounts)
      .where(eq(virtualAccounts.userId, user.id));
    expect(none).toHaveLength(0);
    down = false;
    expect((await generate(token)).status).toBe(201);
  });

  it("closes the account at Paystack when its owner deletes their account", async () => {
    const { token, user } = await clientWithAccount();
    const [row] = await database.db
      .select()
      .from(virtualAccounts)
      .where(eq(virtualAccounts.userId, user.id));
    const gone = await call("/user/profile/delete-account", {
      method: "DELETE",
      token,
      body: { password: user.password },
    });
    expect(gone.status).toBe(200);
    expect(closedAccounts).toContain(row!.gatewayAccountId);
  });
});
