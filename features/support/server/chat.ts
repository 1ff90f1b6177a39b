import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { supportChatMessages, supportConversations } from "@/db/schema/support";
import { isConstraintViolation, SQLSTATE } from "@/lib/server/db-errors";
import type { SupportChatState } from "../chat-schemas";
import { announce, linesOf, presentStaff } from "./chat-store";

/** GET /support/chat: whether staff are online, and the person's latest conversation. */
export async function chatState(userId: string | undefined, now: Date): Promise<SupportChatState> {
  const staffOnline = (await presentStaff(now)).length > 0;
  if (!userId) return { signedIn: false, staffOnline, conversation: null, messages: [] };
  const db = await getDb();
  const [latest] = await db
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.userId, userId))
    .orderBy(desc(supportConversations.createdAt))
    .limit(1);
  if (!latest) return { signedIn: true, staffOnline, conversation: null, messages: [] };
  return {
    signedIn: true,
    staffOnline,
    conversation: {
      identifier: latest.id,
      status: latest.status,
      createdAt: latest.createdAt.toISOString(),
    },
    messages: await linesOf(latest.id, { staffNames: false }),
  };
}

/** The person's open conversation, started if they have none (one open per person, by index). */
async function openConversationOf(userId: string, byEmail: boolean, now: Date): Promise<string> {
  const db = await getDb();
  const find = async () =>
    (
      await db
        .select({ id: supportConversations.id })
        .from(supportConversations)
        .where(
          and(eq(supportConversations.userId, userId), eq(supportConversations.status, "open")),
        )
    )[0]?.id;
  const existing = await find();
  if (existing) return existing;
  try {
    const [row] = await db
      .insert(supportConversations)
      .values({ userId, byEmail, createdAt: now, lastMessageAt: now })
      .returning({ id: supportConversations.id });
    return row!.id;
  } catch (error) {
    // Two first lines at once: the other made it.
    if (!isConstraintViolation(error, "support_conversations_one_open", SQLSTATE.uniqueViolation))
      throw error;
    return (await find())!;
  }
}

/**
 * A line from the person: into their open conversation (a new one after a resolved one). Written
 * while no support staff is online, or through the contact form (`viaForm`), the conversation's
 * replies go out by email too.
 */
export async function writeToSupport(
  userId: string,
  text: string,
  now: Date,
  { viaForm = false } = {},
): Promise<SupportChatState> {
  const offline = viaForm || (await presentStaff(now)).length === 0;
  const conversationId = await openConversationOf(userId, offline, now);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .insert(supportChatMessages)
      .values({ conversationId, authorId: userId, fromStaff: false, text, createdAt: now });
    await tx
      .update(supportConversations)
      .set({
        lastMessageAt: now,
        ...(offline ? { byEmail: sql`true` } : {}),
      })
      .where(eq(supportConversations.id, conversationId));
  });
  await announce(userId, conversationId, now);
  return chatState(userId, now);
}

/**
 * A person's support conversations for their copy of their data (decision 0507): every line, the
 * staff's as "support" without names, as the widget shows them.
 */
export async function supportConversationsOf(userId: string) {
  const db = await getDb();
  const conversations = await db
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.userId, userId))
    .orderBy(supportConversations.createdAt);
  return Promise.all(
    conversations.map(async (c) => ({
      identifier: c.id,
      status: c.status,
      createdAt: c.createdAt.toISOString(),
      resolvedAt: c.resolvedAt?.toISOString() ?? null,
      messages: (await linesOf(c.id, { staffNames: false })).map((line) => ({
        from: line.fromStaff ? "support" : "you",
        text: line.text,
        createdAt: line.createdAt,
      })),
    })),
  );
}
