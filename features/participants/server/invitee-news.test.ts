// @vitest-environment node
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, outbox, therapyCategories, users } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { freeSlots } from "@/tests/helpers/booking";
import { signedInUser } from "@/tests/helpers/factories";
import { paidSession, therapistToken, unscheduledSession } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });
const MARCUS = "marcus.lee@demo.therapy";
const HOUR = 3_600_000;

const mailsOf = (to: string, kind: string) =>
  database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, kind)));

/** A couples session with Marcus; the first person accepted (in German), the second never answered. */
async function sessionWithInvitees(slotIndex: number) {
  const session = await paidSession({ therapistEmail: MARCUS, category: "couples", slotIndex });
  const [accepted, undecided] = await Promise.all(
    [1, 2].map(() => signedInUser({ countryCode: "US" })),
  );
  await database.db.update(users).set({ locale: "de" }).where(eq(users.id, accepted!.user.id));
  const invited = await call("/share-booking", {
    token: session.client.token,
    body: { bookingIdentifier: session.id, emails: [accepted!.user.email, undecided!.user.email] },
  });
  const invitation = invited.body.data.find(
    (p: { email: string }) => p.email === accepted!.user.email,
  ).identifier as string;
  await call(`/booking/participant/${invitation}/status`, {
    token: accepted!.token,
    body: { status: "acknowledged" },
  });
  // Reminders off: news of a cancel or a move is not a reminder, and still goes.
  await call("/user/email-preferences", {
    token: accepted!.token,
    method: "PUT",
    body: { sessionReminders: false, unreadMessages: true },
  });
  return { session, accepted: accepted!, undecided: undecided!, invitation };
}

/** A paid couples session with Marcus whose time is still to be chosen; a partner accepted. */
async function untimedWithPartner() {
  const { id, client } = await unscheduledSession({ therapistEmail: MARCUS, category: "couples" });
  const partner = await signedInUser({ countryCode: "US" });
  const invited = await call("/share-booking", {
    token: client.token,
    body: { bookingIdentifier: id, emails: [partner.user.email] },
  });
  const invitation = invited.body.data[0].identifier as string;
  await call(`/booking/participant/${invitation}/status`, {
    token: partner.token,
    body: { status: "acknowledged" },
  });
  return { id, client, partner, invitation };
}

async function marcusCouplesSlot(index: number) {
  const [marcus] = await database.db.select().from(users).where(eq(users.email, MARCUS));
  const [couples] = await database.db
    .select()
    .from(therapyCategories)
    .where(eq(therapyCategories.slug, "couples"));
  return (await freeSlots(marcus!.id, couples!.id))[index]!;
}

