// @vitest-environment node
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, users } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { britishBankDetails } from "@/tests/helpers/bank-details";
import { fundWallet } from "@/tests/helpers/booking";
import { signedInUser } from "@/tests/helpers/factories";
import { completedSession, therapistToken } from "@/tests/helpers/sessions";
import { signedInStaff } from "@/tests/helpers/staff";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { mockAs, shape } from "./contract-helpers";
import { MOCK_STAFF_TOKEN } from "./handlers/staff";
import {
  MOCK_PAYOUT_THERAPIST,
  MOCK_PENDING_ADJUSTMENT,
  MOCK_WALLET_PERSON,
} from "./handlers/staff-money";

const database = withTestDatabase({ seed: true });
const mock = mockAs(MOCK_STAFF_TOKEN);
const SARAH = "sarah.mitchell@demo.therapy";
const TODAY = new Date().toISOString().slice(0, 10);

type Init = { method?: string; body?: unknown };
/** The same request to both: the mock answers like the real API, status and shape. */
async function compare(token: string, realPath: string, mockPath: string, init: Init = {}) {
  const real = await call(realPath, { token, method: init.method, body: init.body });
  const fake = await mock(mockPath, init);
  expect(fake.status, realPath).toBe(real.status);
  expect(shape(fake.body), realPath).toEqual(shape(real.body));
  return { real: real.body, fake: fake.body };
}

describe("the money area's handlers answer like the real API (0810)", () => {
  it("lists a month's payouts and records one as paid", async () => {
    const { token } = await signedInStaff(["admin"]);
    await call("/provider/bank-details", {
      method: "PUT",
      token: await therapistToken(SARAH),
      body: britishBankDetails,
    });
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

    // Rows differ by therapist: Sarah's (owed, with an account) against the mock's owed one.
    const real = await call(`/staff/payouts?month=${month}`, { token });
    const fake = await mock(`/staff/payouts?month=${month}`);
    expect(fake.status).toBe(real.status);
    expect(shape(fake.body.meta)).toEqual(shape(real.body.meta));
    const sarahs = real.body.data.find((r: { providerId: string }) => r.providerId === sarah!.id);
    expect(shape(fake.body.data[0])).toEqual(shape(sarahs));
    await compare(token, "/staff/payouts?month=13", "/staff/payouts?month=13");

    const claim = (providerId: string, currency: string, amount: number) => ({
      providerId,
      month,
      currency,
      amount,
      reference: "BARC-7781",
      paidOn: TODAY,
    });
    const realClaim = claim(sarah!.id, sarahs.currency, sarahs.amount);
    const mockClaim = claim(MOCK_PAYOUT_THERAPIST, "GBP", 24_000);
    for (const body of [{}, { ...realClaim, reference: "" }]) {
      await compare(token, "/staff/payouts", "/staff/payouts", { body });
    }
    const realWrong = await call("/staff/payouts", {
      token,
      body: { ...realClaim, amount: realClaim.amount + 1 },
    });
    const fakeWrong = await mock("/staff/payouts", {
      body: { ...mockClaim, amount: mockClaim.amount + 1 },
    });
    expect([fakeWrong.status, fakeWrong.body]).toEqual([realWrong.status, realWrong.body]);
    const real1 = await call("/staff/payouts", { token, body: realClaim });
    const fake1 = await mock("/staff/payouts", { body: mockClaim });
    expect([fake1.status, shape(fake1.body)]).toEqual([real1.status, shape(real1.body)]);
    const real2 = await call("/staff/payouts", { token, body: realClaim });
    const fake2 = await mock("/staff/payouts", { body: mockClaim });
    expect([fake2.status, fake2.body.code]).toEqual([real2.status, real2.body.code]);
    expect(real2.body.code).toBe("PAYOUT_ALREADY_RECORDED");
  });

  it("finds a wallet, adjusts it, and approves or rejects as the real API does", async () => {
    const [admin, finance] = await Promise.all([
      signedInStaff(["admin"]),
      signedInStaff(["finance"]),
    ]);
    const client = await signedInUser({ countryCode: "NG" });
    await fundWallet(client.user.id, 500_000, "NGN");
    const { token } = admin;
    const id = client.user.id;

    await compare(token, `/staff/wallets?q=${client.user.email}`, "/staff/wallets?q=chioma");
    await compare(token, `/staff/wallets/${id}`, `/staff/wallets/${MOCK_WALLET_PERSON}`);
    // Within the limit, applied; above it, pending; more than the wallet holds, refused; no reason.
    for (const [amount, direction, reason] of [
      [10_000, "credit", "Goodwill for the dropped call"],
      [9_000_000, "credit", "Refund of a transfer"],
      [100_000_000, "debit", "Reverse a top-up"],
      [0, "credit", ""],
    ] as const) {
      const body = (userId: string) => ({ userId, direction, amount, reason });
      const real = await call("/staff/adjustments", { token, body: body(id) });
      const fake = await mock("/staff/adjustments", { body: body(MOCK_WALLET_PERSON) });
      expect([fake.status, shape(fake.body)]).toEqual([real.status, shape(real.body)]);
    }

    // The requester's own pending one: 403 on both.
    const realOwn = (await call("/staff/adjustments", { token })).body.data.find(
      (a: { requestedBy: { identifier: string } }) => a.requestedBy.identifier === admin.user.id,
    );
    const fakeOwn = (await mock("/staff/adjustments")).body.data.find(
      (a: { identifier: string }) => a.identifier !== MOCK_PENDING_ADJUSTMENT,
    );
    await compare(
      token,
      `/staff/adjustments/${realOwn.identifier}/approve`,
      `/staff/adjustments/${fakeOwn.identifier}/approve`,
      { method: "POST" },
    );
    await compare(token, "/staff/adjustments?status=pending", "/staff/adjustments?status=pending");

    // Another finance person's: approved, then decided.
    const other = await call("/staff/adjustments", {
      token: finance.token,
      body: { userId: id, direction: "credit", amount: 8_000_000, reason: "Refund of a transfer" },
    });
    for (let i = 0; i < 2; i++)
      await compare(
        token,
        `/staff/adjustments/${other.body.data.identifier}/approve`,
        `/staff/adjustments/${MOCK_PENDING_ADJUSTMENT}/approve`,
        { method: "POST" },
      );
    for (const body of [{ reason: "" }, { reason: "Asked twice" }, { reason: "Again" }])
      await compare(
        token,
        `/staff/adjustments/${realOwn.identifier}/reject`,
        `/staff/adjustments/${fakeOwn.identifier}/reject`,
        { method: "POST", body },
      );
    await compare(token, "/staff/adjustments?status=applied", "/staff/adjustments?status=applied");
    await compare(
      token,
      "/staff/adjustments?status=rejected",
      "/staff/adjustments?status=rejected",
    );

    // Not staff: 404, as for a path that does not exist.
    const stranger = await signedInUser();
    const real = await call("/staff/adjustments", { token: stranger.token });
    const fake = await mock("/staff/adjustments", { token: stranger.token });
    expect([fake.status, fake.body]).toEqual([real.status, real.body]);
  });
});
