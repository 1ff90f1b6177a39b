// @vitest-environment node
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "@/db/schema/accounts";
import { verifications } from "@/db/schema/credentials";
import { outbox } from "@/db/schema/platform";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { ASKERS, everyAsker, type Asker } from "@/tests/helpers/staff";
import { withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });

type Who = Asker;
const tokens = {} as Record<Who, string | undefined>;
let adminId: string;
const everyone = ASKERS;
const DAY = 86_400_000;

beforeAll(async () => {
  const { tokens: signedIn, admin } = await everyAsker();
  Object.assign(tokens, signedIn);
  adminId = admin.user.id;
});

/** A failed email in the outbox, as the sender leaves one after its last attempt (0804). */
async function failedEmail(to = "ada.lovelace@example.com") {
  const [row] = await database.db
    .insert(outbox)
    .values({
      to,
      subject: "Reset your password, Ada",
      text: "Secret body with a reset link",
      html: "<p>Secret body with a reset link</p>",
      kind: "password-reset",
      delivery: "failed",
      attempts: 8,
      nextAttemptAt: new Date(),
      lastError: "550 5.1.1 mailbox unavailable",
    })
    .returning({ id: outbox.id });
  return row!.id;
}

describe("the console's new routes, as each role, a client, a therapist and anonymous", () => {
  it("answers 404 NOT_FOUND to whoever lacks the role, and serves those who have it", async () => {
    const routes = [
      { path: "/staff/licences/expiring", allowed: ["reviewer", "admin"] },
      { path: "/staff/reviews", allowed: ["support", "admin"] },
      { path: "/staff/reviews?status=hidden", allowed: ["support", "admin"] },
      ...["hide", "restore", "dismiss"].map((action) => ({
        path: `/staff/reviews/${randomUUID()}/${action}`,
        method: "POST",
        body: { reason: "abusive words" },
        allowed: ["support", "admin"],
        status: 404,
      })),
      { path: "/staff/emails", allowed: ["support", "admin"] },
      {
        path: `/staff/emails/${randomUUID()}/retry`,
        method: "POST",
        allowed: ["support", "admin"],
        status: 404,
      },
      { path: "/staff/team", allowed: ["admin"] },
      {
        path: "/staff/team",
        method: "POST",
        body: { email: "nobody-here@example.com", roles: ["support"] },
        allowed: ["admin"],
        status: 400,
      },
      {
        path: `/staff/team/${randomUUID()}/roles/support`,
        method: "DELETE",
        allowed: ["admin"],
        status: 404,
      },
    ];
    for (const route of routes) {
      for (const who of everyone) {
        const res = await call(route.path, {
          method: route.method,
          body: route.body,
          token: tokens[who],
        });
        const label = `${who} ${route.method ?? "GET"} ${route.path}`;
        const expected = route.allowed.includes(who)
          ? { label, status: route.status ?? 200 }
          : { label, status: 404, code: "NOT_FOUND" };
        expect({
          label,
          status: res.status,
          ...(route.allowed.includes(who) ? {} : { code: res.body?.code }),
        }).toEqual(expected);
      }
    }
  });
});

describe("failed emails (support)", () => {
  it("lists failed emails with the recipient masked and never a subject or body; retry re-queues one, audited", async () => {
    const id = await failedEmail();
    await database.db.insert(outbox).values({
      to: "pending@example.com",
      subject: "s",
      text: "t",
      html: "h",
      kind: "welcome",
      delivery: "pending",
      nextAttemptAt: new Date(Date.now() + DAY),
    });
    const list = await call("/staff/emails", { token: tokens.support });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      {
        identifier: id,
        recipient: "a***@example.com",
        kind: "password-reset",
        attempts: 8,
        lastError: "550 5.1.1 mailbox unavailable",
        createdAt: expect.any(String),
      },
    ]);
    const text = JSON.stringify(list.body);
    expect(text).not.toMatch(/lovelace|Secret|Reset your password|pending@/);

    const retried = await call(`/staff/emails/${id}/retry`, {
      method: "POST",
      token: tokens.support,
    });
    expect(retried.status).toBe(200);
    expect(retried.body.data).toEqual({
      identifier: id,
      kind: "password-reset",
      delivery: "pending",
    });
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ delivery: "pending", attempts: 0 });
    expect((await call("/staff/emails", { token: tokens.support })).body.meta.total).toBe(0);
    // Already back in the queue: nothing failed to retry.
    const again = await call(`/staff/emails/${id}/retry`, { method: "POST", token: tokens.admin });
    expect(again.status).toBe(404);

    const audit = await call("/staff/audit?action=email.retry", { token: tokens.admin });
    expect(audit.body.data).toHaveLength(1);
    expect(audit.body.data[0]).toMatchObject({
      role: "support",
      targetId: null,
      details: { emailId: id, kind: "password-reset" },
    });
    expect(JSON.stringify(audit.body)).not.toContain("lovelace");
  });

  it("refuses a malformed id or page with 400", async () => {
    expect((await call("/staff/emails?page=0", { token: tokens.support })).status).toBe(400);
    const bad = await call("/staff/emails/nope/retry", { method: "POST", token: tokens.support });
    expect(bad.status).toBe(400);
  });
});

