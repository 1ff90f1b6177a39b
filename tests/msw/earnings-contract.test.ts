import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payouts, users } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { nigerianBankDetails } from "@/tests/helpers/bank-details";
import { signedInUser } from "@/tests/helpers/factories";
import { therapistToken } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { comparing, mocked, shape } from "./contract-helpers";
import { saveMockPayoutAccount } from "./fixtures/earnings";
import { mockTherapist } from "./fixtures/notes";

const database = withTestDatabase({ seed: true });

const nigerian = nigerianBankDetails;

describe("the earnings handlers answer like the real API", () => {
  it("the summary, the sessions and the payout account, refusals included", async () => {
    saveMockPayoutAccount(null);
    // Amaka, in Nigeria like the mocked therapist, with the seed's held sessions.
    const token = await therapistToken("amaka.obi@demo.therapy");
    const mock = { authorization: `Bearer ${mockTherapist.token}` };
    const compare = comparing(token, mock);

    const summary = await compare("/provider/earnings");
    expect(summary.real.data.totals[0].currency).toBe("NGN");
    // A month paid out (decision 0107): Amaka's oldest, recorded as payouts:record would.
    type Month = { month: string; earned: number; payout: unknown };
    const oldest = (summary.real.data.months as Month[]).at(-1)!;
    await database.db.insert(payouts).values({
      providerId: (
        await database.db.select().from(users).where(eq(users.email, "amaka.obi@demo.therapy"))
      )[0]!.id,
      currency: "NGN",
      month: oldest.month,
      amount: oldest.earned,
      reference: "GTB-0001",
      paidOn: "2026-01-03",
    });
    const paid = await compare("/provider/earnings");
    const paidMonth = (body: { data: { months: Month[] } }) =>
      shape(body.data.months.find((m) => m.payout));
    expect(paidMonth(paid.mock)).toEqual(paidMonth(paid.real));
    expect(paidMonth(paid.real)).not.toBeUndefined();
    await compare("/provider/earnings/sessions?page=1");
    expect((await compare("/provider/bank-details")).mock.data.account).toBeNull();

    const saved = await compare("/provider/bank-details", nigerian, "PUT");
    const { updatedAt: _a, ...real } = saved.real.data.account;
    const { updatedAt: _b, ...fake } = saved.mock.data.account;
    expect(fake).toEqual(real);
    expect(saved.mock.data.message).toBe(saved.real.data.message);
    await compare("/provider/bank-details");

    for (const language of ["en", "de"]) {
      for (const body of [
        {},
        { ...nigerian, accountName: "A1", bankCode: "5", address: "", accountType: "current" },
      ]) {
        const real = await call("/provider/bank-details", {
          method: "PUT",
          token,
          body,
          headers: { "X-Language": language },
        });
        const fake = await mocked(
          "/provider/bank-details",
          { ...mock, "X-Language": language },
          body,
          "PUT",
        );
        expect([fake.status, fake.body]).toEqual([real.status, real.body]);
      }
    }

    const client = await signedInUser({ userType: "client" });
    for (const path of ["/provider/earnings", "/provider/bank-details"]) {
      const realClient = await call(path, { token: client.token });
      const fakeClient = await mocked(path, { authorization: "Bearer mock-access-token" });
      expect([fakeClient.status, fakeClient.body]).toEqual([realClient.status, realClient.body]);
      const realNone = await call(path);
      const fakeNone = await mocked(path, {});
      expect([fakeNone.status, fakeNone.body]).toEqual([realNone.status, realNone.body]);
    }
    saveMockPayoutAccount(null);
  });
});
