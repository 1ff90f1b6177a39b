import "server-only";
import { randomUUID } from "node:crypto";
import { and, desc, eq, ilike, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { conversations, messageAttachments, messages } from "@/db/schema/messaging";
import type { Viewer } from "@/lib/server/auth-guard";
import { DomainError, fieldError } from "@/lib/server/errors";
import { hit } from "@/lib/server/rate-limit";
import { getStorage } from "@/lib/server/storage";
import { checkAttachment } from "../file-types";
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_MAX,
  EDIT_WINDOW_MINUTES,
  SEND_LIMIT_PER_MINUTE,
  THREAD_PAGE_SIZE,
  type Attachment,
  type Message,
} from "../schemas";
import { conversationForViewer, pairIfAllowed, peopleByIds, type ConversationRow } from "./access";
import { decodeCursor, encodeCursor, likePattern } from "./cursor";
import { publish } from "@/lib/server/live";
import { logError } from "@/lib/server/log";

type MessageRow = typeof messages.$inferSelect;

/** MESSAGE_SEND_LIMIT_PER_MINUTE lets a load test send more than a person would. */
const sendLimit = () => Number(process.env.MESSAGE_SEND_LIMIT_PER_MINUTE) || SEND_LIMIT_PER_MINUTE;
type AttachmentRow = typeof messageAttachments.$inferSelect;

export const attachmentUrl = (id: string) => `/api/messages/attachments/${id}`;

function toAttachment(row: AttachmentRow): Attachment {
  return {
    identifier: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    url: attachmentUrl(row.id),
  };
}

export function toMessage(row: MessageRow, files: AttachmentRow[] = []): Message {
  return {
    identifier: row.id,
    conversationIdentifier: row.conversationId,
    senderIdentifier: row.senderId,
    text: row.deletedAt ? null : row.text,
    attachments: row.deletedAt ? [] : files.map(toAttachment),
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    seenAt: row.seenAt?.toISOString() ?? null,
  };
}

/** Messages with their attachments, in the order given. */
export async function withAttachments(rows: MessageRow[]): Promise<Message[]> {
  if (!rows.length) return [];
  const db = await getDb();
  const files = await db
    .select()
    .from(messageAttachments)
    .where(
      inArray(
        messageAttachments.messageId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(messageAttachments.createdAt, messageAttachments.id);
  return rows.map((row) =>
    toMessage(
      row,
      files.filter((f) => f.messageId === row.id),
    ),
  );
}

/** The live channel's view of one message (the same for both members). */
export async function messageById(id: string): Promise<Message | null> {
  const db = await getDb();
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row ? ((await withAttachments([row]))[0] ?? null) : null;
}

const membersOf = (c: ConversationRow) => [c.clientId, c.providerId];

// ---- conversations ---------------------------------------------------------------------------

/** POST /messages/conversations: opens (or finds) the pair's one conversation, newest first. */
export async function openConversation(
  viewer: Viewer,
  otherId: string,
  query: { cursor?: string; searchQuery?: string },
) {
  const pair = await pairIfAllowed(viewer, otherId);
  const db = await getDb();
  let conversationId: string | undefined;
  if (pair) {
    await db.insert(conversations).values(pair).onConflictDoNothing();
    [{ id: conversationId } = { id: undefined }] = await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(
        and(
          eq(conversations.clientId, pair.clientId),
          eq(conversations.providerId, pair.providerId),
        ),
      );
  } else {
    // No longer bookable with them, but an existing conversation stays readable to its members.
    const [existing] = await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(
        or(
          and(eq(conversations.clientId, viewer.userId), eq(conversations.providerId, otherId)),
          and(eq(conversations.clientId, otherId), eq(conversations.providerId, viewer.userId)),
        ),
      );
    conversationId = existing?.id;
  }
  if (!conversationId) throw new DomainError("CONVERSATION_NOT_FOUND");
  const conversation = await conversationForViewer(conversationId, viewer);
  const page = await threadPage(conversation, query);
  const other = (await peopleByIds([conversation.otherId])).get(conversation.otherId)!;
  return { ...page, conversation: { identifier: conversation.id, otherUser: other } };
}

/** A slice of a thread, newest first; the cursor is the last message's place (seq) in it. */
async function threadPage(
  conversation: ConversationRow,
  query: { cursor?: string; searchQuery?: string },
) {
  const before = query.cursor ? decodeCursor(query.cursor)?.s : undefined;
  if (query.cursor && before === undefined) throw fieldError("cursor", "cursor");
  const db = await getDb();
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversation.id),
        before !== undefined ? lt(messages.seq, before) : undefined,
        query.searchQuery
          ? and(isNull(messages.deletedAt), ilike(messages.text, likePattern(query.searchQuery)))
          : undefined,
      ),
    )
    .orderBy(desc(messages.seq))
    .limit(THREAD_PAGE_SIZE + 1);
  const more = rows.length > THREAD_PAGE_SIZE;
  const slice = rows.slice(0, THREAD_PAGE_SIZE);
  return {
    data: await withAttachments(slice),
    nextCursor: more ? encodeCursor({ s: slice.at(-1)!.seq }) : null,
  };
}

