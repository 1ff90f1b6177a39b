// @vitest-environment node
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, outbox, users } from "@/db/schema";
import { sendDueReminders } from "@/features/booking/server/reminders";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { paidSession, therapistToken } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });
const MARCUS = "marcus.lee@demo.therapy";
const ROOM = "https://meet.example.com/marcus-lee";

const invitationReminders = (to: string) =>
  database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, "sessionReminderParticipant")));

describe("the day-ahead reminder to a session's invitees (decision 0309)", () => {
  it("goes to each who accepted and was not turned away, with the way in, in their language", async () => {
    const marcus = await therapistToken(MARCUS);
    await call("/provider/session-link", {
      token: marcus,
      method: "PUT",
      body: { link: ROOM, useOwnRoom: true },
    });
    const session = await paidSession({
      therapistEmail: MARCUS,
      category: "couples",
      slotIndex: 70,
    });
    const [accepted, undecided, turnedAway, optedOut] = await Promise.all(
      [1, 2, 3, 4].map(() => signedInUser({ countryCode: "US" })),
    );
    await database.db.update(users).set({ locale: "de" }).where(eq(users.id, accepted!.user.id));
    const invited = await call("/share-booking", {
      token: session.client.token,
      body: {
        bookingIdentifier: session.id,
        emails: [accepted, undecided, turnedAway, optedOut].map((p) => p!.user.email),
      },
    });
    const idOf = (email: string) =>
      invited.body.data.find((p: { email: string }) => p.email === email).identifier as string;
    for (const person of [accepted, turnedAway, optedOut])
      await call(`/booking/participant/${idOf(person!.user.email)}/status`, {
        token: person!.token,
        body: { status: "acknowledged" },
      });
    await call(`/appointment/participant/${idOf(turnedAway!.user.email)}/reject-booking`, {
      token: marcus,
      method: "POST",
    });
    await call("/user/email-preferences", {
      token: optedOut!.token,
      method: "PUT",
      body: { sessionReminders: false, unreadMessages: true },
    });

    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, session.id));
    await sendDueReminders(new Date(row!.startTime!.getTime() - 20 * 3_600_000));

    const [mail, ...more] = await invitationReminders(accepted!.user.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toMatch(
      /^Erinnerung: die Sitzung bei Marcus Lee, zu der Sie eingeladen sind, /,
    );
    expect(mail!.text).toContain("zu der Test Sie eingeladen hat, steht bevor: ");
    expect(mail!.text).toContain(`Zum Termin nehmen Sie hier teil: ${ROOM}`);
    expect(mail!.text).toContain(`/de/appointments/participant/${idOf(accepted!.user.email)}/`);
    expect(mail!.listUnsubscribe).toContain(`token=${accepted!.user.id}.sessionReminders.`);
    // Never the booking's note or the client's email.
    expect(mail!.text).not.toContain("Private note");
    expect(mail!.text).not.toContain(session.client.user.email);

    for (const person of [undecided, turnedAway, optedOut])
      expect(await invitationReminders(person!.user.email)).toHaveLength(0);
    // The session's client is reminded as before, once.
    const toClient = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, session.client.user.email), eq(outbox.kind, "sessionReminder")));
    expect(toClient).toHaveLength(1);
    await call("/provider/session-link", { token: marcus, method: "PUT", body: { link: "" } });
  });
});
