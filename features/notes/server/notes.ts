import "server-only";
import { randomUUID } from "node:crypto";
import {
  and,
  arrayContains,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { getDb } from "@/db/client";
import { notes } from "@/db/schema/notes";
import { heldSessionOf } from "@/features/booking/server/service";
import type { Viewer } from "@/lib/server/auth-guard";
import { DomainError, fieldError } from "@/lib/server/errors";
import { getStorage } from "@/lib/server/storage";
import { checkNoteFile, contentTypeOf, type FileKind } from "../file-rules";
import { NOTES_PAGE_SIZE, type Note, type NoteType, type ClientNotesQuery } from "../schemas";
import { titleMatches } from "../title-words";
import { isClientOf, noteForViewer, type NoteRow } from "./access";
import { historyOf, recordAccess, recordReads } from "./audit";
import {
  keyring,
  NoteDecryptionError,
  openBytes,
  openText,
  sealBytes,
  sealText,
  type Key,
} from "./crypto";
import { searchTokens, titleIndex } from "./title-index";

/** What identifies a request in the audit: who, and from which address. */
export type Caller = { viewer: Viewer; address: string };

/** The associated data of each sealed field: the note's id and the field's name. */
export const aad = (noteId: string, field: "title" | "content" | "fileName" | "file") =>
  `note:${noteId}:${field}`;

const fileStorageKey = (providerId: string, noteId: string) =>
  `notes/${providerId}/${noteId}-${randomUUID()}.bin`;

/** Decrypts a row for its author; a wrong or missing key throws (never garbage). */
export function toWire(row: NoteRow): Note {
  return {
    identifier: row.id,
    type: row.type,
    title: openText(row.keyId, row.titleCipher, aad(row.id, "title")),
    content: row.contentCipher
      ? openText(row.keyId, row.contentCipher, aad(row.id, "content"))
      : null,
    reference: row.type === "booking" ? row.bookingId! : row.clientId,
    clientId: row.clientId,
    bookingId: row.bookingId,
    file:
      row.fileKey && row.fileNameCipher
        ? {
            name: openText(row.keyId, row.fileNameCipher, aad(row.id, "fileName")),
            kind: row.fileKind!,
            size: row.fileSize!,
          }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type Upload = { name: string; bytes: Uint8Array; kind: FileKind };

/** Checks a multipart file against the note type's rules; an empty field means no file. */
export async function readUpload(type: NoteType, file: unknown): Promise<Upload | undefined> {
  if (!(file instanceof File) || file.size === 0) return undefined;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const verdict = checkNoteFile(type, file.name, bytes);
  if (!verdict.ok) throw fieldError("file", verdict.key);
  return { name: file.name.slice(0, 255), bytes, kind: verdict.kind };
}

/** Seals and stores a file; the storage only ever holds ciphertext. */
async function storeFile(key: Key, providerId: string, noteId: string, upload: Upload) {
  const storageKey = fileStorageKey(providerId, noteId);
  await getStorage().put(
    storageKey,
    sealBytes(key, upload.bytes, aad(noteId, "file")),
    "application/octet-stream",
  );
  return {
    fileKey: storageKey,
    fileNameCipher: sealText(key, upload.name, aad(noteId, "fileName")),
    fileKind: upload.kind,
    fileSize: upload.bytes.length,
  };
}

export async function createNote(
  caller: Caller,
  input: { type: NoteType; title: string; content?: string; reference?: string },
  upload: Upload | undefined,
  now = new Date(),
) {
  const { viewer } = caller;
  if (viewer.role !== "provider") throw new DomainError("NOT_FOUND");
  let clientId: string;
  let bookingId: string | null = null;
  if (input.type === "booking") {
    const session = await heldSessionOf(viewer.userId, input.reference!);
    if (!session) throw new DomainError("NOT_FOUND");
    clientId = session.clientId;
    bookingId = input.reference!;
  } else {
    if (!input.reference) throw new DomainError("CLIENT_ID_MISSING");
    const parsed = /^[0-9a-f-]{36}$/i.test(input.reference) ? input.reference : null;
    if (!parsed || !(await isClientOf(viewer.userId, parsed))) throw new DomainError("NOT_FOUND");
    clientId = parsed;
  }
  const key = keyring().current;
  const id = randomUUID();
  const file = upload ? await storeFile(key, viewer.userId, id, upload) : undefined;
  const db = await getDb();
  try {
    const [row] = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(notes)
        .values({
          id,
          providerId: viewer.userId,
          clientId,
          type: input.type,
          bookingId,
          keyId: key.id,
          titleCipher: sealText(key, input.title, aad(id, "title")),
          titleIndex: titleIndex(key, { providerId: viewer.userId, clientId }, input.title),
          contentCipher: input.content ? sealText(key, input.content, aad(id, "content")) : null,
          ...file,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await recordAccess(
        tx,
        [{ ownerId: viewer.userId, actorId: viewer.userId, noteId: id, action: "create" }],
        caller.address,
      );
      return inserted;
    });
    return toWire(row!);
  } catch (error) {
    if (file)
      await getStorage()
        .delete(file.fileKey)
        .catch(() => undefined);
    throw error;
  }
}

export async function getNote(caller: Caller, id: string) {
  const row = await noteForViewer(id, caller.viewer);
  const note = toWire(row);
  await recordReads(
    [{ ownerId: row.providerId, actorId: caller.viewer.userId, noteId: id, action: "read" }],
    caller.address,
  );
  return note;
}

/**
 * PUT /note/{id}: title again, content if given, a new file replaces the old one. The row keeps
 * its key (the rotation moves whole rows), so every field of a row opens with the same key.
 */
export async function updateNote(
  caller: Caller,
  id: string,
  input: { title: string; content?: string; removeFile?: "true" | "false" },
  upload: Upload | undefined,
  now = new Date(),
) {
  const row = await noteForViewer(id, caller.viewer);
  const key = keyring().byId.get(row.keyId);
  if (!key) throw new NoteDecryptionError(`Notes key ${row.keyId} is not configured`);
  const file = upload ? await storeFile(key, row.providerId, id, upload) : undefined;
  const clearFile = !upload && input.removeFile === "true";
  const db = await getDb();
  const [updated] = await db.transaction(async (tx) => {
    const changed = await tx
      .update(notes)
      .set({
        titleCipher: sealText(key, input.title, aad(id, "title")),
        titleIndex: titleIndex(key, row, input.title),
        ...(input.content !== undefined
          ? {
              contentCipher: input.content
                ? sealText(key, input.content, aad(id, "content"))
                : null,
            }
          : {}),
        ...(file ?? {}),
        ...(clearFile
          ? { fileKey: null, fileNameCipher: null, fileKind: null, fileSize: null }
          : {}),
        updatedAt: now,
      })
      .where(and(eq(notes.id, id), eq(notes.keyId, row.keyId)))
      .returning();
    await recordAccess(
      tx,
      [{ ownerId: row.providerId, actorId: caller.viewer.userId, noteId: id, action: "update" }],
      caller.address,
    );
    return changed;
  });
  if (!updated) throw new DomainError("NOTE_CHANGED");
  if ((file || clearFile) && row.fileKey)
    await getStorage()
      .delete(row.fileKey)
      .catch(() => undefined);
  return toWire(updated);
}

export async function deleteNote(caller: Caller, id: string) {
  const row = await noteForViewer(id, caller.viewer);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(notes).where(eq(notes.id, id));
    await recordAccess(
      tx,
      [{ ownerId: row.providerId, actorId: caller.viewer.userId, noteId: id, action: "delete" }],
      caller.address,
    );
  });
  if (row.fileKey)
    await getStorage()
      .delete(row.fileKey)
      .catch(() => undefined);
  return { identifier: id, type: row.type };
}

/** The note's file, decrypted, for its author; recorded as a download. */
export async function downloadFile(caller: Caller, id: string) {
  const row = await noteForViewer(id, caller.viewer);
  if (!row.fileKey || !row.fileNameCipher) throw new DomainError("FILE_NOT_FOUND");
  const stored = await getStorage().get(row.fileKey);
  if (!stored) throw new DomainError("FILE_NOT_FOUND");
  const bytes = openBytes(row.keyId, stored.bytes, aad(id, "file"));
  const name = openText(row.keyId, row.fileNameCipher, aad(id, "fileName"));
  await recordReads(
    [{ ownerId: row.providerId, actorId: caller.viewer.userId, noteId: id, action: "download" }],
    caller.address,
  );
  return {
    bytes,
    name,
    contentType: contentTypeOf[row.fileKind as FileKind] ?? "application/octet-stream",
  };
}

/** Each note shown in a list is a read of it (HIPAA audit controls). */
async function listed(caller: Caller, rows: NoteRow[]) {
  const data = rows.map(toWire);
  await recordReads(
    rows.map((r) => ({
      ownerId: r.providerId,
      actorId: caller.viewer.userId,
      noteId: r.id,
      action: "list" as const,
    })),
    caller.address,
  );
  return data;
}

/** GET /note/booking/{id}: the session notes of a session the therapist held. */
export async function bookingNotes(caller: Caller, bookingId: string) {
  const { viewer } = caller;
  if (viewer.role !== "provider" || !(await heldSessionOf(viewer.userId, bookingId)))
    throw new DomainError("NOT_FOUND");
  const db = await getDb();
  const rows = await db
    .select()
    .from(notes)
    .where(and(eq(notes.providerId, viewer.userId), eq(notes.bookingId, bookingId)))
    .orderBy(desc(notes.createdAt), desc(notes.id));
  return listed(caller, rows);
}

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const dayAfter = (day: string) => new Date(dayStart(day).getTime() + 24 * 3600 * 1000);

/**
 * GET /note/client/{clientId}: the therapist's notes about one client, newest first. Type and
 * dates filter in SQL on the (therapist, client, created) index, and so does the title, through
 * its blind index (decision 0705): no title is decrypted to search. Only the page is audited.
 */
export async function clientNotes(
  caller: Caller,
  clientId: string,
  query: Required<Pick<ClientNotesQuery, "page">> & Omit<ClientNotesQuery, "page">,
) {
  const { viewer } = caller;
  if (viewer.role !== "provider") throw new DomainError("NOT_FOUND");
  const db = await getDb();
  const filters = and(
    eq(notes.providerId, viewer.userId),
    eq(notes.clientId, clientId),
    query.type ? eq(notes.type, query.type) : undefined,
    query.fromDate ? gte(notes.createdAt, dayStart(query.fromDate)) : undefined,
    query.toDate ? lt(notes.createdAt, dayAfter(query.toDate)) : undefined,
  );
  const where = query.title
    ? and(filters, await titleFilter(filters, { providerId: viewer.userId, clientId }, query.title))
    : filters;
  const page = Number(query.page);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notes)
      .where(where)
      .orderBy(desc(notes.createdAt), desc(notes.id))
      .limit(NOTES_PAGE_SIZE)
      .offset((page - 1) * NOTES_PAGE_SIZE),
    db.select({ n: count() }).from(notes).where(where),
  ]);
  return {
    data: await listed(caller, rows),
    meta: { page, pageSize: NOTES_PAGE_SIZE, total: Number(total?.n ?? 0) },
  };
}

