import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { bookableTherapist, freeSlots } from "@/tests/helpers/booking";
import { lastEmailTo, signedInUser } from "@/tests/helpers/factories";
import { endInPast, paidSession, therapistToken } from "@/tests/helpers/sessions";
import { pngImage } from "@/tests/helpers/images";
import { withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });
// Priya has no seeded bookings: her client list is only what these tests book.
const PRIYA = "priya.shah@demo.therapy";
const family = { therapistEmail: PRIYA, category: "family" };
const SARAH = "sarah.mitchell@demo.therapy";

async function namedClient(firstName: string, lastName: string) {
  const client = await signedInUser({ countryCode: "US" });
  await database.db.update(users).set({ firstName, lastName }).where(eq(users.id, client.user.id));
  return client;
}

describe("a therapist's clients", () => {
  it("lists every client with next and last session and the number of sessions, searchable and paged", async () => {
    const priya = await therapistToken(PRIYA);
    const before = (await call("/clients?page=1", { token: priya })).body.meta.total;
    const anna = await namedClient("Anna", "Zimmer");
    const past = await paidSession({ ...family, client: anna, slotIndex: 40 });
    await endInPast(past.id);
    const next = await paidSession({ ...family, client: anna, slotIndex: 41 });
    const bob = await namedClient("Bob", "Yilmaz");
    await paidSession({ ...family, client: bob, slotIndex: 42 });

    const all = await call("/clients?page=1", { token: priya });
    expect(all.body.meta).toEqual({ page: 1, pageSize: 10, total: before + 2 });
    const found = await call("/clients?search=zim", { token: priya });
    expect(found.body.data).toEqual([
      {
        identifier: anna.user.id,
        firstName: "Anna",
        lastName: "Zimmer",
        photoUrl: null,
        nextSession: expect.any(String),
        lastSession: expect.any(String),
        sessions: 2,
      },
    ]);
    const nextStart = (await call(`/booking/${next.id}`, { token: anna.token })).body.data
      .startTime;
    expect(found.body.data[0].nextSession).toBe(nextStart);
    expect((await call("/clients?search=anna%20zimmer", { token: priya })).body.data).toHaveLength(
      1,
    );
    expect((await call("/clients?search=%25", { token: priya })).body.data).toEqual([]);
    expect((await call(`/clients?search=${"x".repeat(101)}`, { token: priya })).status).toBe(400);
    expect((await call("/clients?page=0", { token: priya })).status).toBe(400);
    // Another therapist does not see them.
    const sarah = await therapistToken(SARAH);
    expect((await call("/clients?search=zimmer", { token: sarah })).body.data).toEqual([]);
    expect((await call("/clients", { token: anna.token })).status).toBe(403);
    expect((await call("/clients")).status).toBe(401);
  });

  it("shows one client's profile and appointment history with reviews, and 404 to strangers", async () => {
    const priya = await therapistToken(PRIYA);
    const carla = await namedClient("Carla", "Xu");
    const done = await paidSession({ ...family, client: carla, slotIndex: 43 });
    await endInPast(done.id);
    await paidSession({ ...family, client: carla, slotIndex: 44 });
    const written = await call(`/review/${done.id}`, {
      token: carla.token,
      body: { rating: 4.5, comment: "Thoughtful and warm." },
    });
    expect(written.status).toBe(201);

    const profile = await call(`/client/profile/${carla.user.id}`, { token: priya });
    expect(profile.body.data).toMatchObject({
      identifier: carla.user.id,
      firstName: "Carla",
      sessions: 2,
    });
    const history = await call(`/appointment/client/${carla.user.id}?page=1`, { token: priya });
    expect(history.body.meta).toEqual({ page: 1, pageSize: 10, total: 2 });
    const [upcoming, completed] = history.body.data;
    expect(upcoming).toMatchObject({ status: "confirmed", review: null, feedbackProvided: false });
    // A named review shows on its session; an anonymous one would not (anonymity.test.ts).
    expect(completed).toMatchObject({
      status: "completed",
      feedbackProvided: true,
      review: { rating: 4.5, isAnonymous: false, reviewerName: "Carla X." },
    });

    const stranger = await signedInUser({ countryCode: "US" });
    const sarah = await therapistToken(SARAH);
    for (const [token, id, status] of [
      [priya, stranger.user.id, 404],
      [sarah, carla.user.id, 404],
      [carla.token, carla.user.id, 403],
      [undefined, carla.user.id, 401],
    ] as const) {
      expect((await call(`/client/profile/${id}`, { token })).status).toBe(status);
      expect((await call(`/appointment/client/${id}`, { token })).status).toBe(status);
    }
    expect((await call("/client/profile/nope", { token: priya })).status).toBe(400);
  });
});

/** The therapist invites the client's address; the link's token, for the client to claim. */
async function invite(therapist: string, client: { user: { email: string } }) {
  await call("/client-import", {
    token: therapist,
    body: { mode: "emails", emails: client.user.email },
  });
  return (await lastEmailTo(client.user.email))!.text.match(/\/invitation\/([\w-]+)/)![1]!;
}

