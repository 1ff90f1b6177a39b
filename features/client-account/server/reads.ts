import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { clientProfiles } from "@/db/schema/client-account";
import { extensionOf, type PersonalFile } from "@/lib/server/personal-files";
import { getPreferences } from "./preferences";
import { getClientProfile } from "./profile";

/** What the recommendations rank by: the client's preferences (option ids and country). */
export const preferencesOf = getPreferences;

/** The client's own profile and their preferences, for their copy of their data (decision 0507). */
export async function clientAccountOf(userId: string) {
  const [profile, preferences] = await Promise.all([
    getClientProfile(userId),
    getPreferences(userId),
  ]);
  return { profile, preferences };
}

/** The profile picture the client uploaded, for the archive of their files (decision 0511). */
export async function pictureFileOf(userId: string): Promise<PersonalFile[]> {
  const db = await getDb();
  const [row] = await db
    .select({ key: clientProfiles.photoKey, at: clientProfiles.updatedAt })
    .from(clientProfiles)
    .where(eq(clientProfiles.userId, userId));
  return row?.key
    ? [{ folder: ["profile"], name: `picture.${extensionOf(row.key)}`, key: row.key, at: row.at }]
    : [];
}
