import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { revokeUserSessions } from "./sessions";

// What the operations console (features/staff, issue 68) may change on an account: the accounts
// feature owns the rows, the console asks through accounts' service.

/**
 * Locks or unlocks an account (`isActive`). A locked account cannot sign in or renew a token
 * (sign-in.ts answers ACCOUNT_INACTIVE), and its sessions end at once. Answers whether it changed.
 */
export async function setAccountActive(userId: string, active: boolean, now = new Date()) {
  const db = await getDb();
  const changed = await db
    .update(users)
    .set({ isActive: active, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (changed.length && !active) await revokeUserSessions(userId, "locked_by_staff");
  return changed.length > 0;
}

/** Ends every session of the account (support's "revoke sessions"); how many it ended. */
export const endSessionsOf = (userId: string) => revokeUserSessions(userId, "revoked_by_staff");