describe("one who accepted the therapist's invitation (decision 0405)", () => {
  it("is their client to look up and book for, without an emergency contact until a session", async () => {
    const sarah = await therapistToken(SARAH);
    const joined = await namedClient("Jola", "Adeyemi");
    const invitation = await invite(sarah, joined);
    await call("/client/emergency-contact", {
      token: joined.token,
      body: { name: "Ngozi Obi", phoneNumber: "123" },
    });
    const id = joined.user.id;
    const therapist = await bookableTherapist();
    const [slot] = await freeSlots(therapist.providerId, therapist.categoryId);
    const book = () =>
      call("/appointment", {
        token: sarah,
        body: {
          clientId: id,
          therapyCategoryId: therapist.categoryId,
          modality: "video",
          timeslotIdentifier: slot!.identifier,
        },
      });

    // Invited is not joined: nothing is known of them yet.
    expect((await call(`/client/profile/${id}`, { token: sarah })).status).toBe(404);
    expect((await call(`/appointment/client/${id}`, { token: sarah })).status).toBe(404);
    expect((await book()).status).toBe(404);

    const before = Date.now();
    await call("/client-import/claim", { token: joined.token, body: { token: invitation } });
    const profile = await call(`/client/profile/${id}`, { token: sarah });
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({
      identifier: id,
      firstName: "Jola",
      lastName: "Adeyemi",
      sessions: 0,
      nextSession: null,
      lastSession: null,
      emergencyContact: null,
    });
    expect(Math.abs(Date.parse(profile.body.data.clientSince) - before)).toBeLessThan(60_000);
    const history = await call(`/appointment/client/${id}`, { token: sarah });
    expect(history.status).toBe(200);
    expect(history.body.data).toEqual([]);
    expect((await call(`/clients/relation/${id}`, { token: sarah })).body.data).toEqual({
      isClient: true,
      sessions: 0,
      client: { identifier: id, firstName: "Jola", lastName: "Adeyemi" },
    });

    const booked = await book();
    expect(booked.status).toBe(201);
    expect(booked.body.data).toMatchObject({ status: "pending", createdByProvider: true });
    // A held booking, not yet a session: still no emergency contact.
    const after = await call(`/client/profile/${id}`, { token: sarah });
    expect(after.body.data).toMatchObject({ nextSession: slot!.start, emergencyContact: null });

    // Another therapist learns nothing of them.
    const other = await therapistToken(PRIYA);
    expect((await call(`/client/profile/${id}`, { token: other })).status).toBe(404);
    expect((await call(`/appointment/client/${id}`, { token: other })).status).toBe(404);
  });

  it("abroad, paying in another currency, cannot be booked a session they could never pay", async () => {
    const sarah = await therapistToken(SARAH);
    const abroad = await signedInUser({ countryCode: "DE" });
    const invitation = await invite(sarah, abroad);
    await call("/client-import/claim", { token: abroad.token, body: { token: invitation } });
    const therapist = await bookableTherapist();
    const [slot] = await freeSlots(therapist.providerId, therapist.categoryId);
    const res = await call("/appointment", {
      token: sarah,
      body: {
        clientId: abroad.user.id,
        therapyCategoryId: therapist.categoryId,
        modality: "video",
        timeslotIdentifier: slot!.identifier,
      },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: "CLIENT_CURRENCY_MISMATCH",
      message: "This session could not be paid: their wallet is in EUR and your fee is in USD.",
    });
    const after = await freeSlots(therapist.providerId, therapist.categoryId);
    expect(after.map((s) => s.identifier)).toContain(slot!.identifier);
    expect(
      (await call(`/appointment/client/${abroad.user.id}`, { token: sarah })).body.data,
    ).toEqual([]);
  });
});

describe("a client's picture in their therapist's lists (issue 66)", () => {
  it("loads for every client the therapist's list and client page show, a cancelled one too, and for no other therapist", async () => {
    const priya = await therapistToken(PRIYA);
    const client = await namedClient("Cleo", "Vance");
    const form = new FormData();
    form.append("photo", new File([new Uint8Array(pngImage(200, 200))], "me.png"));
    await call("/client/profile-picture", { token: client.token, body: form, method: "POST" });
    await call("/client/emergency-contact", {
      token: client.token,
      body: { name: "Ngozi Obi", phoneNumber: "0801234567" },
    });
    const only = await paidSession({ ...family, client, slotIndex: 45 });
    const cancelled = await call(`/booking/${only.id}/cancel`, { token: client.token, body: {} });
    expect(cancelled.body.data.status).toBe("cancelled");

    const listed = (await call("/clients?search=vance", { token: priya })).body.data;
    const profile = (await call(`/client/profile/${client.user.id}`, { token: priya })).body.data;
    expect(listed[0].photoUrl).toMatch(/^\/api\/client\/profile-picture\//);
    expect(profile.photoUrl).toBe(listed[0].photoUrl);
    const picture = profile.photoUrl.replace(/^\/api/, "");
    expect((await call(picture, { token: priya })).status).toBe(200);
    // The emergency contact waits for a session they had together.
    expect(profile.emergencyContact).toBeNull();

    // Another therapist: neither the page nor the picture.
    const sarah = await therapistToken(SARAH);
    expect((await call(`/client/profile/${client.user.id}`, { token: sarah })).status).toBe(404);
    expect((await call(picture, { token: sarah })).status).toBe(404);
  });
});
