// @vitest-environment node
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox, users } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { bookingBetween, openConversation, sendMessage } from "@/tests/helpers/messaging";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { emailUnreadMessages } from "./unread-email";

const database = withTestDatabase({ seed: true });
const MINUTE = 60_000;

/** A client and a therapist with a booking between them and their conversation. */
async function pair() {
  const therapist = await signedInUser({ userType: "provider" });
  const client = await signedInUser();
  await bookingBetween(client.user.id, therapist.user.id, "confirmed");
  const opened = await openConversation(client.token, therapist.user.id);
  return { therapist, client, conversation: opened.body.meta.conversation.identifier as string };
}

const unreadMails = (to: string) =>
  database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, "unreadMessages")))
    .orderBy(outbox.createdAt);
const unreadMail = (to: string) =>
  database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, "unreadMessage")))
    .orderBy(outbox.createdAt);

/** Ten minutes and a moment after now: every message sent so far has waited long enough. */
const later = (minutes = 11) => new Date(Date.now() + minutes * MINUTE);

describe("an email when a message waits unread", () => {
  it("tells the recipient who wrote and how many, never what, once until they read", async () => {
    const { therapist, client, conversation } = await pair();
    const secret = "I have been having panic attacks at work";
    await sendMessage(client.token, conversation, secret);
    await sendMessage(client.token, conversation, "Can we talk about it on Thursday?");

    // Not before ten minutes.
    await emailUnreadMessages(new Date(Date.now() + 5 * MINUTE));
    expect(await unreadMails(therapist.user.email)).toHaveLength(0);

    await emailUnreadMessages(later());
    const [mail] = await unreadMails(therapist.user.email);
    expect(mail!.subject).toBe("Test Person sent you 2 messages");
    expect(mail!.text).toContain(`/messages/?with=${client.user.id}`);
    expect(mail!.text).not.toContain("panic");
    expect(mail!.html).not.toContain("panic");
    expect(mail!.text).toContain(`/unsubscribe/?token=${therapist.user.id}.unreadMessages.`);
    expect(mail!.listUnsubscribe).toContain(
      `/api/user/email-preferences/unsubscribe?token=${therapist.user.id}.unreadMessages.`,
    );
    // The sender is not emailed about their own messages.
    expect(await unreadMails(client.user.email)).toHaveLength(0);

    // A third message while the first two are still unread: no second email.
    await sendMessage(client.token, conversation, "Or Friday.");
    await emailUnreadMessages(later(25));
    expect(await unreadMails(therapist.user.email)).toHaveLength(1);
    expect(await unreadMail(therapist.user.email)).toHaveLength(0);

    // Once read, a new message is emailed again, in the reader's language.
    await call("/messages/mark-seen", {
      method: "PUT",
      token: therapist.token,
      body: { conversationIdentifier: conversation },
    });
    await database.db.update(users).set({ locale: "de" }).where(eq(users.id, therapist.user.id));
    await sendMessage(client.token, conversation, "See you then.");
    await emailUnreadMessages(later(40));
    const [again] = await unreadMail(therapist.user.email);
    expect(again!.subject).toBe("Test Person hat Ihnen eine Nachricht geschrieben");
  });

  it("sends nothing for a message read in time or deleted, and one email for two sweeps racing", async () => {
    const { therapist, client, conversation } = await pair();
    await sendMessage(client.token, conversation, "Read quickly");
    await call("/messages/mark-seen", {
      method: "PUT",
      token: therapist.token,
      body: { conversationIdentifier: conversation },
    });
    const deleted = await sendMessage(client.token, conversation, "Sent by mistake");
    await call(`/messages/${deleted.body.data.identifier}`, {
      method: "DELETE",
      token: client.token,
    });
    await emailUnreadMessages(later());
    expect(await unreadMail(therapist.user.email)).toHaveLength(0);

    await sendMessage(therapist.token, conversation, "Your session is confirmed.");
    await Promise.all([emailUnreadMessages(later(20)), emailUnreadMessages(later(20))]);
    expect(await unreadMail(client.user.email)).toHaveLength(1);
  });

  it("leaves the messages waiting when the email cannot be written, and the next pass sends one", async () => {
    const { therapist, client, conversation } = await pair();
    await sendMessage(client.token, conversation, "Are you free on Friday?");
    // The outbox refuses it, as a process killed between taking up the message and writing its
    // email would leave it unwritten.
    await database.db.execute(
      sql`alter table outbox add constraint no_unread check (kind not like 'unreadMessage%') not valid`,
    );
    try {
      await expect(emailUnreadMessages(later())).rejects.toThrow();
    } finally {
      await database.db.execute(sql`alter table outbox drop constraint no_unread`);
    }
    expect(await unreadMail(therapist.user.email)).toHaveLength(0);

    await emailUnreadMessages(later(12));
    await emailUnreadMessages(later(13));
    expect(await unreadMail(therapist.user.email)).toHaveLength(1);
  });
});
