import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payouts, users } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { nigerianBankDetails } from "@/tests/helpers/bank-details";
import { signedInUser } from "@/tests/helpers/factories";
import { completedSession, therapistToken } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { api } from "@/app/api/app";
import { parseCsv } from "@/lib/csv";
import { comparing, getResponse, mocked, shape } from "./contract-helpers";
import { handlers } from "./handlers";
import { saveMockPayoutAccount } from "./fixtures/earnings";
import { mockTherapist } from "./fixtures/notes";

const database = withTestDatabase({ seed: true });

const nigerian = nigerianBankDetails;

describe("the earnings handlers answer like the real API", () => {
  it("the summary, the sessions and the payout account, refusals included", async () => {
    saveMockPayoutAccount(null);
    // Amaka, in Nigeria like the mocked therapist, with the seed's held sessions (weeks before the
    // seed ran) and one of two days ago: her newest month is never the paid one, as in the mocks.
    const token = await therapistToken("amaka.obi@demo.therapy");
    await completedSession({
      therapistEmail: "amaka.obi@demo.therapy",
      client: await signedInUser({ countryCode: "NG" }),
    });
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

  it("a year's months and its CSV export, refusals included", async () => {
    const token = await therapistToken("amaka.obi@demo.therapy");
    const mock = { authorization: `Bearer ${mockTherapist.token}` };
    const compare = comparing(token, mock);
    // Each side's newest year with earnings: the seed's and the mocks' sessions are not the same.
    const real = (await call("/provider/earnings", { token })).body.data;
    const fake = (await mocked("/provider/earnings", mock)).body.data;
    expect(shape(fake.years)).toEqual(shape(real.years));
    const realYear = await call(`/provider/earnings?year=${real.years[0]}`, { token });
    const fakeYear = await mocked(`/provider/earnings?year=${fake.years[0]}`, mock);
    expect(shape(fakeYear.body)).toEqual(shape(realYear.body));
    expect(realYear.body.data.months.length).toBeGreaterThan(0);
    await compare("/provider/earnings?year=abc");

    // The export: the same headers, and the same columns in each language.
    const exported = async (year: number, side: "real" | "mock", language: string) => {
      const url = `http://localhost/api/provider/earnings/export?year=${year}`;
      const headers = {
        authorization: `Bearer ${side === "real" ? token : mockTherapist.token}`,
        "x-language": language,
      };
      const response =
        side === "real"
          ? await api.request(url, { headers })
          : await getResponse(handlers, new Request(url, { headers }));
      if (!response) throw new Error("no MSW handler answers the export");
      return {
        status: response.status,
        type: response.headers.get("content-type"),
        disposition: response.headers.get("content-disposition"),
        rows: parseCsv(await response.text()).map((r) => r.fields),
      };
    };
    for (const language of ["en", "de"]) {
      const realCsv = await exported(real.years[0], "real", language);
      const fakeCsv = await exported(fake.years[0], "mock", language);
      expect([fakeCsv.status, fakeCsv.type]).toEqual([realCsv.status, realCsv.type]);
      expect(fakeCsv.disposition).toBe(`attachment; filename="earnings-${fake.years[0]}.csv"`);
      expect(fakeCsv.rows[0]).toEqual(realCsv.rows[0]);
      expect(realCsv.rows.length).toBeGreaterThan(1);
      expect(fakeCsv.rows[1]!.length).toBe(realCsv.rows[1]!.length);
    }

    const client = await signedInUser({ userType: "client" });
    for (const path of ["/provider/earnings/export?year=2026", "/provider/earnings/export"]) {
      for (const [realToken, fakeHeaders] of [
        [token, mock],
        [client.token, { authorization: "Bearer mock-access-token" }],
        [undefined, {}],
      ] as const) {
        if (path.endsWith("2026") && realToken === token) continue;
        const realAnswer = await call(path, { token: realToken });
        const fakeAnswer = await mocked(path, fakeHeaders);
        expect([fakeAnswer.status, fakeAnswer.body], path).toEqual([
          realAnswer.status,
          realAnswer.body,
        ]);
      }
    }
  });
});
