import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingParticipants } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { createUser, lastEmailTo, signedInUser } from "@/tests/helpers/factories";
import { paidSession, therapistToken, unscheduledSession } from "@/tests/helpers/sessions";
import { onPostgres, withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });
const MARCUS = "marcus.lee@demo.therapy";
const SARAH = "sarah.mitchell@demo.therapy";

let slot = 40;
/** A paid couples session with Marcus, each on its own slot. */
const couplesSession = () =>
  paidSession({ therapistEmail: MARCUS, category: "couples", slotIndex: slot++ });

const invite = (
  bookingIdentifier: string,
  token: string | undefined,
  emails: string[],
  lang = "en",
) =>
  call("/share-booking", {
    token,
    body: { bookingIdentifier, emails },
    headers: { "X-Language": lang },
  });

const linkId = (text: string) => text.match(/\/appointments\/participant\/([0-9a-f-]{36})\//)![1]!;

describe("inviting participants (POST /share-booking)", () => {
  it("invites a partner by email in their language, with a link; they sign up, see the session and accept", async () => {
    const s = await couplesSession();
    const partnerEmail = `partner-${Date.now()}@example.com`;
    const res = await invite(s.id, s.client.token, [partnerEmail.toUpperCase()], "de");
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual([
      expect.objectContaining({
        email: partnerEmail,
        status: "posted",
        name: null,
        expired: false,
      }),
    ]);
    const mail = await lastEmailTo(partnerEmail);
    expect(mail!.subject).toBe("Test Person hat Sie zu einer Therapiesitzung eingeladen");
    expect(mail!.text).toContain("/de/appointments/participant/");
    const id = linkId(mail!.text);
    expect(id).toBe(res.body.data[0].identifier);

    // The partner signs up with the invited address, then opens the link.
    const partner = await signedInUser({ email: partnerEmail, countryCode: "US" });
    const seen = await call(`/booking/participant/${id}`, { token: partner.token });
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({
      status: "posted",
      invitedBy: { firstName: "Test" },
      booking: { identifier: s.id, status: "confirmed", provider: { firstName: "Marcus" } },
    });
    // Never the payment, the booking note or anyone's email.
    const text = JSON.stringify(seen.body);
    for (const hidden of ["amount", "currency", "note", "Private note", "@", s.client.user.id])
      expect(text).not.toContain(hidden);

    const accepted = await call(`/booking/participant/${id}/status`, {
      token: partner.token,
      body: { status: "acknowledged" },
    });
    expect(accepted.body.data.status).toBe("acknowledged");

    // The therapist sees both: the client on the booking, the partner as a participant.
    const marcus = await therapistToken(MARCUS);
    const list = await call(`/share-booking/${s.id}`, { token: marcus });
    expect(list.body.data).toEqual([
      expect.objectContaining({ identifier: id, name: "Test Person", status: "acknowledged" }),
    ]);
    const ack = await call(`/appointment/participant/${id}/acknowledge`, {
      token: marcus,
      method: "POST",
    });
    expect(ack.body.data.providerDecision).toBe("acknowledged");
  });

  it("invites to a session whose time is still to be chosen, saying so instead of a time", async () => {
    const s = await unscheduledSession({ therapistEmail: MARCUS, category: "couples" });
    const partnerEmail = `untimed-${Date.now()}@example.com`;
    expect((await invite(s.id, s.client.token, [partnerEmail])).status).toBe(201);
    const mail = await lastEmailTo(partnerEmail);
    expect(mail!.text).toContain(
      "Test Person invited you to join their Couples therapy session with Marcus Lee; its time is still to be chosen.",
    );
    expect(mail!.text).not.toContain(" on —");
  });

  it("attaches an invite to an existing account at once, in that account's language", async () => {
    const s = await couplesSession();
    const existing = await createUser({ countryCode: "US" });
    const res = await invite(s.id, s.client.token, [existing.email]);
    const [row] = await database.db
      .select()
      .from(bookingParticipants)
      .where(eq(bookingParticipants.id, res.body.data[0].identifier));
    expect(row!.userId).toBe(existing.id);
    expect(res.body.data[0].name).toBe("Test Person");
  });

  it("declining, and the therapist rejecting, are kept; a rejected participant cannot accept", async () => {
    const s = await couplesSession();
    const a = await signedInUser({ countryCode: "US" });
    const b = await signedInUser({ countryCode: "US" });
    const res = await invite(s.id, s.client.token, [a.user.email, b.user.email]);
    const [ia, ib] = res.body.data.map((p: { identifier: string }) => p.identifier);
    const declined = await call(`/booking/participant/${ia}/status`, {
      token: a.token,
      body: { status: "rejected" },
    });
    expect(declined.body.data.status).toBe("rejected");
    const marcus = await therapistToken(MARCUS);
    const rejected = await call(`/appointment/participant/${ib}/reject-booking`, {
      token: marcus,
      method: "POST",
    });
    expect(rejected.body.data.providerDecision).toBe("rejected");
    const late = await call(`/booking/participant/${ib}/status`, {
      token: b.token,
      body: { status: "acknowledged" },
    });
    expect([late.status, late.body.code]).toEqual([409, "PARTICIPANT_REJECTED"]);
    expect(
      (
        await call(`/booking/participant/${ia}/status`, {
          token: a.token,
          body: { status: "maybe" },
        })
      ).status,
    ).toBe(400);
  });

  it("lets an invitation expire: then it cannot be answered", async () => {
    const s = await couplesSession();
    const a = await signedInUser({ countryCode: "US" });
    const id = (await invite(s.id, s.client.token, [a.user.email])).body.data[0].identifier;
    const [row] = await database.db
      .select()
      .from(bookingParticipants)
      .where(eq(bookingParticipants.id, id));
    // Expires after 7 days, or at the session's start if sooner.
    expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(row!.createdAt.getTime() + 7 * 86_400_000);
    await database.db
      .update(bookingParticipants)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookingParticipants.id, id));
    expect((await call(`/booking/participant/${id}`, { token: a.token })).body.data.expired).toBe(
      true,
    );
    const res = await call(`/booking/participant/${id}/status`, {
      token: a.token,
      body: { status: "acknowledged" },
    });
    expect([res.status, res.body.code]).toEqual([410, "INVITE_EXPIRED"]);
  });

  it("allows at most 4 participants in play; declined and expired ones free a place", async () => {
    const s = await couplesSession();
    const emails = (n: number, tag: string) =>
      Array.from({ length: n }, (_, i) => `${tag}-${i}-${Date.now()}@example.com`);
    expect((await invite(s.id, s.client.token, emails(5, "five"))).body.errors.emails).toBe(
      "Enter one to four valid email addresses.",
    );
    expect((await invite(s.id, s.client.token, emails(3, "three"))).status).toBe(201);
    const two = await invite(s.id, s.client.token, emails(2, "two"));
    expect([two.status, two.body.code, two.body.message]).toEqual([
      409,
      "INVITE_LIMIT",
      "A session can have at most 4 invited participants.",
    ]);
    const fourth = await invite(s.id, s.client.token, emails(1, "four"));
    expect(fourth.status).toBe(201);
    expect((await invite(s.id, s.client.token, emails(1, "fifth"))).body.code).toBe("INVITE_LIMIT");
    await database.db
      .update(bookingParticipants)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookingParticipants.id, fourth.body.data[3].identifier));
    expect((await invite(s.id, s.client.token, emails(1, "again"))).status).toBe(201);
  });

  it("refuses sessions whose category has no invites, duplicates, the client's own address and other people's bookings", async () => {
    const individual = await paidSession({ therapistEmail: SARAH, slotIndex: 60 });
    const refused = await invite(individual.id, individual.client.token, ["x@example.com"]);
    expect([refused.status, refused.body.code]).toEqual([409, "INVITES_NOT_ALLOWED"]);
    const s = await couplesSession();
    expect((await invite(s.id, s.client.token, ["dup@example.com"])).status).toBe(201);
    expect((await invite(s.id, s.client.token, ["DUP@example.com"])).body.code).toBe(
      "ALREADY_INVITED",
    );
    expect((await invite(s.id, s.client.token, [s.client.user.email])).body.errors.emails).toBe(
      "You cannot invite yourself.",
    );
    expect((await invite(s.id, undefined, ["a@example.com"])).status).toBe(401);
    const other = await signedInUser({ countryCode: "US" });
    expect((await invite(s.id, other.token, ["a@example.com"])).status).toBe(404);
    expect((await invite(s.id, await therapistToken(MARCUS), ["a@example.com"])).status).toBe(403);
  });
});

