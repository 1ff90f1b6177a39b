import "server-only";
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { supportChatMessages, supportConversations } from "@/db/schema/support";
import { DomainError } from "@/lib/server/errors";
import { sendTemplated } from "@/lib/server/mailer";
import type { Locale } from "@/lib/i18n/routing";
import {
  SUPPORT_INBOX_PAGE_SIZE,
  type SupportInboxConversation,
  type SupportInboxQuery,
  type SupportInboxRow,
} from "../chat-schemas";
import { announce, linesOf, namesById } from "./chat-store";

const PREVIEW_MAX = 140;

const columns = {
  id: supportConversations.id,
  personId: supportConversations.userId,
  status: supportConversations.status,
  assigneeId: supportConversations.assigneeId,
  byEmail: supportConversations.byEmail,
  lastMessageAt: supportConversations.lastMessageAt,
  createdAt: supportConversations.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  locale: users.locale,
};
type Row = {
  id: string;
  personId: string;
  status: "open" | "resolved";
  assigneeId: string | null;
  byEmail: boolean;
  lastMessageAt: Date;
  createdAt: Date;
  firstName: string;
  lastName: string;
  email: string;
  locale: string;
};

/** The last line of each conversation: its preview, and whether the person is waiting. */
async function lastLines(ids: string[]) {
  if (!ids.length) return new Map<string, { text: string; fromStaff: boolean }>();
  const db = await getDb();
  const rows = await db
    .selectDistinctOn([supportChatMessages.conversationId], {
      conversationId: supportChatMessages.conversationId,
      text: supportChatMessages.text,
      fromStaff: supportChatMessages.fromStaff,
    })
    .from(supportChatMessages)
    .where(inArray(supportChatMessages.conversationId, ids))
    .orderBy(supportChatMessages.conversationId, desc(supportChatMessages.createdAt));
  return new Map(rows.map((r) => [r.conversationId, r]));
}

async function toRows(rows: Row[]): Promise<SupportInboxRow[]> {
  const [last, assignees] = await Promise.all([
    lastLines(rows.map((r) => r.id)),
    namesById(rows.map((r) => r.assigneeId)),
  ]);
  return rows.map((row) => {
    const line = last.get(row.id);
    return {
      identifier: row.id,
      personId: row.personId,
      personName: `${row.firstName} ${row.lastName}`.trim(),
      personEmail: row.email,
      status: row.status,
      assigneeId: row.assigneeId,
      assigneeName: (row.assigneeId && assignees.get(row.assigneeId)) ?? null,
      byEmail: row.byEmail,
      waiting: line ? !line.fromStaff : false,
      lastMessage: (line?.text ?? "").slice(0, PREVIEW_MAX),
      lastMessageAt: row.lastMessageAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** GET /staff/support/conversations: newest activity first, by status, searched by person. */
export async function listInbox(query: SupportInboxQuery & { page: number }) {
  const db = await getDb();
  const words = query.person ? `%${query.person.replace(/[%_\\]/g, "\\$&")}%` : undefined;
  const where: SQL | undefined = and(
    query.status && query.status !== "all"
      ? eq(supportConversations.status, query.status)
      : undefined,
    words
      ? or(
          ilike(users.email, words),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, words),
        )
      : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select(columns)
      .from(supportConversations)
      .innerJoin(users, eq(users.id, supportConversations.userId))
      .where(where)
      .orderBy(desc(supportConversations.lastMessageAt), desc(supportConversations.id))
      .limit(SUPPORT_INBOX_PAGE_SIZE)
      .offset((query.page - 1) * SUPPORT_INBOX_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(supportConversations)
      .innerJoin(users, eq(users.id, supportConversations.userId))
      .where(where),
  ]);
  return {
    data: await toRows(rows),
    meta: { page: query.page, pageSize: SUPPORT_INBOX_PAGE_SIZE, total: count?.total ?? 0 },
  };
}

async function rowOf(id: string): Promise<Row> {
  const db = await getDb();
  const [row] = await db
    .select(columns)
    .from(supportConversations)
    .innerJoin(users, eq(users.id, supportConversations.userId))
    .where(eq(supportConversations.id, id));
  if (!row) throw new DomainError("NOT_FOUND");
  return row;
}

/** GET /staff/support/conversations/{id}: the one access check of the inbox's routes. */
export async function inboxConversation(id: string): Promise<SupportInboxConversation> {
  const row = await rowOf(id);
  const [wire] = await toRows([row]);
  return { ...wire!, messages: await linesOf(id, { staffNames: true }) };
}

/**
 * A staff reply: in the conversation, live to the person; and by email when they wrote while
 * no one was online (or through the form), so they learn of it away from the site.
 */
export async function replyToPerson(id: string, staffId: string, text: string, now: Date) {
  const row = await rowOf(id);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .insert(supportChatMessages)
      .values({ conversationId: id, authorId: staffId, fromStaff: true, text, createdAt: now });
    await tx
      .update(supportConversations)
      .set({
        lastMessageAt: now,
        // Whoever answers an unassigned conversation has taken it.
        assigneeId: sql`coalesce(${supportConversations.assigneeId}, ${staffId}::uuid)`,
      })
      .where(eq(supportConversations.id, id));
  });
  if (row.byEmail)
    await sendTemplated(
      "supportReply",
      row.email,
      (row.locale === "de" ? "de" : "en") satisfies Locale,
      { name: row.firstName, reply: text },
    );
  await announce(row.personId, id, now);
  return inboxConversation(id);
}

/** Assigns a conversation to a support or admin colleague (checked by the route), or to nobody. */
export async function assignConversation(id: string, assigneeId: string | null, now: Date) {
  const row = await rowOf(id);
  const db = await getDb();
  await db.update(supportConversations).set({ assigneeId }).where(eq(supportConversations.id, id));
  await announce(row.personId, id, now);
  return { before: row.assigneeId, conversation: await inboxConversation(id) };
}

/** Marks it resolved: the person's next line starts a new conversation. */
export async function resolveConversation(id: string, now: Date) {
  const row = await rowOf(id);
  const db = await getDb();
  await db
    .update(supportConversations)
    .set({ status: "resolved", resolvedAt: now })
    .where(eq(supportConversations.id, id));
  await announce(row.personId, id, now);
  return inboxConversation(id);
}