// ---- storing ---------------------------------------------------------------------------------

export type Upload = { name: string; bytes: Uint8Array };

/** POST /messages/store: checks everything first, so bad input stores nothing. */
export async function storeMessage(
  viewer: Viewer,
  input: { conversationIdentifier: string; text: string; files: Upload[] },
) {
  const conversation = await conversationForViewer(input.conversationIdentifier, viewer);
  if (!input.text && !input.files.length) throw fieldError("text", "messageEmpty");
  if (input.files.length > ATTACHMENTS_MAX) throw fieldError("files", "attachmentsMax");
  const checked = input.files.map((file) => {
    if (file.bytes.length === 0) throw fieldError("files", "attachmentType");
    if (file.bytes.length > ATTACHMENT_MAX_BYTES) throw fieldError("files", "attachmentSize");
    const verdict = checkAttachment(file.name, file.bytes);
    if (!verdict.ok) throw fieldError("files", verdict.key);
    return { ...file, ...verdict };
  });
  const limit = await hit(`messages:send:${viewer.userId}`, {
    limit: sendLimit(),
    windowSeconds: 60,
  });
  if (!limit.allowed)
    throw new DomainError("MESSAGE_RATE_LIMITED", {
      values: { seconds: limit.retryAfterSeconds },
    });

  const storage = getStorage();
  const stored = checked.map((file) => ({
    ...file,
    key: `message-files/${conversation.id}/${randomUUID()}.${file.kind === "jpeg" ? "jpg" : file.kind}`,
  }));
  await Promise.all(stored.map((f) => storage.put(f.key, f.bytes, f.contentType)));
  const db = await getDb();
  let message: Message;
  try {
    message = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(messages)
        .values({
          conversationId: conversation.id,
          senderId: viewer.userId,
          text: input.text || null,
        })
        .returning();
      const files = stored.length
        ? await tx
            .insert(messageAttachments)
            .values(
              stored.map((f) => ({
                messageId: row!.id,
                storageKey: f.key,
                fileName: f.name.slice(0, 200),
                contentType: f.contentType,
                size: f.bytes.length,
              })),
            )
            .returning()
        : [];
      return toMessage(row!, files);
    });
  } catch (error) {
    await Promise.allSettled(stored.map((f) => storage.delete(f.key)));
    throw error;
  }
  await publish({
    recipients: membersOf(conversation),
    type: "message",
    messageId: message.identifier,
  });
  return message;
}

// ---- one's own message -----------------------------------------------------------------------

/** A message its viewer may change: their own, in a conversation they belong to. */
async function ownMessage(id: string, viewer: Viewer) {
  const db = await getDb();
  const [row] = await db
    .select({ message: messages, conversation: conversations })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.id, id),
        or(eq(conversations.clientId, viewer.userId), eq(conversations.providerId, viewer.userId)),
      ),
    );
  if (!row || row.message.deletedAt) throw new DomainError("MESSAGE_NOT_FOUND");
  if (row.message.senderId !== viewer.userId) throw new DomainError("NOT_YOUR_MESSAGE");
  return row;
}

