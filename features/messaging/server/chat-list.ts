import "server-only";
import { and, inArray, isNull, ne, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { conversations, messages } from "@/db/schema/messaging";
import type { Viewer } from "@/lib/server/auth-guard";
import { fieldError } from "@/lib/server/errors";
import { CHAT_LIST_PAGE_SIZE, type ChatListItem } from "../schemas";
import { peopleByIds } from "./access";
import { decodeCursor, encodeCursor, likePattern } from "./cursor";
import { withAttachments } from "./messages";

type Row = { id: string; other_id: string; last_seq: string | number; last_id: string };

/**
 * GET /messages/chat-list: the viewer's conversations with a message, newest message first.
 * Paging is a snapshot: the first page fixes `a`, the newest seq then; every page orders by each
 * conversation's last message at or before `a` and continues below the previous page's last.
 * A message arriving meanwhile moves nothing between pages (the live channel brings it to the
 * first page on the screen), so no conversation is skipped or shown twice.
 */
export async function chatList(
  viewer: Viewer,
  query: { cursor?: string; searchQuery?: string },
): Promise<{ data: ChatListItem[]; nextCursor: string | null }> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  if (query.cursor && !cursor?.a) throw fieldError("cursor", "cursor");
  const db = await getDb();
  let asOf = cursor?.a;
  if (asOf === undefined) {
    const [row] = await db.select({ max: sql<string | null>`max(${messages.seq})` }).from(messages);
    asOf = Number(row?.max ?? 0);
  }
  const me = viewer.userId;
  const search = query.searchQuery ? likePattern(query.searchQuery) : undefined;
  // Each conversation's newest message at or before `a`: the one the conversation keeps
  // (migration 0080), or for the few that had a message since, looked up in its thread. The page
  // is cut before its last messages are read, so the read is one per row shown, not per
  // conversation.
  const result = await db.execute(sql`
    select page.id, page.other_id, page.seq as last_seq, last.id as last_id
    from (
      select mine.id, mine.other_id, mine.seq
      from (
        select c.id, case when c.client_id = ${me} then c.provider_id else c.client_id end as other_id,
               case when c.last_message_seq <= ${asOf} then c.last_message_seq
                    else (select max(m.seq) from ${messages} m
                          where m.conversation_id = c.id and m.seq <= ${asOf}) end as seq
        from ${conversations} c
        ${search ? sql`join ${users} u on u.id = case when c.client_id = ${me} then c.provider_id else c.client_id end` : sql``}
        where (c.client_id = ${me} or c.provider_id = ${me}) and c.last_message_seq is not null
          ${search ? sql`and (u.first_name || ' ' || u.last_name) ilike ${search}` : sql``}
      ) mine
      where mine.seq is not null ${cursor ? sql`and mine.seq < ${cursor.s}` : sql``}
      order by mine.seq desc
      limit ${CHAT_LIST_PAGE_SIZE + 1}
    ) page
    join ${messages} last on last.seq = page.seq
    order by page.seq desc
  `);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const more = rows.length > CHAT_LIST_PAGE_SIZE;
  const slice = rows.slice(0, CHAT_LIST_PAGE_SIZE);
  if (!slice.length) return { data: [], nextCursor: null };

  const ids = slice.map((r) => r.id);
  const [people, lastRows, unread] = await Promise.all([
    peopleByIds(slice.map((r) => r.other_id)),
    db
      .select()
      .from(messages)
      .where(
        inArray(
          messages.id,
          slice.map((r) => r.last_id),
        ),
      ),
    db
      .select({ id: messages.conversationId, count: sql<number>`count(*)::int` })
      .from(messages)
      .where(
        and(
          inArray(messages.conversationId, ids),
          ne(messages.senderId, me),
          isNull(messages.seenAt),
          isNull(messages.deletedAt),
        ),
      )
      .groupBy(messages.conversationId),
  ]);
  const last = new Map((await withAttachments(lastRows)).map((m) => [m.identifier, m]));
  const unreadOf = new Map(unread.map((u) => [u.id, Number(u.count)]));
  const data = slice.map((r) => ({
    identifier: r.id,
    otherUser: people.get(r.other_id)!,
    lastMessage: last.get(r.last_id) ?? null,
    unreadCount: unreadOf.get(r.id) ?? 0,
  }));
  return {
    data,
    nextCursor: more ? encodeCursor({ a: asOf, s: Number(slice.at(-1)!.last_seq) }) : null,
  };
}
