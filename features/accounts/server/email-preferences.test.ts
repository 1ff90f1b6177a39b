// @vitest-environment node
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, outbox } from "@/db/schema";
import { sendDueReminders } from "@/features/booking/server/reminders";
import { emailUnreadMessages } from "@/features/messaging/server/unread-email";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { bookingBetween, openConversation, sendMessage } from "@/tests/helpers/messaging";
import { paidSession } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });

const preferences = (token?: string, body?: unknown) =>
  call("/user/email-preferences", body ? { token, body, method: "PUT" } : { token });
const mailsOf = (to: string, kind: string) =>
  database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, kind)));

describe("GET and PUT /user/email-preferences", () => {
  it("starts with every email on, keeps a choice, and refuses a half answer", async () => {
    const { token } = await signedInUser();
    expect((await preferences(token)).body.data).toEqual({
      sessionReminders: true,
      unreadMessages: true,
    });
    const saved = await preferences(token, { sessionReminders: false, unreadMessages: true });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ sessionReminders: false, unreadMessages: true });
    expect((await preferences(token)).body.data).toEqual(saved.body.data);

    const half = await preferences(token, { sessionReminders: "no" });
    expect(half.status).toBe(400);
    expect(Object.keys(half.body.errors).sort()).toEqual(["sessionReminders", "unreadMessages"]);
    expect((await preferences(undefined)).status).toBe(401);
  });

  it("a client who turned reminders off gets none; their therapist still does", async () => {
    const session = await paidSession({ slotIndex: 120 });
    await preferences(session.client.token, { sessionReminders: false, unreadMessages: true });
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, session.id));
    await sendDueReminders(new Date(row!.startTime!.getTime() - 20 * 3_600_000));
    expect(await mailsOf(session.client.user.email, "sessionReminder")).toHaveLength(0);
    const toTherapist = await mailsOf("sarah.mitchell@demo.therapy", "sessionReminderTherapist");
    expect(toTherapist.some((m) => m.text.includes(session.id))).toBe(true);
  });

  it("someone who turned message emails off is not emailed about unread messages", async () => {
    const therapist = await signedInUser({ userType: "provider" });
    const client = await signedInUser();
    await bookingBetween(client.user.id, therapist.user.id, "confirmed");
    const conversation = (await openConversation(client.token, therapist.user.id)).body.meta
      .conversation.identifier;
    await preferences(therapist.token, { sessionReminders: true, unreadMessages: false });
    await sendMessage(client.token, conversation, "Hello");
    await emailUnreadMessages(new Date(Date.now() + 11 * 60_000));
    expect(await mailsOf(therapist.user.email, "unreadMessage")).toHaveLength(0);
  });
});
