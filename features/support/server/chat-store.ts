import "server-only";
import { asc, eq, gte, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { supportChatMessages, supportPresence } from "@/db/schema/support";
import { publish } from "@/lib/server/live";
import type { SupportChatLine } from "../chat-schemas";

/**
 * Support staff count as online for this long after their inbox's last heartbeat (it beats every
 * minute while the inbox is open), so one missed beat does not close the chat (decision 0811).
 */
export const SUPPORT_ONLINE_MS = 3 * 60_000;

/** The live channel's event for a support conversation: ids only, each side re-reads. */
export const SUPPORT_CHAT_EVENT = "support-chat";

/** The inbox's heartbeat: this staff member is reading the inbox now. */
export async function markPresent(userId: string, now: Date) {
  const db = await getDb();
  await db
    .insert(supportPresence)
    .values({ userId, seenAt: now })
    .onConflictDoUpdate({ target: supportPresence.userId, set: { seenAt: now } });
}

/** The support and admin staff with the inbox open lately: who hears of new lines live. */
export async function presentStaff(now: Date): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ userId: supportPresence.userId })
    .from(supportPresence)
    .where(gte(supportPresence.seenAt, new Date(now.getTime() - SUPPORT_ONLINE_MS)));
  return rows.map((r) => r.userId);
}

/** Tells the person and the staff with the inbox open that a conversation changed. */
export async function announce(personId: string, conversationId: string, now: Date) {
  const staff = await presentStaff(now);
  await publish({
    recipients: [...new Set([personId, ...staff])],
    type: SUPPORT_CHAT_EVENT,
    conversationId,
  });
}

/**
 * The lines of a conversation, oldest first. A staff line names its author for staff only
 * (`staffNames`): the person hears from support as one team.
 */
export async function linesOf(
  conversationId: string,
  { staffNames }: { staffNames: boolean },
): Promise<SupportChatLine[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: supportChatMessages.id,
      fromStaff: supportChatMessages.fromStaff,
      authorId: supportChatMessages.authorId,
      text: supportChatMessages.text,
      createdAt: supportChatMessages.createdAt,
    })
    .from(supportChatMessages)
    .where(eq(supportChatMessages.conversationId, conversationId))
    .orderBy(asc(supportChatMessages.createdAt), asc(supportChatMessages.id));
  const names = staffNames
    ? await namesById(rows.map((r) => (r.fromStaff ? r.authorId : null)))
    : new Map<string, string>();
  return rows.map((row) => ({
    identifier: row.id,
    fromStaff: row.fromStaff,
    authorName: (row.fromStaff && row.authorId && names.get(row.authorId)) || null,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function namesById(ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (!wanted.length) return new Map<string, string>();
  const db = await getDb();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim()]));
}
