import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { qualificationFiles, qualifications } from "@/db/schema/credentials";
import { DomainError } from "@/lib/server/errors";
import {
  checkDetails,
  CREDENTIAL_FILES_MAX,
  type CredentialFile,
  type Qualification,
  type QualificationType,
} from "../schemas";
import { readStored, removeStored, storedRows, storeUploads, type Upload } from "./files";
import { touchCredentials } from "./verification";

type QualificationRow = typeof qualifications.$inferSelect;
type FileRow = typeof qualificationFiles.$inferSelect;

/** The owner-only download route, as the browser calls it. */
export const qualificationFileUrl = (fileId: string) =>
  `/api/provider/qualification/file/${fileId}`;

const fileToWire = (f: FileRow): CredentialFile => ({
  identifier: f.id,
  filename: f.filename,
  size: f.sizeBytes,
  url: qualificationFileUrl(f.id),
});

function toWire(row: QualificationRow, files: FileRow[]): Qualification {
  return {
    identifier: row.id,
    type: row.type,
    details:
      row.type === "license"
        ? { body: row.body!, credentialNumber: row.credentialNumber! }
        : { title: row.title! },
    files: files.map(fileToWire),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The one access check: the therapist's own qualification, or NOT_FOUND (never another's). */
async function qualificationForOwner(providerId: string, id: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(qualifications)
    .where(and(eq(qualifications.id, id), eq(qualifications.providerId, providerId)));
  if (!row) throw new DomainError("NOT_FOUND");
  return row;
}

async function filesOf(ids: string[]) {
  if (!ids.length) return [];
  const db = await getDb();
  return db
    .select()
    .from(qualificationFiles)
    .where(inArray(qualificationFiles.qualificationId, ids))
    .orderBy(asc(qualificationFiles.createdAt), asc(qualificationFiles.id));
}

/** GET /provider/qualification/files: the therapist's qualifications, oldest first. */
export async function listQualifications(providerId: string): Promise<Qualification[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(qualifications)
    .where(eq(qualifications.providerId, providerId))
    .orderBy(asc(qualifications.createdAt), asc(qualifications.id));
  const files = await filesOf(rows.map((r) => r.id));
  return rows.map((r) =>
    toWire(
      r,
      files.filter((f) => f.qualificationId === r.id),
    ),
  );
}

/** GET /provider/qualification/{id} */
export async function getQualification(providerId: string, id: string) {
  const row = await qualificationForOwner(providerId, id);
  return toWire(row, await filesOf([id]));
}

const detailColumns = (
  type: QualificationType,
  v: { body?: string | null; credentialNumber?: string | null; title?: string | null },
) =>
  type === "license"
    ? { body: v.body ?? null, credentialNumber: v.credentialNumber ?? null, title: null }
    : { body: null, credentialNumber: null, title: v.title ?? null };

/** POST /provider/qualification/file/upload: one qualification with its (checked) files. */
export async function createQualification(
  providerId: string,
  input: { type: QualificationType; body?: string; credentialNumber?: string; title?: string },
  uploads: Upload[],
  now = new Date(),
) {
  if (!uploads.length)
    throw new DomainError("VALIDATION_FAILED", { errors: { files: "qualificationFileRequired" } });
  const stored = await storeUploads(providerId, uploads);
  const db = await getDb();
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(qualifications)
        .values({
          providerId,
          type: input.type,
          ...detailColumns(input.type, input),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: qualifications.id });
      await tx
        .insert(qualificationFiles)
        .values(
          storedRows(stored, providerId, now).map((r) => ({ ...r, qualificationId: row!.id })),
        );
      await touchCredentials(tx, providerId, now);
      return row!.id;
    });
    return getQualification(providerId, id);
  } catch (error) {
    await removeStored(stored.map((s) => s.storageKey));
    throw error;
  }
}

/**
 * PUT /provider/qualification/files/{id}: new details (a field left out keeps its value), files
 * added and removed. The type stays; the result must still have its details and a file.
 */
export async function updateQualification(
  providerId: string,
  id: string,
  input: {
    body?: string;
    credentialNumber?: string;
    title?: string;
    removeFiles: string[];
  },
  uploads: Upload[],
  now = new Date(),
) {
  const current = await qualificationForOwner(providerId, id);
  const merged = {
    type: current.type,
    body: input.body ?? current.body,
    credentialNumber: input.credentialNumber ?? current.credentialNumber,
    title: input.title ?? current.title,
  };
  const errors = checkDetails(merged);
  if (Object.keys(errors).length) throw new DomainError("VALIDATION_FAILED", { errors });
  const existing = await filesOf([id]);
  const removing = existing.filter((f) => input.removeFiles.includes(f.id));
  // An id that is not one of this qualification's files names nothing of the therapist's.
  if (removing.length !== new Set(input.removeFiles).size) throw new DomainError("NOT_FOUND");
  const remaining = existing.length - removing.length + uploads.length;
  if (remaining === 0)
    throw new DomainError("VALIDATION_FAILED", { errors: { files: "qualificationLastFile" } });
  if (remaining > CREDENTIAL_FILES_MAX)
    throw new DomainError("VALIDATION_FAILED", { errors: { files: "qualificationFileCount" } });

  const stored = await storeUploads(providerId, uploads);
  const db = await getDb();
  try {
    await db.transaction(async (tx) => {
      // Edits of one qualification take turns, so two removals cannot leave it with no file.
      await tx
        .select({ id: qualifications.id })
        .from(qualifications)
        .where(eq(qualifications.id, id))
        .for("update");
      await tx
        .update(qualifications)
        .set({ ...detailColumns(current.type, merged), updatedAt: now })
        .where(eq(qualifications.id, id));
      if (removing.length)
        await tx.delete(qualificationFiles).where(
          and(
            eq(qualificationFiles.qualificationId, id),
            inArray(
              qualificationFiles.id,
              removing.map((f) => f.id),
            ),
          ),
        );
      if (stored.length)
        await tx
          .insert(qualificationFiles)
          .values(storedRows(stored, providerId, now).map((r) => ({ ...r, qualificationId: id })));
      // Another edit may have removed or added files since they were counted: counted again, under
      // the lock.
      const [left] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(qualificationFiles)
        .where(eq(qualificationFiles.qualificationId, id));
      if (!left?.n)
        throw new DomainError("VALIDATION_FAILED", { errors: { files: "qualificationLastFile" } });
      if (left.n > CREDENTIAL_FILES_MAX)
        throw new DomainError("VALIDATION_FAILED", { errors: { files: "qualificationFileCount" } });
      await touchCredentials(tx, providerId, now);
    });
  } catch (error) {
    await removeStored(stored.map((s) => s.storageKey));
    throw error;
  }
  await removeStored(removing.map((f) => f.storageKey));
  return getQualification(providerId, id);
}

/** DELETE /provider/qualification/files/{id}: the qualification, its rows and stored files. */
export async function deleteQualification(providerId: string, id: string, now = new Date()) {
  await qualificationForOwner(providerId, id);
  const files = await filesOf([id]);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(qualifications).where(eq(qualifications.id, id));
    await touchCredentials(tx, providerId, now);
  });
  await removeStored(files.map((f) => f.storageKey));
  return { identifier: id };
}

/** GET /provider/qualification/file/{fileId}: the bytes, for the file's owner only. */
export async function downloadQualificationFile(providerId: string, fileId: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(qualificationFiles)
    .where(and(eq(qualificationFiles.id, fileId), eq(qualificationFiles.providerId, providerId)));
  if (!row) throw new DomainError("NOT_FOUND");
  return readStored(row);
}
