import "server-only";
import {
  and,
  asc,
  count,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  TransactionRollbackError,
} from "drizzle-orm";
import { getDb } from "@/db/client";
import { conversations, messages } from "@/db/schema/messaging";
import { contactOf, namesOf, unsubscribeLinks } from "@/features/accounts/server/service";
import { every } from "@/lib/server/every";
import { pickLocale } from "@/lib/server/locale";
import {
  composeEmails,
  emailsWritten,
  pageLink,
  sendTemplated,
  writeEmails,
} from "@/lib/server/mailer";
import { logError } from "@/lib/server/log";

/** How long a message may wait unseen before its recipient is emailed (decision 0602). */
export const UNREAD_EMAIL_AFTER_MINUTES = 10;
const BATCH = 500;

/** One sender's messages in one conversation, waiting unseen: one email tells of them all. */
type Waiting = { conversationId: string; senderId: string; ids: string[] };

/**
 * Emails the recipients of messages unseen for UNREAD_EMAIL_AFTER_MINUTES: one email per
 * conversation saying who wrote and how many, never what (the text stays in the app). Someone
 * emailed who has not yet read that is not emailed again until they have. Each email is composed
 * first, then written to the outbox in the transaction that takes up its messages (their
 * `notified_at` set, only if every one is still waiting): two instances never email twice, and a
 * process killed midway leaves the messages for the next pass (decision 0817). Answers how many
 * emails it sent.
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
    const due = await db
      .select({
        id: messages.id,
        conversationId: messages.conversationId,
        senderId: messages.senderId,
      })
      .from(messages)
      .where(waiting)
      .orderBy(asc(messages.createdAt))
      .limit(BATCH);
    const groups = new Map<string, Waiting>();
    for (const m of due) {
      const key = `${m.conversationId}|${m.senderId}`;
      const group = groups.get(key) ?? {
        conversationId: m.conversationId,
        senderId: m.senderId,
        ids: [],
      };
      group.ids.push(m.id);
      groups.set(key, group);
    }
    let taken = 0;
    for (const group of groups.values()) {
      const emails = (await alreadyTold(group, now))
        ? []
        : await composeEmails(() => tellRecipient(group)).catch((error: unknown) => {
            logError("[messaging] unread email failed", error);
            return [];
          });
      const claimed = await db
        .transaction(async (tx) => {
          const rows = await tx
            .update(messages)
            .set({ notifiedAt: now })
            .where(and(inArray(messages.id, group.ids), waiting))
            .returning({ id: messages.id });
          // Some were read, deleted or taken up by another instance meanwhile: the email's count
          // would be wrong, so the next pass tells of what is still waiting.
          if (rows.length < group.ids.length) tx.rollback();
          await writeEmails(tx, emails);
          return true;
        })
        .catch((error: unknown) => {
          if (error instanceof TransactionRollbackError) return false;
          throw error;
        });
      if (!claimed) continue;
      taken += group.ids.length;
      emailsWritten(emails);
      if (emails.length > 0) sent++;
    }
    if (due.length < BATCH || taken === 0) return sent;
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
async function tellRecipient(group: Waiting): Promise<boolean> {
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
    group.ids.length === 1 ? "unreadMessage" : "unreadMessages",
    recipient.email,
    locale,
    {
      name: recipient.firstName,
      who: `${sender.firstName} ${sender.lastName}`,
      count: String(group.ids.length),
    },
    pageLink(locale, "/messages/", { with: group.senderId }),
    { unsubscribe: unsubscribeLinks(recipientId, "unreadMessages", locale) },
  );
  return true;
}

/** Runs emailUnreadMessages every `intervalMs` in this process; the answer stops it. */
export const startUnreadEmailSweeper = (intervalMs = 60_000) =>
  every(intervalMs, "unread email sweeper", () => emailUnreadMessages());
