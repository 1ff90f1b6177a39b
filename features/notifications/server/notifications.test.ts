import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, notifications, users } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { bookableTherapist, freeSlots, fundWallet } from "@/tests/helpers/booking";
import { lastEmailTo, signedInUser } from "@/tests/helpers/factories";
import { completedSession, paidSession, therapistToken } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { notify } from "./service";

const database = withTestDatabase({ seed: true });
const SARAH = "sarah.mitchell@demo.therapy";

const list = (token: string, cursor?: string) =>
  call(`/notifications${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`, { token });
const unread = async (token: string) =>
  (await call("/notifications/unread-count", { token })).body.data.count as number;
const newest = async (token: string) => (await list(token)).body.data[0];

async function startOf(id: string) {
  const [row] = await database.db.select().from(bookings).where(eq(bookings.id, id));
  return row!.startTime!.toISOString();
}

describe("news from the other side of a session (decision 0508)", () => {
  it("a therapist hears of a booking and of its cancellation, named and timed; the client who acted hears nothing", async () => {
    const sarah = await therapistToken(SARAH);
    const before = await unread(sarah);
    const session = await paidSession({ therapistEmail: SARAH, slotIndex: 60 });

    expect(await newest(sarah)).toMatchObject({
      kind: "newBooking",
      actorName: "Test Person",
      bookingId: session.id,
      details: { at: await startOf(session.id), count: 1 },
      read: false,
    });
    expect(await unread(sarah)).toBe(before + 1);

    const cancelled = await call(`/booking/${session.id}/cancel`, {
      token: session.client.token,
      body: {},
    });
    expect(cancelled.status).toBe(200);
    expect(await newest(sarah)).toMatchObject({
      kind: "cancelled",
      actorName: "Test Person",
      bookingId: session.id,
      details: { at: await startOf(session.id) },
    });
    expect(await unread(sarah)).toBe(before + 2);
    expect((await list(session.client.token)).body).toEqual({
      data: [],
      meta: { nextCursor: null },
    });
  });

  it("a session a therapist books for a client: the client is asked to pay it, the therapist hears it was confirmed", async () => {
    const sarah = await therapistToken(SARAH);
    const first = await paidSession({ therapistEmail: SARAH, slotIndex: 100 });
    const therapist = await bookableTherapist(SARAH);
    const slot = (await freeSlots(therapist.providerId, therapist.categoryId))[104]!;
    const booked = await call("/appointment", {
      token: sarah,
      body: {
        clientId: first.client.user.id,
        therapyCategoryId: therapist.categoryId,
        modality: "video",
        timeslotIdentifier: slot.identifier,
      },
    });
    expect(booked.status).toBe(201);
    const id = booked.body.data.identifier as string;
    expect(await newest(first.client.token)).toMatchObject({
      kind: "bookedForYou",
      actorName: "Sarah Mitchell",
      bookingId: id,
      details: { at: await startOf(id) },
    });
    await fundWallet(first.client.user.id, booked.body.data.amount, booked.body.data.currency);
    const paid = await call(`/booking/${id}/pay`, { token: first.client.token, method: "POST" });
    expect(paid.body.data.status).toBe("confirmed");
    expect(await newest(sarah)).toMatchObject({
      kind: "bookingConfirmed",
      actorName: "Test Person",
      bookingId: id,
    });
  });

  it("a client hears that their therapist cancelled, and that they moved a session, with both times", async () => {
    const sarah = await therapistToken(SARAH);
    const session = await paidSession({ therapistEmail: SARAH, slotIndex: 70 });
    const from = await startOf(session.id);
    const therapist = await bookableTherapist(SARAH);
    const target = (await freeSlots(therapist.providerId, therapist.categoryId))[74]!;
    const moved = await call(`/appointment/${session.id}/reschedule`, {
      token: sarah,
      body: { timeslotIdentifier: target.identifier, note: "Clinic closed" },
    });
    expect(moved.status).toBe(200);
    const to = await startOf(session.id);
    expect(to).not.toBe(from);
    const [move] = (await list(session.client.token)).body.data;
    expect(move).toMatchObject({
      bookingId: session.id,
      actorName: "Sarah Mitchell",
      details: { at: to, from },
    });
    expect(["sessionMoved", "rescheduleRequested"]).toContain(move.kind);

    await call(`/appointment/${session.id}/cancel`, { token: sarah, body: {} });
    expect(await newest(session.client.token)).toMatchObject({
      kind: "cancelled",
      actorName: "Sarah Mitchell",
      bookingId: session.id,
      details: { at: to },
    });
    expect(await unread(session.client.token)).toBe(2);
  });

  it("an anonymous review is told to no one (decision 0406); a named one names its writer as they are now", async () => {
    const anonymous = await completedSession({ therapistEmail: SARAH, slotIndex: 80 });
    const sarah = await therapistToken(SARAH);
    const before = await newest(sarah);
    await call(`/review/${anonymous.id}`, {
      token: anonymous.client.token,
      body: { rating: 4.5, isAnonymous: true },
    });
    expect(await newest(sarah)).toEqual(before);

    const named = await completedSession({ therapistEmail: SARAH, slotIndex: 82 });
    await call(`/review/${named.id}`, { token: named.client.token, body: { rating: 3 } });
    await database.db
      .update(users)
      .set({ firstName: "Renamed", lastName: "Reviewer" })
      .where(eq(users.id, named.client.user.id));
    expect(await newest(sarah)).toMatchObject({
      kind: "reviewReceived",
      actorName: "Renamed Reviewer",
      details: { rating: 3 },
    });
  });
});

