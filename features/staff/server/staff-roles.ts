import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { staffRoles } from "@/db/schema/staff";
import type { StaffRole } from "../roles";

/** The staff roles of an account, none for everyone who is not staff. */
export async function staffRolesOf(userId: string): Promise<StaffRole[]> {
  const db = await getDb();
  const rows = await db
    .select({ role: staffRoles.role })
    .from(staffRoles)
    .where(eq(staffRoles.userId, userId));
  return rows.map((r) => r.role).sort();
}

/**
 * Grants roles to the account with this email (`npm run staff:add`, and the demo seed). Roles it
 * already has stay as they are. Answers the account's roles now, or null when no account has it.
 */
export async function grantStaffRoles(
  email: string,
  roles: readonly StaffRole[],
  grantedBy: string | null = null,
  now = new Date(),
): Promise<{ userId: string; roles: StaffRole[] } | null> {
  const db = await getDb();
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()} and ${users.deletedAt} is null`);
  if (!user) return null;
  await db
    .insert(staffRoles)
    .values(roles.map((role) => ({ userId: user.id, role, grantedAt: now, grantedBy })))
    .onConflictDoNothing();
  return { userId: user.id, roles: await staffRolesOf(user.id) };
}
