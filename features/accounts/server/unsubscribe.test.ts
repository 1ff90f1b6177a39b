// @vitest-environment node
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, outbox, users } from "@/db/schema";
import { sendDueReminders } from "@/features/booking/server/reminders";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { paidSession } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { unsubscribeToken } from "./unsubscribe";

const database = withTestDatabase({ seed: true });
const PATH = "/user/email-preferences/unsubscribe";
const SARAH = "sarah.mitchell@demo.therapy";

const preferencesOf = async (token: string) =>
  (await call("/user/email-preferences", { token })).body.data;
const stateOf = (token: string) => call(`${PATH}?token=${encodeURIComponent(token)}`);
/** What a mail program's own unsubscribe button sends (RFC 8058): a form POST, no sign-in. */
const oneClick = (token: string, lang = "en") =>
  call(`${PATH}?token=${encodeURIComponent(token)}`, {
    method: "POST",
    body: "List-Unsubscribe=One-Click",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-language": lang },
  });
const remindersTo = (to: string) =>
  database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, "sessionReminder")));

describe("one-click unsubscribe (decision 0509)", () => {
  it("a reminder's own address turns reminders off, and only them; the next reminder is not sent", async () => {
    const session = await paidSession({ therapistEmail: SARAH, slotIndex: 130 });
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, session.id));
    const dayBefore = new Date(row!.startTime!.getTime() - 20 * 3_600_000);
    await sendDueReminders(dayBefore);
    const [reminder] = await remindersTo(session.client.user.email);
    const address = new URL(reminder!.listUnsubscribe!);
    const token = address.searchParams.get("token")!;

    expect((await stateOf(token)).body).toEqual({
      data: { email: "sessionReminders", on: true },
    });
    const off = await oneClick(token);
    expect(off.status).toBe(200);
    expect(off.body.data).toEqual({
      email: "sessionReminders",
      on: false,
      message: "You will no longer get session reminders by email.",
    });
    expect(await preferencesOf(session.client.token)).toEqual({
      sessionReminders: false,
      unreadMessages: true,
    });
    expect((await stateOf(token)).body.data).toEqual({ email: "sessionReminders", on: false });

    // Again, and in German: nothing more changes, the answer says the same.
    const again = await oneClick(token, "de");
    expect(again.body.data.message).toBe(
      "Sie erhalten keine Sitzungserinnerungen mehr per E-Mail.",
    );

    // The next session's reminder goes to the therapist only.
    const next = await paidSession({
      therapistEmail: SARAH,
      client: session.client,
      slotIndex: 140,
    });
    const [nextRow] = await database.db.select().from(bookings).where(eq(bookings.id, next.id));
    await sendDueReminders(new Date(nextRow!.startTime!.getTime() - 20 * 3_600_000));
    expect(await remindersTo(session.client.user.email)).toHaveLength(1);
    const toSarah = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, SARAH), eq(outbox.kind, "sessionReminderTherapist")));
    expect(toSarah.some((m) => m.text.includes(next.id))).toBe(true);
  });

  it("a multipart POST works too, and the unread-message emails are their own link", async () => {
    const person = await signedInUser();
    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    const off = await call(
      `${PATH}?token=${encodeURIComponent(unsubscribeToken(person.user.id, "unreadMessages"))}`,
      { method: "POST", body: form },
    );
    expect(off.status).toBe(200);
    expect(await preferencesOf(person.token)).toEqual({
      sessionReminders: true,
      unreadMessages: false,
    });
  });

  it("refuses any link we did not sign, and changes nothing", async () => {
    const victim = await signedInUser();
    const other = await signedInUser();
    const mine = unsubscribeToken(other.user.id, "sessionReminders");
    const [, , signature] = mine.split(".");
    const forged = [
      `${victim.user.id}.sessionReminders.${signature}`, // someone else's signature
      `${other.user.id}.unreadMessages.${signature}`, // the other email's
      `${victim.user.id}.sessionReminders.`,
      `${victim.user.id}.sessionReminders`,
      `${mine}.extra`,
      `${other.user.id}.emailSessionReminders.${signature}`,
      "not-a-token",
      "",
    ];
    for (const token of forged) {
      const refused = await oneClick(token);
      expect([refused.status, refused.body.code], token).toEqual([400, "INVALID_LINK"]);
      expect(refused.body.message).toBe("This link is invalid or has expired.");
      expect((await stateOf(token)).status, token).toBe(400);
    }
    expect((await call(PATH, { method: "POST" })).status).toBe(400);
    const german = await oneClick("x", "de");
    expect(german.body.message).toBe("Dieser Link ist ungültig oder abgelaufen.");
    for (const person of [victim, other])
      expect(await preferencesOf(person.token)).toEqual({
        sessionReminders: true,
        unreadMessages: true,
      });
  });

  it("a deleted account's link no longer works", async () => {
    const person = await signedInUser();
    const token = unsubscribeToken(person.user.id, "sessionReminders");
    await database.db.delete(users).where(eq(users.id, person.user.id));
    expect((await stateOf(token)).body.code).toBe("INVALID_LINK");
    expect((await oneClick(token)).body.code).toBe("INVALID_LINK");
  });
});
