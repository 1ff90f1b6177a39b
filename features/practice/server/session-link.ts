import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { providerProfiles, providerSessionLinks } from "@/db/schema/practice";
import type { SessionLink } from "../schemas";

/** The therapist's room for video and audio sessions, if they gave one (decision 0308). */
export async function getSessionLink(providerId: string): Promise<SessionLink> {
  const db = await getDb();
  const [row] = await db
    .select({ link: providerSessionLinks.link })
    .from(providerSessionLinks)
    .where(eq(providerSessionLinks.providerId, providerId));
  return { link: row?.link ?? null };
}

/** Saves the room's address; an empty one removes it. */
export async function setSessionLink(providerId: string, link: string): Promise<SessionLink> {
  const db = await getDb();
  if (!link) {
    await db.delete(providerSessionLinks).where(eq(providerSessionLinks.providerId, providerId));
    return { link: null };
  }
  await db
    .insert(providerSessionLinks)
    .values({ providerId, link })
    .onConflictDoUpdate({
      target: providerSessionLinks.providerId,
      set: { link, updatedAt: new Date() },
    });
  return { link };
}

/** The office a therapist meets clients in person at, if they gave one. */
export async function officeAddressOf(providerId: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ address: providerProfiles.officeAddress })
    .from(providerProfiles)
    .where(eq(providerProfiles.userId, providerId));
  return row?.address ?? null;
}
