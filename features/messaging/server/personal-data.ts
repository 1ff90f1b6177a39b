import "server-only";
import { dayIn } from "@/features/availability";
import { and, asc, eq, inArray, isNull, or } from "drizzle-orm";
import { getDb } from "@/db/client";
import { conversations, messageAttachments, messages } from "@/db/schema/messaging";
import { fullName, namesOf } from "@/features/accounts/server/service";
import type { PersonalFile } from "@/lib/server/personal-files";

/**
 * The person's conversations with every message in them, both sides', oldest first (decision
 * 0507). A deleted message stays as deleted, without text, as both sides see it; attachments are
 * named, not included.
 */
export async function conversationsOf(userId: string) {
  const db = await getDb();
  const mine = await db
    .select()
    .from(conversations)
    .where(or(eq(conversations.clientId, userId), eq(conversations.providerId, userId)))
    .orderBy(asc(conversations.createdAt));
  if (mine.length === 0) return [];
  const ids = mine.map((c) => c.id);
  const [rows, files, names] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(inArray(messages.conversationId, ids))
      .orderBy(asc(messages.seq)),
    db
      .select({ messageId: messageAttachments.messageId, fileName: messageAttachments.fileName })
      .from(messageAttachments)
      .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
      .where(inArray(messages.conversationId, ids)),
    namesOf(mine.map((c) => (c.clientId === userId ? c.providerId : c.clientId))),
  ]);
  const filesOf = new Map<string, string[]>();
  for (const f of files)
    filesOf.set(f.messageId, [...(filesOf.get(f.messageId) ?? []), f.fileName]);
  return mine.map((c) => {
    const otherId = c.clientId === userId ? c.providerId : c.clientId;
    const other = names.get(otherId);
    return {
      with: other ? fullName(other) : null,
      messages: rows
        .filter((m) => m.conversationId === c.id)
        .map((m) => ({
          fromMe: m.senderId === userId,
          sentAt: m.createdAt.toISOString(),
          text: m.text,
          editedAt: m.editedAt?.toISOString() ?? null,
          deletedAt: m.deletedAt?.toISOString() ?? null,
          attachments: filesOf.get(m.id) ?? [],
        })),
    };
  });
}

/**
 * The files attached in the person's conversations, both sides' as both see them (decision 0511):
 * a folder per person talked to, each file named with the day it was sent where the person is.
 * Attachments of deleted messages are gone for both, so not here either.
 */
export async function attachmentFilesOf(userId: string, timeZone: string): Promise<PersonalFile[]> {
  const db = await getDb();
  const rows = await db
    .select({
      file: messageAttachments,
      sentAt: messages.createdAt,
      clientId: conversations.clientId,
      providerId: conversations.providerId,
    })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        isNull(messages.deletedAt),
        or(eq(conversations.clientId, userId), eq(conversations.providerId, userId)),
      ),
    )
    .orderBy(asc(messages.seq));
  if (rows.length === 0) return [];
  const otherOf = (row: (typeof rows)[number]) =>
    row.clientId === userId ? row.providerId : row.clientId;
  const others = [...new Set(rows.map(otherOf))];
  const folders = folderPerPerson(others, await namesOf(others));
  return rows.map((row) => ({
    folder: ["messages", folders.get(otherOf(row))!],
    name: `${dayIn(timeZone, row.sentAt)} ${row.file.fileName}`,
    key: row.file.storageKey,
    at: row.sentAt,
  }));
}

/** A folder name per person, in order of first file: the second "Cleo Dunn" gets "Cleo Dunn (2)". */
function folderPerPerson(ids: string[], names: Awaited<ReturnType<typeof namesOf>>) {
  const seen = new Map<string, number>();
  return new Map(
    ids.map((id) => {
      const person = names.get(id);
      const name = person ? fullName(person) : "—";
      const count = (seen.get(name.toLowerCase()) ?? 0) + 1;
      seen.set(name.toLowerCase(), count);
      return [id, count === 1 ? name : `${name} (${count})`];
    }),
  );
}