describe("invitations to a session (decision 0508)", () => {
  it("an invitee with an account hears of it; the inviter hears each answer, the therapist who will join", async () => {
    const session = await paidSession({
      therapistEmail: "marcus.lee@demo.therapy",
      category: "couples",
      slotIndex: 90,
    });
    const partner = await signedInUser({ countryCode: "US" });
    const other = await signedInUser({ countryCode: "US" });
    await database.db
      .update(users)
      .set({ firstName: "Pat", lastName: "Partner" })
      .where(eq(users.id, partner.user.id));
    await database.db
      .update(users)
      .set({ firstName: "Olu", lastName: "Other" })
      .where(eq(users.id, other.user.id));
    const shared = await call("/share-booking", {
      token: session.client.token,
      body: { bookingIdentifier: session.id, emails: [partner.user.email, other.user.email] },
    });
    expect(shared.status).toBe(201);
    const invited = await newest(partner.token);
    expect(invited).toMatchObject({
      kind: "invitedToSession",
      actorName: "Test Person",
      bookingId: session.id,
      details: { at: await startOf(session.id) },
    });
    expect(shared.body.data.map((p: { identifier: string }) => p.identifier)).toContain(
      invited.details.invitation,
    );

    const answer = (who: typeof partner, id: string, status: string) =>
      call(`/booking/participant/${id}/status`, { token: who.token, body: { status } });
    expect((await answer(partner, invited.details.invitation, "acknowledged")).status).toBe(200);
    const marcus = await therapistToken("marcus.lee@demo.therapy");
    for (const token of [marcus, session.client.token])
      expect(await newest(token)).toMatchObject({
        kind: "invitationAccepted",
        actorName: "Pat Partner",
        bookingId: session.id,
      });

    const second = await newest(other.token);
    await answer(other, second.details.invitation, "rejected");
    expect(await newest(session.client.token)).toMatchObject({
      kind: "invitationDeclined",
      actorName: "Olu Other",
    });
    expect((await newest(marcus)).kind).toBe("invitationAccepted");

    // The same answer again tells no one anything new.
    const count = await unread(session.client.token);
    await answer(partner, invited.details.invitation, "acknowledged");
    expect(await unread(session.client.token)).toBe(count);
  });
});

/** A therapist who imported a client, the client's new account, and the link from the email. */
async function importedClient(name: string) {
  const therapist = await signedInUser({ userType: "provider" });
  const email = `${name}-${Date.now()}@example.com`;
  await call("/client-import", {
    token: therapist.token,
    body: { mode: "emails", emails: email, language: "en" },
  });
  const mail = await lastEmailTo(email);
  const token = mail!.text.match(/\/invitation\/([A-Za-z0-9_-]+)/)![1]!;
  return { therapist, token, client: await signedInUser({ email }) };
}

describe("an imported client joins (decision 0508)", () => {
  it("the therapist hears it once, however often the link is used", async () => {
    const { therapist, token, client } = await importedClient("joins");
    for (let i = 0; i < 2; i++)
      expect(
        (await call("/client-import/claim", { token: client.token, body: { token } })).status,
      ).toBe(200);
    expect((await list(therapist.token)).body.data).toEqual([
      expect.objectContaining({ kind: "importClaimed", actorName: "Test Person", read: false }),
    ]);
  });
});

describe("an imported client joins at once from two tabs", () => {
  it("the therapist still hears it once, and nobody else can claim the link", async () => {
    const { therapist, token, client } = await importedClient("race");
    const claims = await Promise.all(
      Array.from({ length: 4 }, () =>
        call("/client-import/claim", { token: client.token, body: { token } }),
      ),
    );
    expect(claims.map((c) => c.status)).toEqual([200, 200, 200, 200]);
    expect((await list(therapist.token)).body.data).toHaveLength(1);
    const stranger = await signedInUser();
    const refused = await call("/client-import/claim", { token: stranger.token, body: { token } });
    expect(refused.body.code).toBe("INVALID_LINK");
  });
});

