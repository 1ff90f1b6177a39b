import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { clientProfiles } from "@/db/schema/client-account";
import { isConstraintViolation, SQLSTATE } from "@/lib/server/db-errors";
import { avatarUrl, isAvatarId } from "../avatars";

// The rows of a client's account as the profile, picture and preference modules read them.

export type Db = Awaited<ReturnType<typeof getDb>>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type ProfileRow = typeof clientProfiles.$inferSelect;

/** Where the API serves a client's picture; `v` changes with every upload so caches refresh. */
export const picturePath = (clientId: string, key: string | null) =>
  key ? `/api/client/profile-picture/${clientId}?v=${key.split("/").pop()!.split(".")[0]}` : null;

/** The face to show: the picture, else the avatar, else null (the page draws initials). */
export const photoUrlOf = (
  row: Pick<ProfileRow, "userId" | "photoKey" | "avatarId"> | undefined,
) =>
  row
    ? (picturePath(row.userId, row.photoKey) ??
      (row.avatarId && isAvatarId(row.avatarId) ? avatarUrl(row.avatarId) : null))
    : null;

/**
 * The userName a client starts with (the migration backfills existing clients the same way):
 * their email's local part and 16 hex digits of their id, valid and unique; they can change it.
 */
export function startingUserName(userId: string, email: string) {
  const local = email
    .split("@")[0]!
    .replace(/[^A-Za-z0-9_-]/g, "")
    .slice(0, 15);
  return `${local}-${userId.replace(/-/g, "").slice(0, 16)}`;
}

/** The client's profile row, made on first use (new accounts get theirs here, not at sign-up). */
export async function ensureProfile(db: Db | Tx, userId: string): Promise<ProfileRow> {
  const [existing] = await db
    .select()
    .from(clientProfiles)
    .where(eq(clientProfiles.userId, userId));
  if (existing) return existing;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`No user ${userId}`);
  let userName = startingUserName(userId, user.email);
  for (let attempt = 0; ; attempt++) {
    try {
      await db.insert(clientProfiles).values({ userId, userName }).onConflictDoNothing({
        target: clientProfiles.userId,
      });
      break;
    } catch (error) {
      // Someone chose exactly this name: take the full id instead (32 hex digits, always free).
      if (
        attempt > 0 ||
        !isConstraintViolation(error, "client_profiles_user_name_key", SQLSTATE.uniqueViolation)
      )
        throw error;
      userName = userId.replace(/-/g, "");
    }
  }
  const [row] = await db.select().from(clientProfiles).where(eq(clientProfiles.userId, userId));
  return row!;
}