describe("invitees hear when their session is cancelled or moved (decision 0313)", () => {
  it("a cancel tells the invitee who accepted, in their language, with a link to the invitation; not one who never answered", async () => {
    const { session, accepted, undecided, invitation } = await sessionWithInvitees(120);
    const cancelled = await call(`/booking/${session.id}/cancel`, {
      token: session.client.token,
      body: {},
    });
    expect(cancelled.status).toBe(200);

    const [mail, ...more] = await mailsOf(accepted.user.email, "participantCancelled");
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe("Abgesagt: die Sitzung bei Marcus Lee, zu der Sie eingeladen sind");
    expect(mail!.text).toMatch(
      /Die Sitzung \(Paartherapie\) bei Marcus Lee am .+ \(Africa\/Lagos\), zu der Test Sie eingeladen hat, wurde abgesagt\./,
    );
    expect(mail!.text).toContain(`/de/appointments/participant/${invitation}/`);
    // Nothing of the booking's note or the client's address; no unsubscribe link (not optional).
    expect(mail!.text).not.toContain("Private note");
    expect(mail!.text).not.toContain(session.client.user.email);
    expect(mail!.listUnsubscribe).toBeNull();
    expect(await mailsOf(undecided.user.email, "participantCancelled")).toHaveLength(0);
    // And on the site, leading to the invitation.
    const news = (await call("/notifications", { token: accepted.token })).body.data;
    expect(news[0]).toMatchObject({
      kind: "cancelled",
      actorName: "Test Person",
      bookingId: session.id,
      details: { invitation },
    });
    // One who never answered has only the invitation itself.
    expect(
      (await call("/notifications", { token: undecided.token })).body.data.map(
        (n: { kind: string }) => n.kind,
      ),
    ).toEqual(["invitedToSession"]);
    // The therapist is told as before, once.
    const toMarcus = (await mailsOf(MARCUS, "cancelledByClient")).filter((m) =>
      m.text.includes(session.id),
    );
    expect(toMarcus).toHaveLength(1);
  });

  it("a move tells them both times once it is made: directly, or when a request is accepted; not a request alone or a declined one", async () => {
    const { session, accepted, invitation } = await sessionWithInvitees(122);
    const moves = () => mailsOf(accepted.user.email, "participantMoved");

    // The client moves it days ahead: it moves at once.
    const direct = await call(`/booking/${session.id}/reschedule`, {
      token: session.client.token,
      body: { timeslotIdentifier: (await marcusCouplesSlot(124)).identifier },
    });
    expect(direct.body.data.rescheduleStatus).toBe("completed");
    const [first, ...others] = await moves();
    expect(others).toHaveLength(0);
    expect(first!.subject).toMatch(
      /^Verschoben: die Sitzung bei Marcus Lee, zu der Sie eingeladen sind, ist jetzt .+\(Africa\/Lagos\)$/,
    );
    expect(first!.text).toMatch(/wurde von .+ auf .+ verschoben\./);
    const [moved] = (await call("/notifications", { token: accepted.token })).body.data;
    expect(moved).toMatchObject({ kind: "sessionMoved", details: { invitation } });
    expect(moved.details.at).toBe(direct.body.data.startTime);

    // Inside 48 hours the therapist can only ask: nothing until the client answers.
    const soon = Date.now() + 20 * HOUR;
    await database.db
      .update(bookings)
      .set({ startTime: new Date(soon), endTime: new Date(soon + HOUR) })
      .where(eq(bookings.id, session.id));
    const marcus = await therapistToken(MARCUS);
    const ask = async () => {
      const asked = await call(`/appointment/${session.id}/reschedule`, {
        token: marcus,
        body: { timeslotIdentifier: (await marcusCouplesSlot(126)).identifier },
      });
      expect(asked.body.data.rescheduleStatus).toBe("pending");
      return asked.body.data.reschedules.at(-1).identifier as string;
    };
    const declinedRequest = await ask();
    expect(await moves()).toHaveLength(1);
    await call(`/booking/reschedule/${declinedRequest}/declined`, {
      token: session.client.token,
      method: "POST",
    });
    expect(await moves()).toHaveLength(1);

    const acceptedRequest = await ask();
    const answered = await call(`/booking/reschedule/${acceptedRequest}/accepted`, {
      token: session.client.token,
      method: "POST",
    });
    expect(answered.status).toBe(200);
    expect(await moves()).toHaveLength(2);
  });

  it("a time chosen later for a paid session tells the invitee who accepted it, with the time", async () => {
    const { id, client, partner, invitation } = await untimedWithPartner();

    const slot = await marcusCouplesSlot(128);
    expect(
      (
        await call(`/booking/${id}/schedule`, {
          token: client.token,
          body: { timeslotIdentifier: slot.identifier },
        })
      ).status,
    ).toBe(200);
    const [mail, ...more] = await mailsOf(partner.user.email, "participantScheduled");
    expect(more).toHaveLength(0);
    expect(mail!.subject).toMatch(
      /^The session with Marcus Lee you were invited to now has a time: .+\(Africa\/Lagos\)$/,
    );
    expect(mail!.text).toContain(`/appointments/participant/${invitation}/`);
    const [news] = (await call("/notifications", { token: partner.token })).body.data;
    expect(news).toMatchObject({
      kind: "sessionScheduled",
      actorName: "Test Person",
      details: { at: new Date(slot.start).toISOString(), invitation },
    });
  });

  it("a cancel before a time was chosen says so, naming no time", async () => {
    const { id, client, partner } = await untimedWithPartner();
    expect((await call(`/booking/${id}/cancel`, { token: client.token, body: {} })).status).toBe(
      200,
    );
    const [mail] = await mailsOf(partner.user.email, "participantCancelled");
    expect(mail!.text).toContain(
      "The Couples therapy session with Marcus Lee that Test invited you to has been cancelled; its time had not been chosen yet.",
    );
  });
});