describe("who may see and decide on participants", () => {
  it("shows an invitation only to its invitee; decisions only to the session's therapist", async () => {
    const s = await couplesSession();
    const invitee = await signedInUser({ countryCode: "US" });
    const stranger = await signedInUser({ countryCode: "US" });
    const id = (await invite(s.id, s.client.token, [invitee.user.email])).body.data[0].identifier;
    const marcus = await therapistToken(MARCUS);
    const sarah = await therapistToken(SARAH);
    // The invitation itself: the invitee only.
    for (const [token, status] of [
      [undefined, 401],
      [stranger.token, 404],
      [s.client.token, 404],
      [sarah, 404],
      [invitee.token, 200],
    ] as const) {
      expect((await call(`/booking/participant/${id}`, { token })).status).toBe(status);
      expect(
        (await call(`/booking/participant/${id}/status`, { token, body: { status: "rejected" } }))
          .status,
        String(token),
      ).toBe(status === 200 ? 200 : status);
    }
    // The list: the booking's client and therapist.
    for (const [token, status] of [
      [undefined, 401],
      [stranger.token, 404],
      [invitee.token, 404],
      [sarah, 404],
      [s.client.token, 200],
      [marcus, 200],
    ] as const)
      expect((await call(`/share-booking/${s.id}`, { token })).status).toBe(status);
    // Acknowledge and reject: the session's therapist only.
    for (const path of ["acknowledge", "reject-booking"]) {
      for (const [token, status] of [
        [undefined, 401],
        [s.client.token, 403],
        [invitee.token, 403],
        [sarah, 404],
        [marcus, 200],
      ] as const)
        expect(
          (await call(`/appointment/participant/${id}/${path}`, { token, method: "POST" })).status,
        ).toBe(status);
    }
  });
});

describe.runIf(onPostgres)("on PostgreSQL", () => {
  it("keeps the limit when invites are sent at once", async () => {
    const s = await couplesSession();
    const answers = await Promise.all(
      [0, 1, 2].map((i) =>
        invite(s.id, s.client.token, [`race-${i}a@example.com`, `race-${i}b@example.com`]),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 409]);
  });
});
