import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { providerProfiles, providerSessionLinks } from "@/db/schema/practice";
import { extensionOf, type PersonalFile } from "@/lib/server/personal-files";
import { getStorage } from "@/lib/server/storage";
import type { CalendarSetupType } from "@/features/availability";
import type { Db, Tx } from "./profile-rows";

/** A new therapist account gets an empty, unlisted profile (accounts calls this on registration). */
export async function createProviderProfile(tx: Tx, userId: string) {
  await tx.insert(providerProfiles).values({ userId });
}

/**
 * A deleted account's profile leaves the directory and keeps nothing personal (nor its session
 * link). Answers the removal
 * of the stored photo, for the caller to run once the transaction has committed.
 */
export async function clearProviderProfile(tx: Tx, userId: string) {
  const [before] = await tx
    .select({ photoKey: providerProfiles.photoKey })
    .from(providerProfiles)
    .where(eq(providerProfiles.userId, userId))
    .for("update");
  await tx
    .update(providerProfiles)
    .set({
      isListed: false,
      bio: null,
      headline: null,
      officeAddress: null,
      photoKey: null,
      // A deleted account's username is free for others (decision 0408).
      userName: null,
    })
    .where(eq(providerProfiles.userId, userId));
  await tx.delete(providerSessionLinks).where(eq(providerSessionLinks.providerId, userId));
  const photoKey = before?.photoKey;
  return async () => {
    if (photoKey) await getStorage().delete(photoKey);
  };
}

/** How a therapist presents themselves (a title such as "MSc", a headline), for a receipt. */
export async function professionalTitleOf(userId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ title: providerProfiles.title, headline: providerProfiles.headline })
    .from(providerProfiles)
    .where(eq(providerProfiles.userId, userId));
  return { title: row?.title ?? null, headline: row?.headline ?? null };
}

/** The calendar settings live on the profile row; availability edits them through here. */
export async function setCalendarSettings(
  db: Db | Tx,
  providerId: string,
  changes: { calendarSetupType?: CalendarSetupType; minimumNoticeMinutes?: number },
) {
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  if (!Object.keys(set).length) return;
  await db.update(providerProfiles).set(set).where(eq(providerProfiles.userId, providerId));
}

/** The therapist's own practice profile as they see it, for their copy of their data (0507). */

/** The photo the therapist uploaded, for the archive of their files (decision 0511). */
export async function photoFileOf(userId: string): Promise<PersonalFile[]> {
  const db = await getDb();
  const [row] = await db
    .select({ key: providerProfiles.photoKey })
    .from(providerProfiles)
    .where(eq(providerProfiles.userId, userId));
  return row?.key
    ? [{ folder: ["practice"], name: `photo.${extensionOf(row.key)}`, key: row.key }]
    : [];
}
