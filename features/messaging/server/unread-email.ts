import "server-only";
import { and, asc, count, eq, inArray, isNotNull, isNull, lt, lte } from "drizzle-orm";
import { getDb } from "@/db/client";
import { conversations, messages } from "@/db/schema/messaging";
import { contactOf, namesOf, unsubscribeLinks } from "@/features/accounts/server/service";
import { every } from "@/lib/server/every";
import { pickLocale } from "@/lib/server/locale";
import { pageLink, sendTemplated } from "@/lib/server/mailer";
import { logError } from "@/lib/server/log";

/** How long a message may wait unseen before its recipient is emailed (decision 0602). */
export const UNREAD_EMAIL_AFTER_MINUTES = 10;
const BATCH = 500;

/**
 * Emails the recipients of messages unseen for UNREAD_EMAIL_AFTER_MINUTES: one email per
 * conversation saying who wrote and how many, never what (the text stays in the app). Someone
 * emailed who has not yet read that is not emailed again until they have. Each message is taken
 * up once (its `notified_at` set, claimed with skip-locked as the reminders are), so two instances
 * never email twice. Answers how many emails it sent.
 */
export async function emailUnreadMessages(now = new Date()): Promise<number> {
  const db = await getDb();
  const quietSince = new Date(now.getTime() - UNREAD_EMAIL_AFTER_MINUTES * 60_000);
  const waiting = and(
    isNull(messages.notifiedAt),
    isNull(messages.seenAt),
    isNull(messages.deletedAt),
    lte(messages.createdAt, quietSince),
  );
  let sent = 0;
  for (;;) {
    const due = db
      .select({ id: messages.id })
      .from(messages)
      .where(waiting)
      .orderBy(asc(messages.createdAt))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    const claimed = await db
      .update(messages)
      .set({ notifiedAt: now })
      .where(and(inArray(messages.id, due), waiting))
      .returning({ conversationId: messages.conversationId, senderId: messages.senderId });
    const groups = new Map<string, { conversationId: string; senderId: string; count: number }>();
    for (const m of claimed) {
      const key = `${m.conversationId}|${m.senderId}`;
      const group = groups.get(key) ?? { ...m, count: 0 };
      group.count++;
      groups.set(key, group);
    }
    for (const group of groups.values()) {
      if (await alreadyTold(group, now)) continue;
      const told = await tellRecipient(group).catch((error: unknown) => {
        logError("[messaging] unread email failed", error);
        return false;
      });
      if (told) sent++;
    }
    if (claimed.length < BATCH) return sent;
  }
}

/** The recipient was emailed about this sender's messages earlier and has not seen them yet. */
async function alreadyTold(group: { conversationId: string; senderId: string }, now: Date) {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, group.conversationId),
        eq(messages.senderId, group.senderId),
        isNull(messages.seenAt),
        isNull(messages.deletedAt),
        isNotNull(messages.notifiedAt),
        lt(messages.notifiedAt, now),
      ),
    );
  return row!.n > 0;
}

/** Emails the other member of the conversation; false when there is no one to tell or they opted out. */
async function tellRecipient(group: {
  conversationId: string;
  senderId: string;
  count: number;
}): Promise<boolean> {
  const db = await getDb();
  const [conversation] = await db
    .select()
    .from(conversations)
    .where(eq(conversations.id, group.conversationId));
  if (!conversation) return false;
  const recipientId =
    conversation.clientId === group.senderId ? conversation.providerId : conversation.clientId;
  const [recipient, names] = await Promise.all([contactOf(recipientId), namesOf([group.senderId])]);
  const sender = names.get(group.senderId);
  if (!recipient?.wantsUnreadMessages || !sender) return false;
  const locale = pickLocale(recipient.locale);
  await sendTemplated(
    group.count === 1 ? "unreadMessage" : "unreadMessages",
    recipient.email,
    locale,
    {
      name: recipient.firstName,
      who: `${sender.firstName} ${sender.lastName}`,
      count: String(group.count),
    },
    pageLink(locale, "/messages/", { with: group.senderId }),
    { unsubscribe: unsubscribeLinks(recipientId, "unreadMessages", locale) },
  );
  return true;
}

/** Runs emailUnreadMessages every `intervalMs` in this process; the answer stops it. */
export const startUnreadEmailSweeper = (intervalMs = 60_000) =>
  every(intervalMs, "unread email sweeper", () => emailUnreadMessages());
