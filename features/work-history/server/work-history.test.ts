// @vitest-environment node
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { workHistory } from "@/db/schema/work-history";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { onPostgres, withTestDatabase } from "@/tests/helpers/test-db";
import { WORK_HISTORY_MAX_ENTRIES } from "../schemas";

const database = withTestDatabase({ seed: true });

afterEach(() => {
  vi.useRealTimers();
});

const job = (over: Record<string, unknown> = {}) => ({
  companyName: "Lagos University Teaching Hospital",
  jobTitle: "Clinical Psychologist",
  startDate: "03-2015",
  endDate: "08-2019",
  description: "Adult outpatients with anxiety and depression.",
  currentlyWorksHere: false,
  ...over,
});

const therapist = () => signedInUser({ userType: "provider" });

async function add(token: string, body: Record<string, unknown>, headers = {}) {
  return call("/provider/experience", { token, body, headers });
}

describe("a therapist's work history", () => {
  it("adds, lists current jobs first then newest start, edits and deletes", async () => {
    const { token } = await therapist();
    expect((await call("/provider/experience", { token })).body).toEqual({ data: [] });

    const first = await add(token, job());
    expect(first.status).toBe(201);
    expect(first.body.data).toEqual({
      identifier: expect.any(String),
      companyName: "Lagos University Teaching Hospital",
      jobTitle: "Clinical Psychologist",
      startDate: "03-2015",
      endDate: "08-2019",
      description: "Adult outpatients with anxiety and depression.",
      currentlyWorksHere: false,
      message: "Work History Saved",
    });
    const current = await add(token, {
      ...job({ companyName: "  MindWell Clinic ", startDate: "01-2012" }),
      endDate: null,
      currentlyWorksHere: true,
      description: "",
    });
    expect(current.body.data).toMatchObject({
      companyName: "MindWell Clinic",
      endDate: null,
      description: null,
    });
    await add(token, job({ companyName: "Newer", startDate: "09-2019", endDate: "12-2021" }));

    const list = await call("/provider/experience", { token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((j: { companyName: string }) => j.companyName)).toEqual([
      "MindWell Clinic",
      "Newer",
      "Lagos University Teaching Hospital",
    ]);
    expect(list.body.data[0]).not.toHaveProperty("message");

    const id = first.body.data.identifier;
    const edited = await call(`/provider/experience/${id}`, {
      token,
      method: "PUT",
      body: job({ jobTitle: "Senior Psychologist", description: null }),
      headers: { "x-language": "de" },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      identifier: id,
      jobTitle: "Senior Psychologist",
      description: null,
      message: "Berufserfahrung aktualisiert",
    });

    const gone = await call(`/provider/experience/${id}`, { token, method: "DELETE" });
    expect(gone.status).toBe(200);
    expect(gone.body.data).toEqual({ identifier: id, message: "Work History Deleted" });
    const after = (await call("/provider/experience", { token })).body.data;
    expect(after.map((j: { identifier: string }) => j.identifier)).not.toContain(id);
    expect(after).toHaveLength(2);
    expect((await call(`/provider/experience/${id}`, { token, method: "DELETE" })).body.code).toBe(
      "NOT_FOUND",
    );
  });

  it("takes months from 01-1900 and refuses 12-1899, 13-2020 and two-digit years", async () => {
    const { token } = await therapist();
    const ok = await add(token, job({ startDate: "01-1900", endDate: "01-1900" }));
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ startDate: "01-1900", endDate: "01-1900" });

    const refused = async (over: Record<string, unknown>) => {
      const res = await add(token, job(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      return res.body.errors;
    };
    expect(await refused({ startDate: "12-1899" })).toEqual({
      startDate: "Choose a month between January 1900 and December 2099",
    });
    expect(await refused({ endDate: "12-1899", startDate: "01-1900" })).toEqual({
      endDate: "Choose a month between January 1900 and December 2099",
    });
    for (const startDate of ["13-2020", "00-2020", "1-2020", "01-20", "01-02020", "2020-01"])
      expect(await refused({ startDate })).toEqual({
        startDate: "Enter a month with a four-digit year (MM-YYYY)",
      });
    expect(await refused({ endDate: "12-2100" })).toEqual({
      endDate: "Choose a month between January 1900 and December 2099",
    });
  });

  it("refuses a job starting after this month and takes 12-2099 once it is here", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // Sign in at each moment: an access token from another month has expired.
    const at = async (iso: string) => {
      vi.setSystemTime(new Date(iso));
      return (await therapist()).token;
    };
    let token = await at("2026-11-15T12:00:00Z");
    expect((await add(token, job({ startDate: "11-2026", endDate: "11-2026" }))).status).toBe(201);
    const next = await add(token, job({ startDate: "12-2026", endDate: "12-2026" }));
    expect(next.status).toBe(400);
    expect(next.body.errors).toEqual({ startDate: "Start date cannot be in the future" });
    const far = await add(token, job({ startDate: "12-2099", endDate: "12-2099" }));
    expect(far.body.errors).toEqual({ startDate: "Start date cannot be in the future" });

    // The current month anywhere on Earth: at 10:00 UTC on 30 November, Kiritimati (UTC+14) is
    // in December.
    token = await at("2026-11-30T10:00:00Z");
    expect((await add(token, job({ startDate: "12-2026", endDate: "12-2026" }))).status).toBe(201);
    token = await at("2026-11-30T09:59:00Z");
    expect((await add(token, job({ startDate: "12-2026", endDate: "12-2026" }))).status).toBe(400);

    token = await at("2099-12-01T00:00:00Z");
    expect((await add(token, job({ startDate: "12-2099", endDate: "12-2099" }))).status).toBe(201);
  });

  it("wants an end no earlier than the start unless the therapist works there now", async () => {
    const { token } = await therapist();
    expect((await add(token, job({ startDate: "05-2018", endDate: "05-2018" }))).status).toBe(201);
    const before = await add(token, job({ startDate: "05-2018", endDate: "04-2018" }));
    expect(before.status).toBe(400);
    expect(before.body.errors).toEqual({ endDate: "End date cannot be before the start date" });
    const across = await add(token, job({ startDate: "01-2019", endDate: "12-2018" }));
    expect(across.body.errors).toEqual({ endDate: "End date cannot be before the start date" });

    for (const endDate of [undefined, null, ""]) {
      const missing = await add(token, job({ endDate }));
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual({
        endDate: "End date is required unless you currently work here",
      });
    }

    // An end given with "I currently work here" is cleared, even one that would be refused.
    for (const endDate of ["01-2020", "04-2018", "nonsense"]) {
      const res = await add(
        token,
        job({ startDate: "05-2018", endDate, currentlyWorksHere: true }),
      );
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ endDate: null, currentlyWorksHere: true });
    }
    const rows = await database.db.select().from(workHistory);
    expect(rows.filter((r) => r.currentlyWorksHere).every((r) => r.endMonth === null)).toBe(true);
  });

  it("checks the texts: required, trimmed, at most 100 and 1000 characters", async () => {
    const { token } = await therapist();
    const empty = await add(token, job({ companyName: "   ", jobTitle: "" }), {
      "x-language": "de",
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      companyName: "Der Name des Unternehmens ist erforderlich",
      jobTitle: "Die Berufsbezeichnung ist erforderlich",
    });
    const missing = await add(token, { startDate: "01-2020", currentlyWorksHere: true });
    expect(Object.keys(missing.body.errors).sort()).toEqual(["companyName", "jobTitle"]);

    const edge = await add(
      token,
      job({
        companyName: "c".repeat(100),
        jobTitle: "t".repeat(100),
        description: "d".repeat(1000),
      }),
    );
    expect(edge.status).toBe(201);
    const over = await add(
      token,
      job({
        companyName: "c".repeat(101),
        jobTitle: "t".repeat(101),
        description: "d".repeat(1001),
      }),
    );
    expect(over.body.errors).toEqual({
      companyName: "Company name must be at most 100 characters",
      jobTitle: "Job title must be at most 100 characters",
      description: "Description must be at most 1000 characters",
    });
    const noStart = await add(token, job({ startDate: "" }));
    expect(noStart.body.errors).toEqual({ startDate: "Start date is required" });
  });

  it(`keeps at most ${WORK_HISTORY_MAX_ENTRIES} jobs a therapist`, async () => {
    const { token, user } = await therapist();
    await database.db.insert(workHistory).values(
      Array.from({ length: WORK_HISTORY_MAX_ENTRIES - 1 }, (_, i) => ({
        providerId: user.id,
        companyName: `Clinic ${i}`,
        jobTitle: "Counsellor",
        startMonth: "2010-01-01",
        endMonth: "2010-02-01",
      })),
    );
    expect((await add(token, job())).status).toBe(201);
    const over = await add(token, job());
    expect(over.status).toBe(409);
    expect(over.body).toEqual({
      code: "WORK_HISTORY_LIMIT",
      message: "You can list at most 50 jobs. Delete one to add another.",
    });
    const list = (await call("/provider/experience", { token })).body.data;
    expect(list).toHaveLength(WORK_HISTORY_MAX_ENTRIES);
    // Editing is not adding; deleting one makes room again.
    const id = list[0].identifier;
    expect(
      (await call(`/provider/experience/${id}`, { token, method: "PUT", body: job() })).status,
    ).toBe(200);
    await call(`/provider/experience/${id}`, { token, method: "DELETE" });
    expect((await add(token, job())).status).toBe(201);
  });

  it("shows and changes nothing of another therapist's jobs", async () => {
    const owner = await therapist();
    const other = await therapist();
    const id = (await add(owner.token, job())).body.data.identifier;

    expect((await call("/provider/experience", { token: other.token })).body.data).toEqual([]);
    const put = await call(`/provider/experience/${id}`, {
      token: other.token,
      method: "PUT",
      body: job({ companyName: "Hijacked" }),
    });
    expect([put.status, put.body.code]).toEqual([404, "NOT_FOUND"]);
    expect(JSON.stringify(put.body)).not.toContain("Lagos");
    const del = await call(`/provider/experience/${id}`, { token: other.token, method: "DELETE" });
    expect([del.status, del.body.code]).toEqual([404, "NOT_FOUND"]);

    const mine = (await call("/provider/experience", { token: owner.token })).body.data;
    expect(mine).toEqual([
      expect.objectContaining({ identifier: id, companyName: job().companyName }),
    ]);
    const unknown = await call("/provider/experience/00000000-0000-4000-8000-000000000000", {
      token: owner.token,
      method: "PUT",
      body: job(),
    });
    expect(unknown.status).toBe(404);
    const bad = await call("/provider/experience/not-an-id", {
      token: owner.token,
      method: "DELETE",
    });
    expect(bad.status).toBe(400);
  });

  it("is for signed-in therapists only", async () => {
    const owner = await therapist();
    const id = (await add(owner.token, job())).body.data.identifier;
    const client = await signedInUser();
    const asClient = [
      await call("/provider/experience", { token: client.token }),
      await add(client.token, job()),
      await call(`/provider/experience/${id}`, { token: client.token, method: "PUT", body: job() }),
      await call(`/provider/experience/${id}`, { token: client.token, method: "DELETE" }),
    ];
    expect(asClient.map((r) => r.status)).toEqual([403, 403, 403, 403]);
    expect((await call("/provider/experience")).status).toBe(401);
    expect((await call("/provider/experience", { body: job() })).status).toBe(401);
    expect((await call("/provider/experience", { token: owner.token })).body.data).toHaveLength(1);
  });

  it("comes seeded for demo therapists, current job first", async () => {
    const login = await call("/user/login", {
      body: { email: "amaka.obi@demo.therapy", password: "demo-pass-1" },
    });
    const list = await call("/provider/experience", { token: login.body.data.token });
    expect(list.body.data.map((j: { startDate: string }) => j.startDate)).toEqual([
      "06-2019",
      "09-2014",
      "01-2013",
    ]);
    expect(list.body.data[0]).toMatchObject({ currentlyWorksHere: true, endDate: null });
  });
});

// PGlite runs one statement at a time, so races only mean something on PostgreSQL.
describe.runIf(onPostgres)("work history races on PostgreSQL", () => {
  it("ten adds at once with room for two: two are saved, eight refused", async () => {
    const { token, user } = await therapist();
    await database.db.insert(workHistory).values(
      Array.from({ length: WORK_HISTORY_MAX_ENTRIES - 2 }, () => ({
        providerId: user.id,
        companyName: "Clinic",
        jobTitle: "Counsellor",
        startMonth: "2010-01-01",
        endMonth: "2010-02-01",
      })),
    );
    const answers = await Promise.all(Array.from({ length: 10 }, () => add(token, job())));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(2).fill(201), ...Array(8).fill(409)]);
    const rows = await database.db
      .select()
      .from(workHistory)
      .where(eq(workHistory.providerId, user.id));
    expect(rows).toHaveLength(WORK_HISTORY_MAX_ENTRIES);
  });
});
