// @vitest-environment node
import { beforeAll, describe, expect, it } from "vitest";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { signedInStaff } from "@/tests/helpers/staff";
import { withTestDatabase } from "@/tests/helpers/test-db";

withTestDatabase({ seed: true });
let support: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  support = await signedInStaff(["support"]);
});

const lock = (id: string, change: "lock" | "unlock" = "lock", reason = "Threatening messages") =>
  call(`/staff/people/${id}/${change}`, { body: { reason }, token: support.token });

describe("people (issue 68)", () => {
  it("finds a person by email or name and shows their account, sessions, wallet and no notes", async () => {
    const person = await signedInUser();
    const found = await call(`/staff/people?q=${encodeURIComponent(person.user.email)}`, {
      token: support.token,
    });
    expect(found.body.data).toEqual([
      expect.objectContaining({ identifier: person.user.id, isActive: true, userType: "client" }),
    ]);
    const detail = await call(`/staff/people/${person.user.id}`, { token: support.token });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      account: { email: person.user.email, secondFactor: false, staffRoles: [] },
      bookings: [],
      wallet: { currency: expect.any(String) },
      credentials: null,
    });
    expect(JSON.stringify(detail.body.data)).not.toMatch(/"note"|"content"|"message"/);
  });

  it("locks an account: its sessions end, sign-in and refresh are refused with a clear message", async () => {
    const person = await signedInUser();
    const res = await lock(person.user.id);
    expect(res.status).toBe(200);
    expect(res.body.data.isActive).toBe(false);
    expect((await call("/user/info", { token: person.token })).status).toBe(401);
    const login = await call("/user/login", {
      body: { email: person.user.email, password: person.user.password },
    });
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({ code: "ACCOUNT_INACTIVE" });
    expect(login.body.message).toBeTruthy();
    const refresh = await call("/auth/refresh", {
      method: "POST",
      headers: { authorization: `Bearer ${person.refreshToken}` },
    });
    expect(refresh.status).toBe(401);

    const unlocked = await lock(person.user.id, "unlock", "Cleared after review");
    expect(unlocked.body.data.isActive).toBe(true);
    const again = await call("/user/login", {
      body: { email: person.user.email, password: person.user.password },
    });
    expect(again.status).toBe(200);
  });

  it("needs a reason, refuses locking oneself, and ends a person's sessions", async () => {
    const person = await signedInUser();
    const noReason = await call(`/staff/people/${person.user.id}/lock`, {
      body: {},
      token: support.token,
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual({ reason: "Give a reason (at least 3 characters)." });
    const self = await lock(support.user.id);
    expect(self.status).toBe(409);
    expect(self.body.code).toBe("STAFF_SELF_ACTION");

    const revoked = await call(`/staff/people/${person.user.id}/revoke-sessions`, {
      body: { reason: "Lost phone" },
      token: support.token,
    });
    expect(revoked.body.data).toEqual({ isActive: true, sessionsEnded: 1 });
    expect((await call("/user/info", { token: person.token })).status).toBe(401);
  });
});
