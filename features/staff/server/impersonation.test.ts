// @vitest-environment node
import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { signedInStaff } from "@/tests/helpers/staff";
import { withTestDatabase } from "@/tests/helpers/test-db";

withTestDatabase({ seed: true });
let support: Awaited<ReturnType<typeof signedInStaff>>;
let admin: string;

beforeAll(async () => {
  support = await signedInStaff(["support"]);
  admin = (await signedInStaff(["admin"])).token;
});
afterEach(() => vi.useRealTimers());

const VIEW = { "x-view-mode": "impersonation" };
async function viewAs(personId: string, token = support.token) {
  const res = await call(`/staff/impersonate/${personId}`, { method: "POST", token });
  expect(res.status).toBe(200);
  return res.body.data as { impersonationToken: string; expiresIn: number };
}
const as = (token: string, path: string, options: { method?: string; body?: unknown } = {}) =>
  call(path, { ...options, token, headers: VIEW });
const auditCount = async (target: string) =>
  (await call(`/staff/audit?target=${target}&action=impersonation.request`, { token: admin })).body
    .meta.total as number;

describe('"view as" (issue 68)', () => {
  it("reads as the person for 15 minutes, with the header only", async () => {
    const person = await signedInUser();
    const { impersonationToken, expiresIn } = await viewAs(person.user.id);
    expect(expiresIn).toBe(900);
    const info = await as(impersonationToken, "/user/info");
    expect(info.status).toBe(200);
    expect(JSON.stringify(info.body.data)).toContain(person.user.email);
    expect((await as(impersonationToken, "/booking")).status).toBe(200);
    expect((await as(impersonationToken, "/wallet/balance")).status).toBe(200);
    // Without the view-mode header it is no access token; nor is an access token one of these.
    expect((await call("/user/info", { token: impersonationToken })).status).toBe(401);
    expect((await as(person.token, "/user/info")).status).toBe(401);
    // It cannot be renewed: there is no refresh token, and after 15 minutes it is refused.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 15 * 60_000 + 1000);
    expect((await as(impersonationToken, "/user/info")).status).toBe(401);
  });

  it("refuses every write with IMPERSONATION_READ_ONLY, and audits each request", async () => {
    const person = await signedInUser();
    const { impersonationToken } = await viewAs(person.user.id);
    const writes = [
      { path: `/booking/${randomUUID()}/cancel`, method: "POST", body: { note: "no" } },
      { path: "/client", method: "PUT", body: { firstName: "Changed" } },
      { path: "/user/profile/update-password", method: "POST", body: {} },
      { path: "/user/profile/delete-account", method: "DELETE", body: {} },
      { path: "/payment/wallet", method: "POST", body: { amount: 100000 } },
    ];
    for (const write of writes) {
      const res = await as(impersonationToken, write.path, write);
      expect({ path: write.path, status: res.status, code: res.body?.code }).toEqual({
        path: write.path,
        status: 403,
        code: "IMPERSONATION_READ_ONLY",
      });
    }
    expect((await as(impersonationToken, "/user/info")).body.data.email).toBe(person.user.email);
    expect(await auditCount(person.user.id)).toBe(writes.length + 1);
  });

  it("never opens notes, care, messages, their files, bank details or the data copy (404)", async () => {
    const therapist = await signedInUser({ userType: "provider" });
    const { impersonationToken } = await viewAs(therapist.user.id);
    const clinical = [
      `/note/client/${randomUUID()}`,
      `/note/${randomUUID()}`,
      // Care (issue 70): a therapist's forms and a client's questionnaires and forms.
      "/care/form-templates",
      `/care/client/${randomUUID()}/forms`,
      "/messages/chat-list",
      "/provider/bank-details",
      "/virtual-accounts/account",
      "/user/data-export",
    ];
    for (const path of clinical) {
      const res = await as(impersonationToken, path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
    // A message's file is opened by a link with the person's own cookie, never a bearer token:
    // the impersonation token opens none.
    const file = await as(impersonationToken, `/messages/attachments/${randomUUID()}`);
    expect(file.status).toBe(404);
    // The therapist's own bank details are there for the therapist.
    expect((await call("/provider/bank-details", { token: therapist.token })).status).toBe(200);
    expect(await auditCount(therapist.user.id)).toBe(clinical.length);
  });

  it("is for support only, never of staff, and ends with the staff member's session", async () => {
    const person = await signedInUser();
    const reviewer = await signedInStaff(["reviewer"]);
    const refused = await call(`/staff/impersonate/${person.user.id}`, {
      method: "POST",
      token: reviewer.token,
    });
    expect(refused.status).toBe(404);
    const otherStaff = await signedInStaff(["finance"]);
    const ofStaff = await call(`/staff/impersonate/${otherStaff.user.id}`, {
      method: "POST",
      token: support.token,
    });
    expect(ofStaff.status).toBe(404);

    const leaving = await signedInStaff(["support"]);
    const { impersonationToken } = await viewAs(person.user.id, leaving.token);
    expect((await as(impersonationToken, "/user/info")).status).toBe(200);
    await call("/auth/invalidate", {
      method: "POST",
      headers: { authorization: `Bearer ${leaving.refreshToken}` },
    });
    expect((await as(impersonationToken, "/user/info")).status).toBe(401);
  });
});
