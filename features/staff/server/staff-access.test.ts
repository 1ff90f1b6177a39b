// @vitest-environment node
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { ASKERS, everyAsker, type Asker, signedInStaff } from "@/tests/helpers/staff";
import { withTestDatabase } from "@/tests/helpers/test-db";

withTestDatabase({ seed: true });

type Who = Asker;
const tokens = {} as Record<Who, string | undefined>;
let person: string;

beforeAll(async () => {
  const { tokens: signedIn, client } = await everyAsker();
  Object.assign(tokens, signedIn);
  person = client.user.id;
});

/** Each staff route, and who may use it (admin may use all of them). */
const routes = () => [
  { path: "/staff/me", allowed: ["support", "reviewer", "finance", "admin"] },
  { path: "/staff/audit", allowed: ["admin"] },
  { path: `/staff/audit?target=${person}`, allowed: ["admin"] },
  { path: "/staff/audit/export", allowed: ["admin"] },
  { path: "/staff/verifications", allowed: ["reviewer", "admin"] },
  // No such therapist: the allowed get the case's own 404, everyone else the console's.
  { path: `/staff/verifications/${randomUUID()}`, allowed: ["reviewer", "admin"], found: false },
  {
    path: `/staff/verifications/${randomUUID()}/files/${randomUUID()}`,
    allowed: ["reviewer", "admin"],
    found: false,
  },
  {
    path: `/staff/verifications/${randomUUID()}/decision`,
    method: "POST",
    body: { decision: "reject" },
    allowed: ["reviewer", "admin"],
    status: 400,
  },
  { path: "/staff/people?q=test", allowed: ["support", "admin"] },
  { path: `/staff/impersonate/${person}`, method: "POST", allowed: ["support", "admin"] },
  { path: `/staff/people/${person}`, allowed: ["support", "admin"] },
  {
    path: `/staff/people/${randomUUID()}/lock`,
    method: "POST",
    body: { reason: "abuse reported" },
    allowed: ["support", "admin"],
    found: false,
  },
  {
    path: `/staff/people/${randomUUID()}/unlock`,
    method: "POST",
    body: { reason: "resolved" },
    allowed: ["support", "admin"],
    found: false,
  },
  {
    path: `/staff/people/${person}/revoke-sessions`,
    method: "POST",
    body: { reason: "x" },
    allowed: ["support", "admin"],
    status: 400,
  },
];

const everyone = ASKERS;

describe("every staff route, as each role, a client, a therapist and anonymous (issue 68)", () => {
  it("answers 404 NOT_FOUND to whoever lacks the role, and serves those who have it", async () => {
    for (const route of routes()) {
      for (const who of everyone) {
        const res = await call(route.path, {
          method: route.method,
          body: route.body,
          token: tokens[who],
        });
        const label = `${who} ${route.method ?? "GET"} ${route.path}`;
        if (!route.allowed.includes(who)) {
          expect({ label, status: res.status, code: res.body?.code }).toEqual({
            label,
            status: 404,
            code: "NOT_FOUND",
          });
        } else {
          const expected = route.status ?? (route.found === false ? 404 : 200);
          expect({ label, status: res.status }).toEqual({ label, status: expected });
        }
      }
    }
  });

  it("refuses staff without a second factor with STAFF_MFA_REQUIRED, and an unknown path stays 404", async () => {
    const { token } = await signedInStaff(["admin"], { secondFactor: false });
    const res = await call("/staff/me", { token });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: "STAFF_MFA_REQUIRED",
      message:
        "The operations console needs two-step sign-in: set it up on your account security page.",
    });
    expect((await call("/staff/me", { token: tokens.admin })).body.data).toMatchObject({
      roles: ["admin"],
      areas: ["verification", "people", "reviews", "emails", "support", "money", "audit", "team"],
    });
    expect((await call("/staff/nothing-here", { token: tokens.client })).status).toBe(404);
  });

  it("answers in German for a German caller", async () => {
    const { token } = await signedInStaff(["support"], { secondFactor: false });
    const res = await call("/staff/me", { token, headers: { "x-language": "de" } });
    expect(res.body.message).toContain("Anmeldung in zwei Schritten");
  });
});

describe("the audit log (issue 68)", () => {
  it("records who, role, action, target, reason and request id, and the database refuses changes", async () => {
    const target = (await signedInUser()).user;
    const res = await call(`/staff/people/${target.id}/revoke-sessions`, {
      body: { reason: "asked by phone" },
      token: tokens.support,
      headers: { "x-request-id": "req-audit-1" },
    });
    expect(res.status).toBe(200);
    const list = await call(`/staff/audit?target=${target.id}`, { token: tokens.admin });
    expect(list.body.meta).toMatchObject({ page: 1, total: 1 });
    expect(list.body.data[0]).toMatchObject({
      role: "support",
      action: "person.revoke-sessions",
      targetId: target.id,
      reason: "asked by phone",
      requestId: "req-audit-1",
      actorName: "Test Person",
    });
    const filtered = await call(
      `/staff/audit?action=person.revoke-sessions&target=${target.id}&from=2000-01-01`,
      { token: tokens.admin },
    );
    expect(filtered.body.meta.total).toBe(1);
    const none = await call(`/staff/audit?target=${target.id}&action=person.lock`, {
      token: tokens.admin,
    });
    expect(none.body.meta.total).toBe(0);

    const csv = await call(`/staff/audit/export?target=${target.id}`, { token: tokens.admin });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = (csv.body as string)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines[0]).toBe("time,actor id,actor,role,action,target,reason,request id");
    expect(lines[1]).toContain(",support,person.revoke-sessions,");
    expect(lines[1]).toContain("asked by phone,req-audit-1");

    const db = await getDb();
    await expect(db.execute(sql`update staff_audit set reason = 'edited'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from staff_audit`)).rejects.toThrow();
    const after = await call(`/staff/audit?target=${target.id}&action=person.revoke-sessions`, {
      token: tokens.admin,
    });
    expect(after.body.data[0]).toMatchObject({ reason: "asked by phone" });
    // The export itself is in the log, after the rows it read.
    const exported = await call(`/staff/audit?target=${target.id}&action=audit.export`, {
      token: tokens.admin,
    });
    expect(exported.body.data[0]).toMatchObject({ role: "admin", targetId: target.id });
  });

  it("refuses bad filters with 400", async () => {
    const res = await call("/staff/audit?target=nope&from=yesterday", { token: tokens.admin });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(["from", "target"]);
  });
});
