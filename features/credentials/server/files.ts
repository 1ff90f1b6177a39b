import "server-only";
import { randomUUID } from "node:crypto";
import { DomainError, fieldError } from "@/lib/server/errors";
import { getStorage } from "@/lib/server/storage";
import { acceptedKind, contentTypeOf, type FileKind } from "@/lib/files/sniff";
import { CREDENTIAL_FILE_MAX_BYTES, CREDENTIAL_FILES_MAX, credentialFileKinds } from "../schemas";

/** A checked upload: the bytes are an accepted kind and the name's extension agrees. */
export type Upload = { name: string; bytes: Uint8Array; kind: FileKind };
export type Stored = Upload & { storageKey: string };

/** Which messages a file problem is told with: the qualification's or the insurance's. */
type Prefix = "qualification" | "insurance";

/**
 * The files of a request, each checked from its bytes: at most CREDENTIAL_FILES_MAX, each at most
 * 10 MB, and a doc, docx, pdf, jpg or png. The first problem answers 400 on `field`.
 */
export async function checkUploads(
  values: unknown[],
  field: string,
  prefix: Prefix,
): Promise<Upload[]> {
  if (values.some((v) => !(v instanceof File))) throw fieldError(field, `${prefix}FileType`);
  const files = (values as File[]).filter((f) => f.size > 0 || f.name);
  if (files.length > CREDENTIAL_FILES_MAX) throw fieldError(field, `${prefix}FileCount`);
  const uploads: Upload[] = [];
  for (const file of files) {
    if (file.size > CREDENTIAL_FILE_MAX_BYTES) throw fieldError(field, `${prefix}FileSize`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = acceptedKind(credentialFileKinds, file.name, bytes);
    if (!kind) throw fieldError(field, `${prefix}FileType`);
    uploads.push({ name: file.name.slice(0, 255), bytes, kind });
  }
  return uploads;
}

/** Puts each upload in storage under a key of ours; on any failure, what was put is removed. */
export async function storeUploads(providerId: string, uploads: Upload[]): Promise<Stored[]> {
  const stored: Stored[] = [];
  try {
    for (const upload of uploads) {
      const storageKey = `credentials/${providerId}/${randomUUID()}.${upload.kind}`;
      await getStorage().put(storageKey, upload.bytes, contentTypeOf[upload.kind]);
      stored.push({ ...upload, storageKey });
    }
  } catch (error) {
    await removeStored(stored.map((s) => s.storageKey));
    throw error;
  }
  return stored;
}

/**
 * The rows of stored files, in the order they were sent: each a millisecond after the one before,
 * so files sent together keep that order.
 */
export const storedRows = (stored: Stored[], providerId: string, now: Date) =>
  stored.map((s, i) => ({
    providerId,
    filename: s.name,
    kind: s.kind,
    sizeBytes: s.bytes.length,
    storageKey: s.storageKey,
    createdAt: new Date(now.getTime() + i),
  }));

/** Removes stored files; a file already gone (or a storage hiccup) does not fail the request. */
export async function removeStored(keys: string[]) {
  await Promise.all(
    keys.map((key) =>
      getStorage()
        .delete(key)
        .catch(() => undefined),
    ),
  );
}

/** The bytes of a stored file with its name and content type, or FILE_NOT_FOUND. */
export async function readStored(row: { storageKey: string; filename: string; kind: string }) {
  const stored = await getStorage().get(row.storageKey);
  if (!stored) throw new DomainError("FILE_NOT_FOUND");
  return {
    bytes: stored.bytes,
    name: row.filename,
    contentType: contentTypeOf[row.kind as FileKind] ?? "application/octet-stream",
  };
}
