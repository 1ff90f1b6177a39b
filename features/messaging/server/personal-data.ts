import "server-only";
import { asc, eq, inArray, or } from "drizzle-orm";
import { getDb } from "@/db/client";
import { conversations, messageAttachments, messages } from "@/db/schema/messaging";
import { fullName, namesOf } from "@/features/accounts/server/service";

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
