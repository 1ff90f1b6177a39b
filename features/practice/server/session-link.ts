import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { providerProfiles, providerSessionLinks } from "@/db/schema/practice";
import type { SessionLink } from "../schemas";

/**
 * The therapist's own room for video and audio sessions, if they gave one (decision 0308), and
 * whether they use it instead of the built-in session room (decision 0319).
 */
export async function getSessionLink(providerId: string): Promise<SessionLink> {
  const db = await getDb();
  const [row] = await db
    .select({ link: providerSessionLinks.link, useOwnRoom: providerSessionLinks.useOwnRoom })
    .from(providerSessionLinks)
    .where(eq(providerSessionLinks.providerId, providerId));
  return { link: row?.link ?? null, useOwnRoom: row?.useOwnRoom ?? false };
}

/**
 * The room a therapist's video and audio sessions happen in: their own room's address when they
 * chose it, null for the built-in session room.
 */
export async function ownRoomOf(providerId: string): Promise<string | null> {
  const { link, useOwnRoom } = await getSessionLink(providerId);
  return useOwnRoom ? link : null;
}

/**
 * Saves the room's address and the choice; an empty address removes it, and with it the choice
 * (the schema refuses "use my own room" without one).
 */
export async function setSessionLink(
  providerId: string,
  { link, useOwnRoom }: { link: string; useOwnRoom: boolean },
): Promise<SessionLink> {
  const db = await getDb();
  if (!link) {
    await db.delete(providerSessionLinks).where(eq(providerSessionLinks.providerId, providerId));
    return { link: null, useOwnRoom: false };
  }
  await db
    .insert(providerSessionLinks)
    .values({ providerId, link, useOwnRoom })
    .onConflictDoUpdate({
      target: providerSessionLinks.providerId,
      set: { link, useOwnRoom, updatedAt: new Date() },
    });
  return { link, useOwnRoom };
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
