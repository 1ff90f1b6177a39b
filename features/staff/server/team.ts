import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { staffRoles } from "@/db/schema/staff";
import { takeTurns } from "@/lib/server/advisory-lock";
import { DomainError, fieldError } from "@/lib/server/errors";
import type { StaffRole } from "../roles";
import type { StaffMemberRow } from "../schemas";
import { grantStaffRoles, staffRolesOf } from "./staff-roles";

/** GET /api/staff/team: every account with a staff role, by name, with its roles. */
export async function staffTeam(): Promise<StaffMemberRow[]> {
  const db = await getDb();
  const rows = await db
    .select({
      identifier: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      roles: sql<StaffRole[]>`array_agg(${staffRoles.role}::text order by ${staffRoles.role})`,
    })
    .from(staffRoles)
    .innerJoin(users, eq(users.id, staffRoles.userId))
    .groupBy(users.id)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((r) => ({ ...r, roles: [...r.roles].sort() }));
}

/**
 * POST /api/staff/team: an admin gives roles to an existing account by its email (roles it has
 * stay). An email no account has is refused on the field, in the caller's language.
 */
export async function addStaff(
  adminId: string,
  input: { email: string; roles: StaffRole[] },
  now = new Date(),
) {
  const granted = await grantStaffRoles(input.email, input.roles, adminId, now);
  if (!granted) throw fieldError("email", "@Staff.validation.noSuchAccount");
  return granted;
}

/**
 * DELETE /api/staff/team/{id}/roles/{role}: an admin takes one role away. The last admin's admin
 * role stays (409 LAST_ADMIN): removals of admin take turns, so two admins removing each other at
 * once cannot leave the console with none.
 */
export async function removeStaffRole(userId: string, role: StaffRole) {
  const db = await getDb();
  return db
    .transaction(async (tx) => {
      if (role === "admin") {
        await takeTurns(tx, "staff-admins");
        const [admins] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(staffRoles)
          .where(eq(staffRoles.role, "admin"));
        const [mine] = await tx
          .select({ userId: staffRoles.userId })
          .from(staffRoles)
          .where(and(eq(staffRoles.userId, userId), eq(staffRoles.role, "admin")));
        if (mine && (admins?.count ?? 0) <= 1) throw new DomainError("LAST_ADMIN");
      }
      const removed = await tx
        .delete(staffRoles)
        .where(and(eq(staffRoles.userId, userId), eq(staffRoles.role, role)))
        .returning({ userId: staffRoles.userId });
      if (!removed.length) throw new DomainError("NOT_FOUND");
      return removed;
    })
    .then(async () => ({ userId, roles: await staffRolesOf(userId) }));
}
