// @vitest-environment node
// POST /api/virtual-accounts/requery against a local fake of Paystack's requery (and verify, to
// credit what it sends again). The sandbox's side is in virtual-accounts.test.ts.
import { createHmac, randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rateLimits, virtualAccounts } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { takeConsoleCalls } from "@/tests/setup/fail-on-console";
import { paystackDay, requeryDays } from "./paystack-gateway";
import { balanceOf, onFakePaystack } from "./test-helpers";

const database = withTestDatabase({ seed: true });

const SECRET = "sk_test_local_fake_requery";
const BASE = "https://paystack-requery.fake.test";

/** What the fake was asked, the transfers whose notice it never sent, and those it sends again. */
const requeries: Record<string, string>[] = [];
const transfers = new Map<string, { accountNumber: string; amount: number; notified: boolean }>();
const resent: string[] = [];
let failure: "unreachable" | "server-error" | undefined;

const paystack = setupServer(
  http.get(`${BASE}/dedicated_account/requery`, ({ request }) => {
    if (failure === "unreachable") return HttpResponse.error();
    if (failure === "server-error") {
      return HttpResponse.json({ status: false, message: "Server error" }, { status: 503 });
    }
    if (request.headers.get("authorization") !== `Bearer ${SECRET}`) {
      return HttpResponse.json({ status: false, message: "Invalid key" }, { status: 401 });
    }
    const query = Object.fromEntries(new URL(request.url).searchParams);
    requeries.push(query);
    for (const [reference, transfer] of transfers) {
      if (transfer.accountNumber === query.account_number && !transfer.notified) {
        transfer.notified = true;
        resent.push(reference);
      }
    }
    return HttpResponse.json({
      status: true,
      message:
        "We are checking the status of your transfer. We will send you a notification once it has been confirmed",
    });
  }),
  http.get(`${BASE}/transaction/verify/:reference`, ({ params }) => {
    const transfer = transfers.get(String(params.reference));
    if (!transfer)
      return HttpResponse.json({ status: false, message: "Not found" }, { status: 400 });
    return HttpResponse.json({
      status: true,
      message: "Verification successful",
      data: {
        reference: params.reference,
        amount: transfer.amount,
        currency: "NGN",
        status: "success",
        channel: "dedicated_nuban",
        authorization: { receiver_bank_account_number: transfer.accountNumber },
      },
    });
  }),
);

onFakePaystack(paystack, SECRET, BASE);
afterEach(() => {
  failure = undefined;
  vi.unstubAllEnvs();
});

const requery = (token: string, body?: unknown) =>
  call("/virtual-accounts/requery", { method: "POST", token, body });

/** A client with a Paystack account (as `generate` would have stored it). */
async function clientWithAccount() {
  const session = await signedInUser();
  const accountNumber = String(randomInt(9_900_000_000, 9_999_999_999));
  const [row] = await database.db
    .insert(virtualAccounts)
    .values({
      userId: session.user.id,
      gateway: "paystack",
      currency: "NGN",
      bankName: "Wema Bank",
      accountNumber,
      accountName: "HAVEN/TEST PERSON",
      customerCode: `CUS_${session.user.id}`,
      gatewayAccountId: String(randomInt(1, 1_000_000)),
    })
    .returning();
  return { ...session, accountNumber, accountId: row!.id };
}

const windowOf = async (accountId: string) => {
  const [row] = await database.db
    .select()
    .from(rateLimits)
    .where(eq(rateLimits.key, `virtual-accounts:requery:${accountId}`));
  return row;
};
const endWindowAt = (accountId: string, at: Date) =>
  database.db
    .update(rateLimits)
    .set({ resetAt: at })
    .where(eq(rateLimits.key, `virtual-accounts:requery:${accountId}`));

