import { afterAll, describe, expect, it } from "vitest";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { mockAs, shape } from "./contract-helpers";
import { authAnswer } from "./fixtures/accounts";
import { mockTherapist } from "./fixtures/notes";
import { resetWorkHistoryMock, setWorkHistoryMock } from "./handlers/work-history";

withTestDatabase({ seed: true });
afterAll(resetWorkHistoryMock);

const mock = mockAs(mockTherapist.token);

const job = (over: Record<string, unknown> = {}) => ({
  companyName: "MindWell Clinic",
  jobTitle: "Therapist",
  startDate: "02-2019",
  endDate: "07-2020",
  description: "",
  currentlyWorksHere: false,
  ...over,
});

describe("the MSW work-history handlers answer like the real API", () => {
  it("adds, lists, edits and deletes a job alike", async () => {
    setWorkHistoryMock([]);
    const { token } = await signedInUser({ userType: "provider" });
    const same = (real: { status: number; body: unknown }, fake: typeof real) => {
      expect(fake.status).toBe(real.status);
      expect(shape(fake.body)).toEqual(shape(real.body));
    };

    const [realEmpty, mockEmpty] = [
      await call("/provider/experience", { token }),
      await mock("/provider/experience"),
    ];
    expect(mockEmpty.body).toEqual(realEmpty.body);

    const body = job({ endDate: "01-2019", currentlyWorksHere: true });
    const real = await call("/provider/experience", { token, body });
    const fake = await mock("/provider/experience", { body });
    same(real, fake);
    const { identifier: rid, ...realJob } = real.body.data;
    const { identifier: mid, ...mockJob } = fake.body.data;
    expect(mockJob).toEqual(realJob);

    const second = job({ companyName: "Older", startDate: "01-2010", description: "Words" });
    await call("/provider/experience", { token, body: second });
    await mock("/provider/experience", { body: second });
    const [realList, mockList] = [
      await call("/provider/experience", { token }),
      await mock("/provider/experience"),
    ];
    same(realList, mockList);
    const strip = (list: { identifier: string }[]) => list.map(({ identifier: _, ...j }) => j);
    expect(strip(mockList.body.data)).toEqual(strip(realList.body.data));

    const edit = job({ jobTitle: "Lead Therapist" });
    const realEdit = await call(`/provider/experience/${rid}`, {
      token,
      method: "PUT",
      body: edit,
      headers: { "x-language": "de" },
    });
    const mockEdit = await mock(`/provider/experience/${mid}`, {
      method: "PUT",
      body: edit,
      lang: "de",
    });
    same(realEdit, mockEdit);
    expect({ ...mockEdit.body.data, identifier: rid }).toEqual(realEdit.body.data);

    const realDelete = await call(`/provider/experience/${rid}`, { token, method: "DELETE" });
    const mockDelete = await mock(`/provider/experience/${mid}`, { method: "DELETE" });
    expect(mockDelete.body).toEqual({ data: { ...realDelete.body.data, identifier: mid } });
    const [realGone, mockGone] = [
      await call(`/provider/experience/${rid}`, { token, method: "DELETE" }),
      await mock(`/provider/experience/${mid}`, { method: "DELETE" }),
    ];
    expect([mockGone.status, mockGone.body]).toEqual([realGone.status, realGone.body]);
  });

  it("refuses bad input, bad ids, clients and strangers alike", async () => {
    const { token } = await signedInUser({ userType: "provider" });
    const client = await signedInUser();
    const cases: [Parameters<typeof call>[1], Parameters<typeof mock>[1], string][] = [];
    const bad = job({ companyName: " ", startDate: "12-1899", endDate: "" });
    cases.push([
      { token, body: bad, headers: { "x-language": "de" } },
      { body: bad, lang: "de" },
      "/provider/experience",
    ]);
    const early = job({ startDate: "05-2020", endDate: "04-2020", description: "d".repeat(1001) });
    cases.push([{ token, body: early }, { body: early }, "/provider/experience"]);
    cases.push([{ token: client.token }, { token: authAnswer().token }, "/provider/experience"]);
    cases.push([{}, { token: null }, "/provider/experience"]);
    const none = "/provider/experience/00000000-0000-4000-8000-000000000000";
    cases.push([{ token, method: "PUT", body: job() }, { method: "PUT", body: job() }, none]);
    cases.push([{ token, method: "DELETE" }, { method: "DELETE" }, "/provider/experience/nope"]);
    for (const [realInit, mockInit, path] of cases) {
      const [r, m] = [await call(path, realInit), await mock(path, mockInit)];
      expect([m.status, m.body], path).toEqual([r.status, r.body]);
    }
  });

  it("reads and sets whether the history shows on the profile alike (decision 0211)", async () => {
    resetWorkHistoryMock();
    const { token } = await signedInUser({ userType: "provider" });
    const client = await signedInUser();
    const path = "/provider/experience/visibility";
    const pairs: [Parameters<typeof call>[1], Parameters<typeof mock>[1]][] = [
      [{ token }, {}],
      [
        { token, method: "PUT", body: { showOnProfile: true } },
        { method: "PUT", body: { showOnProfile: true } },
      ],
      [{ token }, {}],
      [
        { token, method: "PUT", body: { showOnProfile: false }, headers: { "x-language": "de" } },
        { method: "PUT", body: { showOnProfile: false }, lang: "de" },
      ],
      [
        { token, method: "PUT", body: { showOnProfile: "yes" }, headers: { "x-language": "de" } },
        { method: "PUT", body: { showOnProfile: "yes" }, lang: "de" },
      ],
      [
        { token: client.token, method: "PUT", body: { showOnProfile: true } },
        { token: authAnswer().token, method: "PUT", body: { showOnProfile: true } },
      ],
      [{}, { token: null }],
    ];
    for (const [realInit, mockInit] of pairs) {
      const [r, m] = [await call(path, realInit), await mock(path, mockInit)];
      expect([m.status, m.body], JSON.stringify(mockInit)).toEqual([r.status, r.body]);
    }
  });
});