/** PUT /messages/{id}/update: the author's own text, within the edit window. */
export async function updateMessage(id: string, viewer: Viewer, text: string, now = new Date()) {
  const { message, conversation } = await ownMessage(id, viewer);
  if (now.getTime() - message.createdAt.getTime() > EDIT_WINDOW_MINUTES * 60_000)
    throw new DomainError("EDIT_WINDOW_PASSED", { values: { minutes: EDIT_WINDOW_MINUTES } });
  const db = await getDb();
  const [row] = await db
    .update(messages)
    .set({ text, editedAt: now })
    .where(and(eq(messages.id, id), isNull(messages.deletedAt)))
    .returning();
  if (!row) throw new DomainError("MESSAGE_NOT_FOUND");
  await publish({
    recipients: [conversation.clientId, conversation.providerId],
    type: "edited",
    messageId: id,
  });
  return (await withAttachments([row]))[0]!;
}

/** DELETE /messages/{id}: the text and files leave the database and storage; the row says "deleted". */
export async function deleteMessage(id: string, viewer: Viewer, now = new Date()) {
  const { conversation } = await ownMessage(id, viewer);
  const db = await getDb();
  const { row, keys } = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(messages)
      .set({ text: null, deletedAt: now })
      .where(and(eq(messages.id, id), isNull(messages.deletedAt)))
      .returning();
    const files = await tx
      .delete(messageAttachments)
      .where(eq(messageAttachments.messageId, id))
      .returning({ key: messageAttachments.storageKey });
    return { row, keys: files.map((f) => f.key) };
  });
  if (!row) throw new DomainError("MESSAGE_NOT_FOUND");
  const storage = getStorage();
  const failed = (await Promise.allSettled(keys.map((key) => storage.delete(key)))).filter(
    (r) => r.status === "rejected",
  );
  if (failed.length) logError(`[messages] ${failed.length} file(s) of ${id} not deleted`);
  await publish({
    recipients: [conversation.clientId, conversation.providerId],
    type: "deleted",
    messageId: id,
  });
  return toMessage(row);
}

/** PUT /messages/mark-seen: everything the other person sent in a conversation is now seen. */
export async function markSeen(viewer: Viewer, conversationId: string, now = new Date()) {
  const conversation = await conversationForViewer(conversationId, viewer);
  const db = await getDb();
  const seen = await db
    .update(messages)
    .set({ seenAt: now })
    .where(
      and(
        eq(messages.conversationId, conversation.id),
        ne(messages.senderId, viewer.userId),
        isNull(messages.seenAt),
        isNull(messages.deletedAt),
      ),
    )
    .returning({ id: messages.id });
  if (seen.length)
    await publish({
      recipients: membersOf(conversation),
      type: "seen",
      conversationIdentifier: conversation.id,
      seenBy: viewer.userId,
      seenAt: now.toISOString(),
    });
  return { conversationIdentifier: conversation.id, updated: seen.length };
}

/** Unread messages in all of the viewer's conversations (the navigation's badge). */
export async function unreadCount(viewer: Viewer) {
  const db = await getDb();
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        or(eq(conversations.clientId, viewer.userId), eq(conversations.providerId, viewer.userId)),
        ne(messages.senderId, viewer.userId),
        isNull(messages.seenAt),
        isNull(messages.deletedAt),
      ),
    );
  return { count: Number(row?.count ?? 0) };
}

/** An attachment for one of the two members of its conversation; anyone else: not found. */
export async function readAttachment(id: string, viewerId: string | undefined) {
  if (!viewerId) throw new DomainError("FILE_NOT_FOUND");
  const db = await getDb();
  const [row] = await db
    .select({ file: messageAttachments })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messageAttachments.id, id),
        isNull(messages.deletedAt),
        or(eq(conversations.clientId, viewerId), eq(conversations.providerId, viewerId)),
      ),
    );
  if (!row) throw new DomainError("FILE_NOT_FOUND");
  const stored = await getStorage().get(row.file.storageKey);
  if (!stored) throw new DomainError("FILE_NOT_FOUND");
  return { bytes: stored.bytes, contentType: row.file.contentType, fileName: row.file.fileName };
}
