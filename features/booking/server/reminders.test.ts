// @vitest-environment node
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, outbox, users } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { bookableTherapist, freeSlots } from "@/tests/helpers/booking";
import { signedInUser } from "@/tests/helpers/factories";
import { paidSession } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { sendDueReminders } from "./reminders";

const database = withTestDatabase({ seed: true });

const SARAH = "sarah.mitchell@demo.therapy";
const HOUR = 3_600_000;

const remindersTo = (to: string) =>
  database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, "sessionReminder")))
    .orderBy(outbox.createdAt);

async function startOf(id: string) {
  const [row] = await database.db.select().from(bookings).where(eq(bookings.id, id));
  return row!.startTime!;
}

/** The moment `hours` before a session starts. */
const before = (start: Date, hours: number) => new Date(start.getTime() - hours * HOUR);

describe("the day-ahead reminder", () => {
  it("reminds the client and the therapist once, each in their own zone", async () => {
    const client = await signedInUser({ countryCode: "US" });
    await database.db
      .update(users)
      .set({ timezone: "America/Los_Angeles" })
      .where(eq(users.id, client.user.id));
    const session = await paidSession({ therapistEmail: SARAH, client, slotIndex: 80 });
    const start = await startOf(session.id);

    expect(await remindersTo(client.user.email)).toHaveLength(0);
    await sendDueReminders(before(start, 30));
    expect(await remindersTo(client.user.email)).toHaveLength(0);

    await sendDueReminders(before(start, 20));
    const [toClient] = await remindersTo(client.user.email);
    expect(toClient!.subject).toMatch(/^Reminder: your session with Sarah Mitchell, /);
    expect(toClient!.text).toContain("(America/Los_Angeles)");
    expect(toClient!.text).toContain(`/appointments/${session.id}/`);
    // A reminder is an email one may turn off: it says how, and mail programs may do it at once.
    expect(toClient!.text).toContain("You can turn these emails off with one click.\nhttp");
    const token = toClient!.text.match(/\/unsubscribe\/\?token=([\w.-]+)$/)?.[1];
    expect(token).toMatch(new RegExp(`^${client.user.id}\\.sessionReminders\\.`));
    expect(toClient!.html).toContain(`/unsubscribe/?token=${token}">`);
    expect(toClient!.listUnsubscribe).toMatch(
      new RegExp(`^https?://[^/]+/api/user/email-preferences/unsubscribe\\?token=${token}$`),
    );
    const toTherapist = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, SARAH), eq(outbox.kind, "sessionReminderTherapist")));
    const mine = toTherapist.filter((m) => m.text.includes(session.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toMatch(/^Reminder: session with Test Person, /);
    expect(mine[0]!.text).toContain("(America/New_York)");

    // The next passes, and two at once, send nothing more.
    await Promise.all([sendDueReminders(before(start, 19)), sendDueReminders(before(start, 19))]);
    expect(await remindersTo(client.user.email)).toHaveLength(1);
  });

  it("tells a client of a video session where to join it: the session room, or the therapist's own room (0308, 0319)", async () => {
    const sarah = (await call("/user/login", { body: { email: SARAH, password: "demo-pass-1" } }))
      .body.data.token as string;
    const withoutRoom = await paidSession({ therapistEmail: SARAH, slotIndex: 84 });
    await sendDueReminders(before(await startOf(withoutRoom.id), 20));
    const [plain] = await remindersTo(withoutRoom.client.user.email);
    expect(plain!.text).toMatch(
      /is coming up: .+\)\. Join it at its time in the session room, in your browser, from 10 minutes before the start: http\S+\/appointments\/[0-9a-f-]+\/room\/\n/,
    );
    expect(plain!.text).toContain(`/appointments/${withoutRoom.id}/room/`);

    const room = "https://meet.example.com/sarah-mitchell";
    await call("/provider/session-link", {
      token: sarah,
      method: "PUT",
      body: { link: room, useOwnRoom: true },
    });
    const client = await signedInUser({ countryCode: "US" });
    await database.db.update(users).set({ locale: "de" }).where(eq(users.id, client.user.id));
    const session = await paidSession({ therapistEmail: SARAH, client, slotIndex: 86 });
    await sendDueReminders(before(await startOf(session.id), 20));
    const [mail] = await remindersTo(client.user.email);
    expect(mail!.text).toContain(`steht bevor: `);
    expect(mail!.text).toContain(`. Zum Termin nehmen Sie hier teil: ${room}`);
    const therapists = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, SARAH), eq(outbox.kind, "sessionReminderTherapist")));
    expect(therapists.find((m) => m.text.includes(session.id))!.text).not.toContain(room);
    await call("/provider/session-link", { token: sarah, method: "PUT", body: { link: "" } });
  });

  it("sends two sweeps racing over a new session one reminder", async () => {
    const session = await paidSession({ therapistEmail: SARAH, slotIndex: 81 });
    const start = await startOf(session.id);
    await Promise.all([sendDueReminders(before(start, 20)), sendDueReminders(before(start, 20))]);
    expect(await remindersTo(session.client.user.email)).toHaveLength(1);
  });

  it("leaves a session unclaimed when its reminder cannot be written, and the next pass sends it once", async () => {
    const session = await paidSession({ therapistEmail: SARAH, slotIndex: 85 });
    const start = await startOf(session.id);
    // The outbox refuses reminders, as a process killed between the claim and the email would
    // leave them unwritten.
    await database.db.execute(
      sql`alter table outbox add constraint no_reminders check (kind not like 'sessionReminder%') not valid`,
    );
    try {
      await expect(sendDueReminders(before(start, 20))).rejects.toThrow();
    } finally {
      await database.db.execute(sql`alter table outbox drop constraint no_reminders`);
    }
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, session.id));
    expect(row!.remindedFor).toBeNull();
    expect(await remindersTo(session.client.user.email)).toHaveLength(0);

    await sendDueReminders(before(start, 19));
    await sendDueReminders(before(start, 18));
    expect(await remindersTo(session.client.user.email)).toHaveLength(1);
  });

  it("reminds a session moved after its reminder of its new time, in the client's language", async () => {
    const client = await signedInUser({ countryCode: "US" });
    await database.db.update(users).set({ locale: "de" }).where(eq(users.id, client.user.id));
    const session = await paidSession({ therapistEmail: SARAH, client, slotIndex: 82 });
    const first = await startOf(session.id);
    await sendDueReminders(before(first, 20));
    expect(await remindersTo(client.user.email)).toHaveLength(1);

    const therapist = await bookableTherapist(SARAH);
    const later = (await freeSlots(therapist.providerId, therapist.categoryId))[90]!;
    const moved = await call(`/booking/${session.id}/reschedule`, {
      token: client.token,
      body: { timeslotIdentifier: later.identifier },
    });
    expect(moved.status).toBe(200);
    const second = await startOf(session.id);
    expect(second.getTime()).toBeGreaterThan(first.getTime());

    await sendDueReminders(before(second, 20));
    const sent = await remindersTo(client.user.email);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.subject).toMatch(/^Erinnerung: Ihre Sitzung bei Sarah Mitchell, /);
    expect(sent[1]!.text).toContain("/de/unsubscribe/?token=");
    expect(sent[1]!.text).toContain("mit einem Klick abbestellen");
  });

  it("leaves out a session booked less than a day ahead, and a cancelled one", async () => {
    const late = await paidSession({ therapistEmail: SARAH, slotIndex: 83 });
    const lateStart = await startOf(late.id);
    // Booked ten hours before it starts: the booked email has just told of it.
    await database.db
      .update(bookings)
      .set({ confirmedAt: before(lateStart, 10) })
      .where(eq(bookings.id, late.id));
    await sendDueReminders(before(lateStart, 5));
    expect(await remindersTo(late.client.user.email)).toHaveLength(0);

    const cancelled = await paidSession({ therapistEmail: SARAH, slotIndex: 84 });
    const cancelledStart = await startOf(cancelled.id);
    const res = await call(`/booking/${cancelled.id}/cancel`, {
      token: cancelled.client.token,
      body: {},
    });
    expect(res.status).toBe(200);
    await sendDueReminders(before(cancelledStart, 20));
    expect(await remindersTo(cancelled.client.user.email)).toHaveLength(0);
  });
});