describe("licences expiring within 60 days (reviewer)", () => {
  it("lists approvals whose expiry is within 60 days, soonest first, and none past or later", async () => {
    const therapists = await database.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.userType, "provider"))
      .limit(4);
    expect(therapists).toHaveLength(4);
    const now = Date.now();
    const expiries = [
      now + 59 * DAY + 3_600_000,
      now + 5 * DAY + 60_000,
      now + 61 * DAY,
      now - DAY,
    ];
    for (const [i, t] of therapists.entries())
      await database.db
        .insert(verifications)
        .values({
          providerId: t.id,
          status: "approved",
          submittedAt: new Date(now - 90 * DAY),
          approvedAt: new Date(now - 80 * DAY),
          expiresAt: new Date(expiries[i]!),
        })
        .onConflictDoUpdate({
          target: verifications.providerId,
          set: { approvedAt: new Date(now - 80 * DAY), expiresAt: new Date(expiries[i]!) },
        });
    const res = await call("/staff/licences/expiring", { token: tokens.reviewer });
    expect(res.status).toBe(200);
    const mine = (res.body.data as { identifier: string; daysLeft: number }[]).filter((r) =>
      therapists.some((t) => t.id === r.identifier),
    );
    expect(mine.map((r) => [r.identifier, r.daysLeft])).toEqual([
      [therapists[1]!.id, 5],
      [therapists[0]!.id, 59],
    ]);
    expect(res.body.data[0]).toMatchObject({
      email: expect.any(String),
      expiresAt: expect.any(String),
    });
  });
});

describe("staff management (admin)", () => {
  it("adds roles to an existing account by email, removes one, audits both, and never removes the last admin", async () => {
    const person = await signedInUser();
    const unknown = await call("/staff/team", {
      token: tokens.admin,
      body: { email: "no-such-person@example.com", roles: ["support"] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({
      email: "No account has this email. The person must register first.",
    });
    const noRoles = await call("/staff/team", {
      token: tokens.admin,
      body: { email: person.user.email, roles: [] },
    });
    expect(noRoles.status).toBe(400);
    expect(Object.keys(noRoles.body.errors)).toEqual(["roles"]);

    const added = await call("/staff/team", {
      token: tokens.admin,
      body: { email: person.user.email.toUpperCase(), roles: ["support", "reviewer", "support"] },
    });
    expect(added.status).toBe(200);
    expect(added.body.data).toEqual({ userId: person.user.id, roles: ["reviewer", "support"] });
    const team = await call("/staff/team", { token: tokens.admin });
    expect(team.body.data).toContainEqual(
      expect.objectContaining({ identifier: person.user.id, roles: ["reviewer", "support"] }),
    );
    // Their token opens what the roles open, at once (they still need a second factor).
    expect((await call("/staff/me", { token: person.token })).body.code).toBe("STAFF_MFA_REQUIRED");

    const removed = await call(`/staff/team/${person.user.id}/roles/support`, {
      method: "DELETE",
      token: tokens.admin,
    });
    expect(removed.body.data).toEqual({ userId: person.user.id, roles: ["reviewer"] });
    const twice = await call(`/staff/team/${person.user.id}/roles/support`, {
      method: "DELETE",
      token: tokens.admin,
    });
    expect(twice.status).toBe(404);

    const audit = await call(`/staff/audit?target=${person.user.id}`, { token: tokens.admin });
    expect(audit.body.data.map((e: { action: string }) => e.action)).toEqual([
      "staff.revoke",
      "staff.grant",
    ]);
    expect(audit.body.data[1].details).toEqual({ roles: "support,reviewer" });

    // Every other admin loses the role; the last one cannot remove their own.
    const admins = (team.body.data as { identifier: string; roles: string[] }[]).filter(
      (m) => m.roles.includes("admin") && m.identifier !== adminId,
    );
    for (const other of admins)
      expect(
        (
          await call(`/staff/team/${other.identifier}/roles/admin`, {
            method: "DELETE",
            token: tokens.admin,
          })
        ).status,
      ).toBe(200);
    const last = await call(`/staff/team/${adminId}/roles/admin`, {
      method: "DELETE",
      token: tokens.admin,
      headers: { "x-language": "de" },
    });
    expect(last.status).toBe(409);
    expect(last.body).toMatchObject({
      code: "LAST_ADMIN",
      message: "Die Konsole braucht mindestens einen Admin: Dies ist der letzte.",
    });
    expect((await call("/staff/me", { token: tokens.admin })).body.data.roles).toEqual(["admin"]);
  });
});