describe("reading and marking read", () => {
  it("pages 45 notifications of the same instant 20 at a time, each once, newest first", async () => {
    const person = await signedInUser();
    const now = new Date("2026-11-20T10:00:00.123Z");
    await notify(
      Array.from({ length: 45 }, () => ({ userId: person.user.id, kind: "payoutSent" as const })),
      now,
    );
    const seen: string[] = [];
    let cursor: string | undefined;
    const sizes: number[] = [];
    do {
      const page = await list(person.token, cursor);
      expect(page.status).toBe(200);
      sizes.push(page.body.data.length);
      seen.push(...page.body.data.map((n: { identifier: string }) => n.identifier));
      cursor = page.body.meta.nextCursor ?? undefined;
    } while (cursor);
    expect(sizes).toEqual([20, 20, 5]);
    expect(new Set(seen).size).toBe(45);
    expect(await unread(person.token)).toBe(45);

    const bad = await list(person.token, "not-a-cursor");
    expect(bad.status).toBe(400);
    expect(bad.body.errors.cursor).toBe("This cursor is not valid.");
  });

  it("marks read up to the one seen, not what came after it", async () => {
    const person = await signedInUser();
    await notify(
      [{ userId: person.user.id, kind: "credentialsApproved" }],
      new Date(Date.now() - 60_000),
    );
    await notify(
      [
        {
          userId: person.user.id,
          kind: "payoutSent",
          details: { amount: 1500, currency: "USD", month: "2026-10" },
        },
      ],
      new Date(Date.now() - 30_000),
    );
    const [latest, older] = (await list(person.token)).body.data;
    expect([latest.kind, older.kind]).toEqual(["payoutSent", "credentialsApproved"]);
    expect(latest.details).toEqual({ amount: 1500, currency: "USD", month: "2026-10" });

    // A notification that arrives while the list is on the screen stays unread.
    await notify([{ userId: person.user.id, kind: "credentialsRejected" }]);
    const marked = await call("/notifications/mark-read", {
      token: person.token,
      method: "PUT",
      body: { identifier: latest.identifier },
    });
    expect(marked.body.data).toEqual({ count: 1 });
    const after = (await list(person.token)).body.data;
    expect(after.map((n: { kind: string; read: boolean }) => [n.kind, n.read])).toEqual([
      ["credentialsRejected", false],
      ["payoutSent", true],
      ["credentialsApproved", true],
    ]);
  });

  it("one person can neither read nor mark another's; signed out is 401; a bad id is 400", async () => {
    const owner = await signedInUser();
    const other = await signedInUser({ userType: "provider" });
    await notify([{ userId: owner.user.id, kind: "credentialsApproved" }]);
    const [mine] = (await list(owner.token)).body.data;

    expect((await list(other.token)).body.data).toEqual([]);
    const refused = await call("/notifications/mark-read", {
      token: other.token,
      method: "PUT",
      body: { identifier: mine.identifier },
    });
    expect([refused.status, refused.body.code]).toEqual([404, "NOT_FOUND"]);
    expect(await unread(owner.token)).toBe(1);

    for (const [path, method] of [
      ["/notifications", "GET"],
      ["/notifications/unread-count", "GET"],
      ["/notifications/mark-read", "PUT"],
    ])
      expect(
        (
          await call(path!, {
            method,
            body: method === "PUT" ? { identifier: mine.identifier } : undefined,
          })
        ).status,
      ).toBe(401);

    const bad = await call("/notifications/mark-read", {
      token: owner.token,
      method: "PUT",
      body: { identifier: "nope" },
      headers: { "x-language": "de" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.identifier).toBeTruthy();
  });

  it("goes with the account it is for; an actor who deleted theirs is named as deleted", async () => {
    const reader = await signedInUser();
    const actor = await signedInUser({ userType: "provider" });
    await notify([{ userId: reader.user.id, kind: "credentialsApproved", actorId: actor.user.id }]);
    expect((await newest(reader.token)).actorName).toBe("Test Person");
    const remove = (who: typeof reader) =>
      call("/user/profile/delete-account", {
        token: who.token,
        method: "DELETE",
        body: { password: who.user.password },
      });
    expect((await remove(actor)).status).toBe(200);
    expect((await newest(reader.token)).actorName).toBe("Deleted User");
    expect((await remove(reader)).status).toBe(200);
    const left = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, reader.user.id));
    expect(left).toEqual([]);
  });
});
