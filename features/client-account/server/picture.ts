import "server-only";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { clientProfiles } from "@/db/schema/client-account";
import { inspectPhoto } from "@/features/practice/server/service";
import type { Viewer } from "@/lib/server/auth-guard";
import { fieldError } from "@/lib/server/errors";
import { ImageRejected, sanitizeImage } from "@/lib/server/images";
import { getStorage } from "@/lib/server/storage";
import { mayViewClient } from "./access";
import { ensureProfile, photoUrlOf } from "./rows";

/** POST /client/profile-picture: the therapist photo's checks (spec section 5) and storage. */
export async function savePicture(userId: string, file: File) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const verdict = inspectPhoto(bytes);
  if (!verdict.ok) throw fieldError("photo", verdict.key);
  // Stored is what the server re-encoded from decoded pixels (no metadata), never the upload.
  const image = await sanitizeImage(bytes).catch((error: unknown) => {
    if (error instanceof ImageRejected) throw fieldError("photo", "photoInvalid");
    throw error;
  });
  const db = await getDb();
  const before = await ensureProfile(db, userId);
  const key = `client-photos/${userId}/${randomUUID()}.${image.ext}`;
  const storage = getStorage();
  await storage.put(key, image.bytes, image.mime);
  const [row] = await db
    .update(clientProfiles)
    .set({ photoKey: key, updatedAt: new Date() })
    .where(eq(clientProfiles.userId, userId))
    .returning();
  if (before.photoKey) await storage.delete(before.photoKey).catch(() => undefined);
  return { photoUrl: photoUrlOf(row) };
}

/** DELETE /client/profile-picture: the face falls back to the avatar, else initials. */
export async function deletePicture(userId: string) {
  const db = await getDb();
  const before = await ensureProfile(db, userId);
  const [row] = await db
    .update(clientProfiles)
    .set({ photoKey: null, updatedAt: new Date() })
    .where(eq(clientProfiles.userId, userId))
    .returning();
  if (before.photoKey)
    await getStorage()
      .delete(before.photoKey)
      .catch(() => undefined);
  return { photoUrl: photoUrlOf(row) };
}

/** The picture's bytes for its owner and their therapists; null (not found) for anyone else. */
export async function readPicture(clientId: string, viewer: Viewer | undefined) {
  if (!(await mayViewClient(viewer, clientId))) return null;
  const db = await getDb();
  const [row] = await db
    .select({ key: clientProfiles.photoKey })
    .from(clientProfiles)
    .where(eq(clientProfiles.userId, clientId));
  if (!row?.key) return null;
  return getStorage().get(row.key);
}
