import "server-only";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { mfaEnabled } from "@/features/accounts/server/service";
import { requireAuth, type AuthEnv } from "@/lib/server/auth-guard";
import { DomainError } from "@/lib/server/errors";
import { marks } from "@/lib/server/openapi";
import { actingRole, type StaffRole } from "../roles";
import { staffRolesOf } from "./staff-roles";

/** Who is acting on a staff route: their roles, and the one this route lets them act under. */
export type StaffMember = {
  userId: string;
  sessionId: string;
  name: string;
  roles: StaffRole[];
  role: StaffRole;
};
export type StaffEnv = AuthEnv & { Variables: AuthEnv["Variables"] & { staff: StaffMember } };

/**
 * Every /api/staff route sits behind this (decision 0601). Anyone who is not staff with one of
 * `needed` (or admin) gets 404, as for a path that does not exist: the console is not advertised.
 * An expired token still answers 401 TOKEN_EXPIRED, so the console can renew it (the only thing
 * the route shows a stranger whose token just ran out). Staff without a second factor get 403
 * STAFF_MFA_REQUIRED: their sign-in is not strong enough for the console.
 * With `cookie`, the `token` cookie counts as for other file routes (a preview in a frame).
 */
export function requireStaff(needed: readonly StaffRole[], { cookie = false } = {}) {
  const auth = requireAuth(undefined, { cookie });
  const guard = createMiddleware<StaffEnv>(async (c, next) => {
    try {
      await auth(c as unknown as Context<AuthEnv>, async () => {});
    } catch (error) {
      if (error instanceof DomainError && error.code === "TOKEN_EXPIRED") throw error;
      throw new DomainError("NOT_FOUND");
    }
    const viewer = c.get("viewer");
    const roles = await staffRolesOf(viewer.userId);
    const role = actingRole(roles, needed);
    if (!role) throw new DomainError("NOT_FOUND");
    if (!(await mfaEnabled(viewer.userId))) throw new DomainError("STAFF_MFA_REQUIRED");
    c.set("staff", {
      userId: viewer.userId,
      sessionId: viewer.sessionId,
      name: `${viewer.name.firstName} ${viewer.name.lastName}`.trim(),
      roles,
      role,
    });
    await next();
  });
  // What every staff route may answer before its own code runs (decision 0042).
  return marks(guard, ["NOT_FOUND", "TOKEN_EXPIRED", "STAFF_MFA_REQUIRED"], {
    security: [{ bearer: [] }],
  });
}
