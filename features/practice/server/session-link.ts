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

/** Where a therapist meets clients: their session room and their office, either possibly unset. */
export async function meetingPlaceOf(
  providerId: string,
): Promise<{ link: string | null; address: string | null }> {
  const db = await getDb();
  const [[room], [office]] = await Promise.all([
    db
      .select({ link: providerSessionLinks.link })
      .from(providerSessionLinks)
      .where(eq(providerSessionLinks.providerId, providerId)),
    db
      .select({ address: providerProfiles.officeAddress })
      .from(providerProfiles)
      .where(eq(providerProfiles.userId, providerId)),
  ]);
  return { link: room?.link ?? null, address: office?.address ?? null };
}
