// @vitest-environment node
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, outbox, users } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { bookableTherapist, freeSlots, requestBooking } from "@/tests/helpers/booking";
import { signedInUser } from "@/tests/helpers/factories";
import { paidSession, therapistToken } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });

const SARAH = "sarah.mitchell@demo.therapy";
const HOUR = 3_600_000;

/** The newest email of a kind to an address about a session. */
async function newest(to: string, kind: string, bookingId: string) {
  const rows = await database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, kind)))
    .orderBy(desc(outbox.createdAt));
  return rows.find((r) => r.text.includes(bookingId));
}

async function sarahsSlot(index: number) {
  const therapist = await bookableTherapist(SARAH);
  return (await freeSlots(therapist.providerId, therapist.categoryId))[index]!;
}

describe("the other party hears of a move", () => {
  it("a client moves a session days ahead: the therapist is told both times and the note", async () => {
    const session = await paidSession({ therapistEmail: SARAH, slotIndex: 110 });
    const target = await sarahsSlot(112);
    const moved = await call(`/booking/${session.id}/reschedule`, {
      token: session.client.token,
      body: { timeslotIdentifier: target.identifier, note: "Work trip that day" },
    });
    expect(moved.body.data.rescheduleStatus).toBe("completed");
    const mail = await newest(SARAH, "sessionMoved", session.id);
    expect(mail!.subject).toMatch(/^Test Person moved your session to .+\(America\/New_York\)$/);
    expect(mail!.text).toMatch(
      /moved your .+ session from .+ to .+\. Their note: “Work trip that day”/,
    );
    // The client who moved it is not told what they did.
    expect(await newest(session.client.user.email, "sessionMoved", session.id)).toBeUndefined();
  });

  it("a therapist asks inside 48 hours: the client is asked in German, and the therapist hears the answer", async () => {
    const client = await signedInUser({ countryCode: "US" });
    await database.db.update(users).set({ locale: "de" }).where(eq(users.id, client.user.id));
    const session = await paidSession({ therapistEmail: SARAH, client, slotIndex: 113 });
    const soon = Date.now() + 20 * HOUR;
    await database.db
      .update(bookings)
      .set({ startTime: new Date(soon), endTime: new Date(soon + HOUR) })
      .where(eq(bookings.id, session.id));
    const sarah = await therapistToken(SARAH);
    const target = await sarahsSlot(114);
    const asked = await call(`/appointment/${session.id}/reschedule`, {
      token: sarah,
      body: { timeslotIdentifier: target.identifier },
    });
    expect(asked.body.data.rescheduleStatus).toBe("pending");
    const request = await newest(client.user.email, "rescheduleRequested", session.id);
    expect(request!.subject).toBe("Sarah Mitchell möchte Ihre Sitzung verschieben");
    expect(request!.text).toContain("Nehmen Sie die Anfrage auf der Seite der Sitzung an");

    const requestId = asked.body.data.reschedules.at(-1).identifier;
    const accepted = await call(`/booking/reschedule/${requestId}/accepted`, {
      token: client.token,
      method: "POST",
    });
    expect(accepted.status).toBe(200);
    const answer = await newest(SARAH, "rescheduleAccepted", session.id);
    expect(answer!.subject).toMatch(/^Test Person accepted: your session is now /);
  });

  it("a declined request tells the client who asked that the session stays", async () => {
    const session = await paidSession({ therapistEmail: SARAH, slotIndex: 115 });
    const soon = Date.now() + 30 * HOUR;
    await database.db
      .update(bookings)
      .set({ startTime: new Date(soon), endTime: new Date(soon + HOUR) })
      .where(eq(bookings.id, session.id));
    const target = await sarahsSlot(116);
    const asked = await call(`/booking/${session.id}/reschedule`, {
      token: session.client.token,
      body: { timeslotIdentifier: target.identifier },
    });
    expect(asked.body.data.rescheduleStatus).toBe("pending");
    expect(await newest(SARAH, "rescheduleRequested", session.id)).toBeDefined();
    const declined = await call(`/appointment/${session.id}/reschedule-update`, {
      token: await therapistToken(SARAH),
      body: { status: "declined" },
    });
    expect(declined.status).toBe(200);
    const answer = await newest(session.client.user.email, "rescheduleDeclined", session.id);
    expect(answer!.subject).toBe("Sarah Mitchell declined moving your session");
    // In the client's zone (the test client lives in Lagos).
    expect(answer!.text).toMatch(/It stays at .+\(Africa\/Lagos\)\./);
  });

  it("an unpaid booking's move tells no one", async () => {
    const therapist = await bookableTherapist(SARAH);
    const client = await signedInUser({ countryCode: "US" });
    const slot = await sarahsSlot(117);
    const held = await requestBooking(client.token, therapist, slot.identifier);
    const id = held.body.data.identifier;
    const moved = await call(`/booking/${id}/reschedule`, {
      token: client.token,
      body: { timeslotIdentifier: (await sarahsSlot(118)).identifier },
    });
    expect(moved.status).toBe(200);
    expect(await newest(SARAH, "sessionMoved", id)).toBeUndefined();
  });
});
