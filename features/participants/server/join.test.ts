import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingParticipants, bookings } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { paidSession, therapistToken } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });
const MARCUS = "marcus.lee@demo.therapy";
const ROOM = "https://meet.example.com/marcus-lee";

let slot = 60;
/** A paid couples video session with Marcus, and a partner with an account invited to it. */
async function invitedPartner() {
  const partner = await signedInUser({ email: `partner-${slot}-${Date.now()}@example.com` });
  return { partner, ...(await invitedPartnerOf(partner, slot++)) };
}

async function invitedPartnerOf(
  partner: Awaited<ReturnType<typeof signedInUser>>,
  slotIndex: number,
) {
  const session = await paidSession({ therapistEmail: MARCUS, category: "couples", slotIndex });
  const invited = await call("/share-booking", {
    token: session.client.token,
    body: { bookingIdentifier: session.id, emails: [partner.user.email] },
  });
  expect(invited.status).toBe(201);
  return { session, id: invited.body.data[0].identifier as string };
}

const joinOf = (id: string, token?: string) => call(`/booking/participant/${id}/join`, { token });
const answer = (id: string, token: string, status: "acknowledged" | "rejected") =>
  call(`/booking/participant/${id}/status`, { token, body: { status } });
const nothing = { modality: "video", room: null, link: null, address: null };

describe("how an invited participant joins (GET /booking/participant/{id}/join)", () => {
  it("the room once they accepted, while the session is confirmed; not before, not after", async () => {
    const marcus = await therapistToken(MARCUS);
    await call("/provider/session-link", {
      token: marcus,
      method: "PUT",
      body: { link: ROOM, useOwnRoom: true },
    });
    const { session, partner, id } = await invitedPartner();

    // An invitation alone does not hand out the room.
    expect((await joinOf(id, partner.token)).body).toEqual({ data: nothing });
    await answer(id, partner.token, "acknowledged");
    expect((await joinOf(id, partner.token)).body).toEqual({
      data: { modality: "video", room: "own", link: ROOM, address: null },
    });
    // Changing their mind closes it again.
    await answer(id, partner.token, "rejected");
    expect((await joinOf(id, partner.token)).body.data).toEqual(nothing);
    await answer(id, partner.token, "acknowledged");
    expect((await joinOf(id, partner.token)).body.data.link).toBe(ROOM);

    // Over: nothing more.
    const start = Date.now() - 2 * 3_600_000;
    await database.db
      .update(bookings)
      .set({ startTime: new Date(start), endTime: new Date(start + 3_600_000) })
      .where(eq(bookings.id, session.id));
    expect((await joinOf(id, partner.token)).body.data).toEqual(nothing);
  });

  it("not once the therapist turned the participant away, nor after the session is cancelled", async () => {
    const marcus = await therapistToken(MARCUS);
    await call("/provider/session-link", {
      token: marcus,
      method: "PUT",
      body: { link: ROOM, useOwnRoom: true },
    });
    const turnedAway = await invitedPartner();
    await answer(turnedAway.id, turnedAway.partner.token, "acknowledged");
    await call(`/appointment/participant/${turnedAway.id}/reject-booking`, {
      token: marcus,
      method: "POST",
    });
    expect((await joinOf(turnedAway.id, turnedAway.partner.token)).body.data).toEqual(nothing);

    const cancelled = await invitedPartner();
    await answer(cancelled.id, cancelled.partner.token, "acknowledged");
    await call(`/booking/${cancelled.session.id}/cancel`, {
      token: cancelled.session.client.token,
      body: {},
    });
    expect((await joinOf(cancelled.id, cancelled.partner.token)).body.data).toEqual(nothing);
  });

  it("an in-person session shows the office; an unpaid one nothing yet", async () => {
    const { session, partner, id } = await invitedPartner();
    await answer(id, partner.token, "acknowledged");
    await database.db
      .update(bookings)
      .set({ modality: "in-person" })
      .where(eq(bookings.id, session.id));
    const office = (await joinOf(id, partner.token)).body.data;
    expect(office.modality).toBe("in-person");
    expect(office.address).toEqual(expect.any(String));
    expect(office.link).toBeNull();

    await database.db
      .update(bookings)
      .set({ status: "pending" })
      .where(eq(bookings.id, session.id));
    expect((await joinOf(id, partner.token)).body.data).toEqual({
      modality: "in-person",
      room: null,
      link: null,
      address: null,
    });
  });

  it("is the invitee's own: anyone else 404 (the session's client and therapist too), no one signed in 401", async () => {
    const { session, partner, id } = await invitedPartner();
    await answer(id, partner.token, "acknowledged");
    const stranger = await signedInUser();
    for (const token of [stranger.token, session.client.token, await therapistToken(MARCUS)])
      expect((await joinOf(id, token)).status).toBe(404);
    expect((await joinOf(id)).status).toBe(401);
    expect((await joinOf("00000000-0000-4000-8000-000000000bad", partner.token)).status).toBe(404);
  });
});