/**
 * The notes whose title has every searched word: their index holds the search's values under the
 * row's own key (each configured key is asked, for rows a rotation has not reached yet). A note
 * written before the index has none until the rotation indexes it; its title is decrypted.
 */
async function titleFilter(
  filters: SQL | undefined,
  owners: { providerId: string; clientId: string },
  search: string,
) {
  const keys = [...keyring().byId.values()];
  const indexed = keys.map((key) => {
    const tokens = searchTokens(key, owners, search);
    return tokens.length
      ? and(eq(notes.keyId, key.id), arrayContains(notes.titleIndex, tokens))
      : undefined;
  });
  const db = await getDb();
  const unindexed = await db
    .select({ id: notes.id, keyId: notes.keyId, titleCipher: notes.titleCipher })
    .from(notes)
    .where(and(filters, isNull(notes.titleIndex)));
  const found = unindexed
    .filter((r) => titleMatches(openText(r.keyId, r.titleCipher, aad(r.id, "title")), search))
    .map((r) => r.id);
  // A search without a letter or digit finds nothing.
  return or(...indexed, found.length ? inArray(notes.id, found) : undefined) ?? sql`false`;
}

export async function noteHistory(caller: Caller, id: string) {
  const row = await noteForViewer(id, caller.viewer);
  return historyOf(id, row.providerId);
}

/** A note's type, for checking an upload before the update (same access check). */
export async function getType(viewer: Viewer, id: string): Promise<NoteType> {
  return (await noteForViewer(id, viewer)).type;
}
