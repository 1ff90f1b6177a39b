import "server-only";
import { and, eq, isNull, ne, or } from "drizzle-orm";
import { getDb } from "@/db/client";
import { notes } from "@/db/schema/notes";
import { getStorage } from "@/lib/server/storage";
import { keyring, openBytes, openText, sealBytes, sealText } from "./crypto";
import { aad } from "./notes";
import { titleIndex } from "./title-index";

/**
 * Re-encrypts every note still under an old key with the current one (`npm run notes:rotate-key`).
 * One note per transaction, its row locked: the new file is written first, then the row switches
 * to it and the new key in one commit, then the old file goes. Stopped at any point, every row is
 * whole under one key (old or new) and a second run carries on with the rows left; at worst a
 * stray file is left behind, never a lost one. A note written before the title index (decision
 * 0705) is indexed on the way, under its own key if that is already the current one.
 */
export async function rotateNotesKey(
  options: { batchSize?: number; limit?: number; log?: (line: string) => void } = {},
) {
  const { current } = keyring();
  const batchSize = options.batchSize ?? 100;
  const db = await getDb();
  let rotated = 0;
  for (;;) {
    const take = Math.min(batchSize, (options.limit ?? Infinity) - rotated);
    if (take <= 0) break;
    const batch = await db
      .select({ id: notes.id })
      .from(notes)
      .where(stale(current.id))
      .orderBy(notes.id)
      .limit(take);
    if (!batch.length) break;
    for (const { id } of batch) if (await rotateOne(id)) rotated++;
    options.log?.(`re-encrypted ${rotated} notes`);
  }
  const left = await db.$count(notes, stale(current.id));
  return { rotated, remaining: left, keyId: current.id };
}

/** Rows under an old key, or without a title index. */
const stale = (currentKeyId: string) => or(ne(notes.keyId, currentKeyId), isNull(notes.titleIndex));

async function rotateOne(id: string): Promise<boolean> {
  const { current } = keyring();
  const db = await getDb();
  const storage = getStorage();
  let newFile: string | undefined;
  try {
    const oldFile = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(notes)
        .where(and(eq(notes.id, id), stale(current.id)))
        .for("update");
      if (!row) return null;
      if (row.keyId === current.id) {
        const title = openText(row.keyId, row.titleCipher, aad(id, "title"));
        await tx
          .update(notes)
          .set({ titleIndex: titleIndex(current, row, title) })
          .where(eq(notes.id, id));
        return { key: null };
      }
      const reseal = (cipher: string | null, field: "title" | "content" | "fileName") =>
        cipher === null
          ? null
          : sealText(current, openText(row.keyId, cipher, aad(id, field)), aad(id, field));
      if (row.fileKey) {
        const stored = await storage.get(row.fileKey);
        if (!stored) throw new Error(`Note ${id}: its file ${row.fileKey} is missing`);
        const plain = openBytes(row.keyId, stored.bytes, aad(id, "file"));
        newFile = `notes/${row.providerId}/${id}-${crypto.randomUUID()}.bin`;
        await storage.put(
          newFile,
          sealBytes(current, plain, aad(id, "file")),
          "application/octet-stream",
        );
      }
      await tx
        .update(notes)
        .set({
          keyId: current.id,
          titleCipher: reseal(row.titleCipher, "title")!,
          titleIndex: titleIndex(
            current,
            row,
            openText(row.keyId, row.titleCipher, aad(id, "title")),
          ),
          contentCipher: reseal(row.contentCipher, "content"),
          fileNameCipher: reseal(row.fileNameCipher, "fileName"),
          fileKey: newFile ?? row.fileKey,
        })
        .where(eq(notes.id, id));
      return { key: row.fileKey };
    });
    if (!oldFile) return false;
    if (oldFile.key && newFile) await storage.delete(oldFile.key).catch(() => undefined);
    return true;
  } catch (error) {
    if (newFile) await storage.delete(newFile).catch(() => undefined);
    throw error;
  }
}
