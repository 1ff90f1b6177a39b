import "server-only";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { providerProfiles } from "@/db/schema/practice";
import { DomainError, fieldError } from "@/lib/server/errors";
import { ImageRejected, sanitizeImage } from "@/lib/server/images";
import { getStorage } from "@/lib/server/storage";
import { approvedCredentials } from "@/features/credentials/server/service";
import { inspectPhoto } from "../photo-rules";
import { loadProvider, photoPath } from "./profile-rows";

export async function savePhoto(userId: string, file: File) {
  const upload = new Uint8Array(await file.arrayBuffer());
  const verdict = inspectPhoto(upload);
  if (!verdict.ok) throw fieldError("photo", verdict.key);
  // Stored is what the server re-encoded from decoded pixels: never the uploaded bytes.
  const image = await sanitizeImage(upload).catch((error: unknown) => {
    if (error instanceof ImageRejected) throw fieldError("photo", "photoInvalid");
    throw error;
  });
  const db = await getDb();
  const row = await loadProvider(db, userId);
  if (!row) throw new DomainError("PROVIDER_NOT_FOUND");
  const key = `provider-photos/${userId}/${randomUUID()}.${image.ext}`;
  const storage = getStorage();
  await storage.put(key, image.bytes, image.mime);
  await db
    .update(providerProfiles)
    .set({ photoKey: key })
    .where(eq(providerProfiles.userId, userId));
  if (row.profile.photoKey) await storage.delete(row.profile.photoKey).catch(() => undefined);
  return { photo: photoPath(userId, key)! };
}

type Relation = (providerId: string, clientId: string) => Promise<boolean>;
// Plugged in by app/api/app.ts (the clients feature's rule); until then nobody is a client.
let clientOf: Relation = async () => false;

export function setPhotoClientOf(source: Relation) {
  clientOf = source;
}

/**
 * A listed, verified therapist's photo is public (decision 0213); otherwise only its owner and
 * their clients see it.
 */
export async function readPhoto(providerId: string, viewerId: string | undefined) {
  const db = await getDb();
  const [row] = await db
    .select({
      key: providerProfiles.photoKey,
      isListed: providerProfiles.isListed,
      isActive: users.isActive,
      isApproved: approvedCredentials(providerProfiles.userId),
    })
    .from(providerProfiles)
    .innerJoin(users, eq(users.id, providerProfiles.userId))
    .where(eq(providerProfiles.userId, providerId));
  if (!row?.key) return null;
  const isPublic = row.isListed && row.isActive && row.isApproved;
  if (!isPublic && viewerId !== providerId && !(viewerId && (await clientOf(providerId, viewerId))))
    return null;
  const file = await getStorage().get(row.key);
  return file ? { ...file, isPublic } : null;
}