const calendarOf = (id: string, token?: string, headers?: Record<string, string>) =>
  call(`/booking/participant/${id}/calendar`, { token, headers });
/** A calendar file's field, with folded lines joined back. */
const field = (ics: string, name: string) =>
  ics
    .replace(/\r\n /g, "")
    .split("\r\n")
    .find((l) => l.startsWith(`${name}:`))
    ?.slice(name.length + 1);

describe("the session in an invitee's own calendar (GET /booking/participant/{id}/calendar)", () => {
  it("is the client's event, with the therapist's name and a link to the invitation, once accepted", async () => {
    const { session, partner, id } = await invitedPartner();
    expect((await calendarOf(id, partner.token)).body.code).toBe("NOT_IN_CALENDAR");
    await answer(id, partner.token, "acknowledged");

    const res = await calendarOf(id, partner.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const ics = res.body as string;
    expect(field(ics, "SUMMARY")).toBe("Session with Marcus Lee");
    expect(field(ics, "URL")).toMatch(new RegExp(`/appointments/participant/${id}/$`));
    // The same event as the client's, so a calendar both read holds it once.
    const clients = await call(`/booking/${session.id}/calendar`, { token: session.client.token });
    for (const name of ["UID", "DTSTART", "DTEND", "SEQUENCE", "LOCATION"])
      expect(field(ics, name)).toBe(field(clients.body, name));
    expect(ics).not.toContain("Couples");

    const german = await calendarOf(id, partner.token, { "x-language": "de" });
    expect(field(german.body, "SUMMARY")).toBe("Sitzung mit Marcus Lee");
    expect(field(german.body, "URL")).toMatch(new RegExp(`/de/appointments/participant/${id}/$`));
  });

  it("is refused after a decline, when the therapist turned them away, unpaid or cancelled", async () => {
    const refused = async (id: string, token: string) => {
      const res = await calendarOf(id, token);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe("NOT_IN_CALENDAR");
    };
    const declined = await invitedPartner();
    await answer(declined.id, declined.partner.token, "rejected");
    await refused(declined.id, declined.partner.token);

    const turnedAway = await invitedPartner();
    await answer(turnedAway.id, turnedAway.partner.token, "acknowledged");
    await call(`/appointment/participant/${turnedAway.id}/reject-booking`, {
      token: await therapistToken(MARCUS),
      method: "POST",
    });
    await refused(turnedAway.id, turnedAway.partner.token);

    const unpaid = await invitedPartner();
    await answer(unpaid.id, unpaid.partner.token, "acknowledged");
    await database.db
      .update(bookings)
      .set({ status: "pending" })
      .where(eq(bookings.id, unpaid.session.id));
    await refused(unpaid.id, unpaid.partner.token);

    const cancelled = await invitedPartner();
    await answer(cancelled.id, cancelled.partner.token, "acknowledged");
    await call(`/booking/${cancelled.session.id}/cancel`, {
      token: cancelled.session.client.token,
      body: {},
    });
    await refused(cancelled.id, cancelled.partner.token);
  });

  it("is the invitee's own: anyone else 404 (the session's client and therapist too), no one signed in 401", async () => {
    const { session, partner, id } = await invitedPartner();
    await answer(id, partner.token, "acknowledged");
    const stranger = await signedInUser();
    for (const token of [stranger.token, session.client.token, await therapistToken(MARCUS)])
      expect((await calendarOf(id, token)).status).toBe(404);
    expect((await calendarOf(id)).status).toBe(401);
  });
});

describe("the sessions one is invited to (GET /booking/participant)", () => {
  it("lists the invitee's upcoming invitations, soonest first, and nobody else's", async () => {
    const partner = await signedInUser();
    const later = await paidSession({ therapistEmail: MARCUS, category: "couples", slotIndex: 90 });
    const sooner = await paidSession({
      therapistEmail: MARCUS,
      category: "couples",
      slotIndex: 80,
    });
    const over = await paidSession({ therapistEmail: MARCUS, category: "couples", slotIndex: 85 });
    for (const s of [later, sooner, over])
      await call("/share-booking", {
        token: s.client.token,
        body: { bookingIdentifier: s.id, emails: [partner.user.email] },
      });
    const start = Date.now() - 6 * 3_600_000;
    await database.db
      .update(bookings)
      .set({ startTime: new Date(start), endTime: new Date(start + 3_600_000) })
      .where(eq(bookings.id, over.id));

    const listed = await call("/booking/participant", { token: partner.token });
    expect(listed.status).toBe(200);
    expect(
      listed.body.data.map((i: { booking: { identifier: string } }) => i.booking.identifier),
    ).toEqual([sooner.id, later.id]);
    expect(listed.body.data[0]).toMatchObject({
      status: "posted",
      invitedBy: { firstName: "Test" },
      booking: { status: "confirmed", provider: { firstName: "Marcus" } },
    });
    // As the invitation itself answers, never the payment, the note or an email.
    const one = await call(`/booking/participant/${listed.body.data[0].identifier}`, {
      token: partner.token,
    });
    expect(listed.body.data[0]).toEqual(one.body.data);

    // A cancelled session leaves the list.
    await call(`/booking/${later.id}/cancel`, { token: later.client.token, body: {} });
    expect((await call("/booking/participant", { token: partner.token })).body.data).toHaveLength(
      1,
    );

    // The inviting client and a stranger have none of these.
    for (const other of [sooner.client, await signedInUser()])
      expect((await call("/booking/participant", { token: other.token })).body.data).toEqual([]);
    expect((await call("/booking/participant")).status).toBe(401);
  });

  it("keeps an upcoming session listed behind more than a hundred newer invitations", async () => {
    const partner = await signedInUser();
    const { session, id } = await invitedPartnerOf(partner, 97);
    // Years of weekly couples sessions after it, all over, each with its own invitation.
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, session.id));
    const { id: _id, paymentReference: _reference, ...copy } = row!;
    const pastStart = Date.now() - 30 * 86_400_000;
    const past = await database.db
      .insert(bookings)
      .values(
        Array.from({ length: 101 }, (_, week) => ({
          ...copy,
          status: "completed" as const,
          startTime: new Date(pastStart - week * 7 * 86_400_000),
          endTime: new Date(pastStart - week * 7 * 86_400_000 + 3_600_000),
        })),
      )
      .returning({ id: bookings.id });
    const newer = Date.now() + 60_000;
    await database.db.insert(bookingParticipants).values(
      past.map((b, i) => ({
        bookingId: b.id,
        invitedBy: session.client.user.id,
        email: partner.user.email.toLowerCase(),
        userId: partner.user.id,
        locale: "en",
        expiresAt: new Date(newer),
        createdAt: new Date(newer + i),
      })),
    );

    const listed = (await call("/booking/participant", { token: partner.token })).body.data;
    expect(listed.map((i: { identifier: string }) => i.identifier)).toEqual([id]);
  });

  it("includes one sent to their address before they had an account", async () => {
    const session = await paidSession({
      therapistEmail: MARCUS,
      category: "couples",
      slotIndex: 95,
    });
    const email = `later-${Date.now()}@example.com`;
    await call("/share-booking", {
      token: session.client.token,
      body: { bookingIdentifier: session.id, emails: [email] },
    });
    const newcomer = await signedInUser({ email });
    const listed = (await call("/booking/participant", { token: newcomer.token })).body.data;
    expect(listed).toHaveLength(1);
    expect(listed[0].booking.identifier).toBe(session.id);
  });
});