describe("POST /api/virtual-accounts/requery on Paystack", () => {
  it("asks Paystack about the caller's account, its bank and today's date in Lagos", async () => {
    const { token, accountNumber } = await clientWithAccount();
    const asked = requeries.length;
    const answer = await requery(token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { requested: true } });
    const sent = requeries.slice(asked);
    // Nigeria keeps UTC+1 all year; around midnight the day before is asked about too.
    expect(sent.map((q) => q.date)).toContain(
      new Date(Date.now() + 3_600_000).toISOString().slice(0, 10),
    );
    expect(sent.length).toBeLessThanOrEqual(2);
    for (const query of sent)
      expect(query).toEqual({
        account_number: accountNumber,
        provider_slug: "wema-bank",
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
  });

  it("names the bank the account was opened at, or for an older row the one PAYSTACK_DVA_BANK configures", async () => {
    vi.stubEnv("PAYSTACK_DVA_BANK", "titan-paystack");
    const older = await clientWithAccount();
    await requery(older.token);
    expect(requeries.at(-1)!.provider_slug).toBe("titan-paystack");

    const opened = await clientWithAccount();
    await database.db
      .update(virtualAccounts)
      .set({ bankSlug: "wema-bank" })
      .where(eq(virtualAccounts.id, opened.accountId));
    await requery(opened.token);
    expect(requeries.at(-1)!.provider_slug).toBe("wema-bank");
  });

  it("a transfer whose notice never came is credited once from the notice Paystack sends again", async () => {
    const { token, accountNumber } = await clientWithAccount();
    const reference = `T-requery-${randomInt(1_000_000)}`;
    transfers.set(reference, { accountNumber, amount: 420_000, notified: false });
    expect((await requery(token)).body.data.requested).toBe(true);
    expect(resent).toContain(reference);
    const raw = JSON.stringify({
      event: "charge.success",
      data: { reference, amount: 420_000, currency: "NGN" },
    });
    const signature = createHmac("sha512", SECRET).update(raw).digest("hex");
    // The notice Paystack sends again, and its first one arriving late after all.
    for (let i = 0; i < 2; i++) {
      const delivered = await call("/payment/webhook/paystack", {
        method: "POST",
        body: raw,
        headers: { "content-type": "application/json", "x-paystack-signature": signature },
      });
      expect(delivered.status).toBe(200);
    }
    expect(await balanceOf(token)).toEqual({ balance: 420_000, currency: "NGN" });
  });

  it("asks once in two minutes: not again inside the window, again once it has passed", async () => {
    const { token, accountId } = await clientWithAccount();
    const asked = requeries.length;
    const startedAt = Date.now();
    // One request per day asked about: two around midnight.
    const first = requeryDays(new Date()).length;
    expect((await requery(token)).body.data).toEqual({ requested: true });
    expect(requeries).toHaveLength(asked + first);
    const window = await windowOf(accountId);
    expect(window!.resetAt.getTime() - startedAt).toBeGreaterThan(115_000);
    expect(window!.resetAt.getTime() - startedAt).toBeLessThanOrEqual(121_000);

    const again = await requery(token);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ requested: false });
    // One second before the window ends: still inside it.
    await endWindowAt(accountId, new Date(Date.now() + 1_000));
    expect((await requery(token)).body.data).toEqual({ requested: false });
    expect(requeries).toHaveLength(asked + first);

    await endWindowAt(accountId, new Date(Date.now() - 1));
    const second = requeryDays(new Date()).length;
    expect((await requery(token)).body.data).toEqual({ requested: true });
    expect(requeries).toHaveLength(asked + first + second);
  });

  it("counts each account on its own", async () => {
    const first = await clientWithAccount();
    const second = await clientWithAccount();
    expect((await requery(first.token)).body.data.requested).toBe(true);
    expect((await requery(second.token)).body.data.requested).toBe(true);
  });

  it.each(["unreachable", "server-error"] as const)(
    "Paystack %s: logged, answered 200 with nothing requested, and not asked again in the window",
    async (kind) => {
      const { token, accountId } = await clientWithAccount();
      failure = kind;
      const answer = await requery(token);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ requested: false });
      expect(takeConsoleCalls()).toEqual([
        expect.stringMatching(new RegExp(`paystack requery of account ${accountId} failed`)),
      ]);
      failure = undefined;
      const asked = requeries.length;
      expect((await requery(token)).body.data).toEqual({ requested: false });
      expect(requeries).toHaveLength(asked);
    },
  );

  it("only ever asks about the caller's own account", async () => {
    const owner = await clientWithAccount();
    const other = await clientWithAccount();
    await requery(other.token, { accountNumber: owner.accountNumber });
    expect(requeries.at(-1)!.account_number).toBe(other.accountNumber);

    const asked = requeries.length;
    const without = await signedInUser();
    const refused = await requery(without.token, { accountNumber: owner.accountNumber });
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ code: "NOT_FOUND" });
    expect(requeries).toHaveLength(asked);
  });

  it("is for signed-in clients only", async () => {
    const asked = requeries.length;
    const therapist = await signedInUser({ userType: "provider" });
    expect((await requery(therapist.token)).status).toBe(403);
    expect((await call("/virtual-accounts/requery", { method: "POST" })).status).toBe(401);
    expect(requeries).toHaveLength(asked);
  });
});

describe("requeryDays", () => {
  const days = (iso: string) => requeryDays(new Date(iso));

  it("asks about one day for most of the day", () => {
    expect(days("2026-11-25T12:00:00Z")).toEqual(["2026-11-25"]);
    expect(days("2026-11-25T22:59:59Z")).toEqual(["2026-11-25"]);
    expect(days("2026-11-26T01:00:00Z")).toEqual(["2026-11-26"]);
  });

  it("asks about both days when a transfer in the hour before may be on either, in Lagos or UTC", () => {
    // 00:00 in Lagos: the new day there, still the old one in UTC.
    expect(days("2026-11-25T23:00:00Z")).toEqual(["2026-11-25", "2026-11-26"]);
    // Just past midnight UTC: a transfer at 23:30 UTC was yesterday in UTC.
    expect(days("2026-11-26T00:30:00Z")).toEqual(["2026-11-25", "2026-11-26"]);
    expect(days("2026-11-26T00:59:59Z")).toEqual(["2026-11-25", "2026-11-26"]);
    expect(days("2026-12-31T23:30:00Z")).toEqual(["2026-12-31", "2027-01-01"]);
  });
});

describe("paystackDay", () => {
  it("is the day in Lagos (UTC+1), which starts at 23:00 UTC", () => {
    expect(paystackDay(new Date("2026-11-25T22:59:59.999Z"))).toBe("2026-11-25");
    expect(paystackDay(new Date("2026-11-25T23:00:00.000Z"))).toBe("2026-11-26");
    expect(paystackDay(new Date("2026-12-31T23:30:00.000Z"))).toBe("2027-01-01");
  });
});
