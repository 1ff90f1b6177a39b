import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { clientProfiles } from "@/db/schema/client-account";
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

const asciiWord = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[^A-Za-z0-9]/g, "")
    .toLowerCase();

/**
 * The userNames a client may start with, first choice first (they can change it): their name in
 * plain letters ("lena_muller"), the same with 6 hex digits of their id, then the id's 32 hex
 * digits, always free. Not the email's local part: the client's therapists can read the userName.
 * (Profiles made before 2026-11-27 started with the email's local part and 16 hex digits.)
 */
export function startingUserNames(
  userId: string,
  name: { firstName: string; lastName: string },
): string[] {
  const hex = userId.replace(/-/g, "");
  const base = [name.firstName, name.lastName].map(asciiWord).filter(Boolean).join("_");
  const short = base.slice(0, 25);
  return short.length >= 3 ? [short, `${short}-${hex.slice(0, 6)}`, hex] : [hex];
}

/** The client's profile row, made on first use (new accounts get theirs here, not at sign-up). */
export async function ensureProfile(db: Db | Tx, userId: string): Promise<ProfileRow> {
  const mine = () => db.select().from(clientProfiles).where(eq(clientProfiles.userId, userId));
  const [existing] = await mine();
  if (existing) return existing;
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new Error(`No user ${userId}`);
  // No target: a userName someone has is skipped like a profile made meanwhile, and neither
  // raises an error, which would end a transaction the caller is in.
  for (const userName of startingUserNames(userId, user)) {
    const [made] = await db
      .insert(clientProfiles)
      .values({ userId, userName })
      .onConflictDoNothing()
      .returning();
    if (made) return made;
    const [meanwhile] = await mine();
    if (meanwhile) return meanwhile;
  }
  throw new Error(`No free userName for ${userId}`);
}
