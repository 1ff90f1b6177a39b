import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, providerProfiles, providerSessionLinks, users } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { bookableTherapist, freeSlots, requestBooking } from "@/tests/helpers/booking";
import { signedInUser } from "@/tests/helpers/factories";
import { paidSession, therapistToken } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });
const SARAH = "sarah.mitchell@demo.therapy";
const ROOM = "https://meet.example.com/sarah-mitchell?pwd=calm";

const setLink = (token: string, link: unknown, lang = "en", useOwnRoom = link !== "") =>
  call("/provider/session-link", {
    token,
    method: "PUT",
    body: { link, useOwnRoom },
    headers: { "x-language": lang },
  });

describe("a therapist's session room (decision 0308)", () => {
  it("is saved as an https address, refused otherwise with the words to fix it, and removed when emptied", async () => {
    const sarah = await therapistToken(SARAH);
    expect((await call("/provider/session-link", { token: sarah })).body.data).toEqual({
      link: null,
      useOwnRoom: false,
    });
    for (const bad of [
      "http://meet.example.com/room",
      "javascript:alert(1)",
      "meet.example.com/room",
      "https://localhost/room",
      "https://user:pass@meet.example.com/",
      `https://meet.example.com/${"a".repeat(500)}`,
    ]) {
      const refused = await setLink(sarah, bad);
      expect(refused.status, bad).toBe(400);
      expect(refused.body.errors.link).toMatch(
        /^(Enter the full address of your video room, starting with https:\/\/|The link must not exceed 500 characters)$/,
      );
    }
    const german = await setLink(sarah, "ftp://x.example.com", "de");
    expect(german.body.errors.link).toBe(
      "Geben Sie die vollständige Adresse Ihres Videoraums ein, beginnend mit https://",
    );
    const longest = `https://meet.example.com/${"a".repeat(500 - 25)}`;
    expect(longest).toHaveLength(500);
    expect((await setLink(sarah, longest)).status).toBe(200);

    const saved = await setLink(sarah, `  ${ROOM}  `);
    expect(saved.body.data).toEqual({
      link: ROOM,
      useOwnRoom: true,
      message: "Session link saved",
    });
    expect((await call("/provider/session-link", { token: sarah })).body.data).toEqual({
      link: ROOM,
      useOwnRoom: true,
    });
    expect((await setLink(sarah, "")).body.data.link).toBeNull();
    const [row] = await database.db
      .select()
      .from(providerSessionLinks)
      .innerJoin(users, eq(users.id, providerSessionLinks.providerId))
      .where(eq(users.email, SARAH));
    expect(row).toBeUndefined();
  });

  it("belongs to therapists: a client is refused, no one signed in is 401", async () => {
    const client = await signedInUser();
    expect((await setLink(client.token, ROOM)).status).toBe(403);
    expect((await call("/provider/session-link", { token: client.token })).status).toBe(403);
    expect((await call("/provider/session-link")).status).toBe(401);
  });
});

describe("how a session's people meet (GET /booking/{id}/join, /appointment/{id}/join)", () => {
  it("a confirmed video session shows its client and therapist the room; nobody else", async () => {
    const sarah = await therapistToken(SARAH);
    await setLink(sarah, ROOM);
    const session = await paidSession({ therapistEmail: SARAH, slotIndex: 50 });
    const join = { modality: "video", room: "own", link: ROOM, address: null };
    expect(
      (await call(`/booking/${session.id}/join`, { token: session.client.token })).body,
    ).toEqual({ data: join });
    expect((await call(`/appointment/${session.id}/join`, { token: sarah })).body.data).toEqual(
      join,
    );

    const stranger = await signedInUser({ countryCode: "US" });
    const otherTherapist = await therapistToken("james.carter@demo.therapy");
    for (const [path, token] of [
      [`/booking/${session.id}/join`, stranger.token],
      [`/appointment/${session.id}/join`, otherTherapist],
      [`/appointment/${session.id}/join`, session.client.token],
    ] as const) {
      const refused = await call(path, { token });
      expect(refused.status, path).toBeGreaterThanOrEqual(403);
      expect(JSON.stringify(refused.body)).not.toContain("meet.example.com");
    }
    expect((await call(`/booking/${session.id}/join`)).status).toBe(401);

    // Once cancelled, the client no longer gets the room.
    await call(`/booking/${session.id}/cancel`, { token: session.client.token, body: {} });
    expect(
      (await call(`/booking/${session.id}/join`, { token: session.client.token })).body.data,
    ).toEqual({ modality: "video", room: null, link: null, address: null });
  });

  it("an unpaid hold does not hand out the room; an in-person session shows the office", async () => {
    const sarah = await therapistToken(SARAH);
    await setLink(sarah, ROOM);
    const therapist = await bookableTherapist(SARAH);
    const slot = (await freeSlots(therapist.providerId, therapist.categoryId))[60]!;
    const client = await signedInUser({ countryCode: "US" });
    const held = await requestBooking(client.token, therapist, slot.identifier);
    expect(held.body.data.status).toBe("pending");
    expect(
      (await call(`/booking/${held.body.data.identifier}/join`, { token: client.token })).body.data,
    ).toEqual({ modality: "video", room: null, link: null, address: null });

    const session = await paidSession({ therapistEmail: SARAH, slotIndex: 64 });
    await database.db
      .update(bookings)
      .set({ modality: "in-person" })
      .where(eq(bookings.id, session.id));
    const [office] = await database.db
      .select({ address: providerProfiles.officeAddress })
      .from(providerProfiles)
      .where(eq(providerProfiles.userId, session.providerId));
    expect(office!.address).toBeTruthy();
    expect(
      (await call(`/booking/${session.id}/join`, { token: session.client.token })).body.data,
    ).toEqual({ modality: "in-person", room: null, link: null, address: office!.address });
  });

  it("a deleted therapist account keeps no room link", async () => {
    const therapist = await signedInUser({ userType: "provider" });
    await setLink(therapist.token, ROOM);
    const removed = await call("/user/profile/delete-account", {
      token: therapist.token,
      method: "DELETE",
      body: { password: therapist.user.password },
    });
    expect(removed.status).toBe(200);
    const left = await database.db
      .select()
      .from(providerSessionLinks)
      .where(eq(providerSessionLinks.providerId, therapist.user.id));
    expect(left).toEqual([]);
  });
});
