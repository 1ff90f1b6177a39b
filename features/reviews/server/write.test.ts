import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, roomAttendance } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { lastEmailTo, signedInUser } from "@/tests/helpers/factories";
import { completedSession, endInPast, paidSession, therapistToken } from "@/tests/helpers/sessions";
import { onPostgres, withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });
const SARAH = "sarah.mitchell@demo.therapy";
const MARCUS = "marcus.lee@demo.therapy";

const review = (id: string, token: string | undefined, body: unknown, method = "POST") =>
  call(`/review/${id}`, { token, method, body });

describe("writing a review (POST /review/{bookingId})", () => {
  it("takes ratings from 0.5 to 5 in half steps and refuses 0 and 5.5", async () => {
    for (const [rating, status] of [
      [0, 400],
      [5.5, 400],
      [1.25, 400],
    ] as const) {
      const s = await completedSession();
      const res = await review(s.id, s.client.token, { rating });
      expect(res.status, `rating ${rating}`).toBe(status);
      expect(res.body.errors.rating).toBe("Choose a rating from 0.5 to 5 stars, in half steps.");
    }
    for (const rating of [0.5, 5]) {
      const s = await completedSession();
      const res = await review(s.id, s.client.token, { rating });
      expect(res.status).toBe(201);
      expect(res.body.data.rating).toBe(rating);
    }
  });

  it("takes a comment of 5 to 2500 characters and refuses 4 and 2501", async () => {
    const s = await completedSession();
    for (const length of [4, 2501]) {
      const res = await review(s.id, s.client.token, { rating: 4, comment: "a".repeat(length) });
      expect(res.status).toBe(400);
      expect(res.body.errors.comment).toBe("The comment must be 5 to 2500 characters long.");
    }
    const five = await review(s.id, s.client.token, { rating: 4, comment: "abcde" });
    expect(five.status).toBe(201);
    const t = await completedSession();
    const long = await review(t.id, t.client.token, { rating: 4, comment: "b".repeat(2500) });
    expect(long.body.data.comment).toHaveLength(2500);
  });

  it("marks the booking feedbackProvided, counts at once in the directory figures, and only once", async () => {
    const s = await completedSession({ therapistEmail: SARAH });
    const before = (await call(`/review/provider/${s.providerId}/count`)).body.data;
    const detail = await call(`/booking/${s.id}`, { token: s.client.token });
    expect(detail.body.data).toMatchObject({ status: "completed", feedbackProvided: false });

    const res = await review(s.id, s.client.token, { rating: 1, comment: "Not for me." });
    expect(res.status).toBe(201);
    expect((await call(`/booking/${s.id}`, { token: s.client.token })).body.data).toMatchObject({
      feedbackProvided: true,
    });
    const after = (await call(`/review/provider/${s.providerId}/count`)).body.data;
    expect(after.count).toBe(before.count + 1);
    const directory = await call(`/providers/${s.providerId}`);
    expect(directory.body.data).toMatchObject({
      reviewCount: after.count,
      rating: after.averageRating,
    });

    const again = await review(s.id, s.client.token, { rating: 5 });
    expect([again.status, again.body.code]).toEqual([409, "ALREADY_REVIEWED"]);
    expect(again.body.message).toBe("You have already reviewed this session.");
  });

  it("tells the therapist the rating and the client's name; an anonymous review is told to no one", async () => {
    const named = await completedSession({ therapistEmail: MARCUS });
    await review(named.id, named.client.token, { rating: 4.5, comment: "Kind and clear." });
    const toMarcus = await lastEmailTo(MARCUS);
    expect(toMarcus).toMatchObject({
      kind: "reviewReceived",
      subject: "Test P. reviewed a session: 4.5 out of 5",
    });
    expect(toMarcus!.text).not.toContain("Kind and clear.");

    // A notice when it is written would point at the session that just ended (decision 0406).
    const hidden = await completedSession({ therapistEmail: MARCUS });
    const before = await lastEmailTo(MARCUS);
    await review(hidden.id, hidden.client.token, { rating: 3, isAnonymous: true });
    expect(await lastEmailTo(MARCUS)).toEqual(before);
  });

  it("refuses sessions that did not happen: upcoming, cancelled, expired, rejected", async () => {
    const upcoming = await paidSession({ slotIndex: 41 });
    const res = await review(upcoming.id, upcoming.client.token, { rating: 4 });
    expect([res.status, res.body.code]).toEqual([409, "REVIEW_NOT_ALLOWED"]);
    for (const status of ["cancelled", "expired", "rejected"] as const) {
      const s = await completedSession({ slotIndex: 42 });
      await database.db
        .update(bookings)
        .set({ status, cancelledAt: new Date(), cancelledBy: "client" })
        .where(eq(bookings.id, s.id));
      const refused = await review(s.id, s.client.token, { rating: 4 });
      expect([refused.status, refused.body.code], status).toEqual([409, "REVIEW_NOT_ALLOWED"]);
    }
  });

  it("refuses a session of the session room that nobody met the therapist in; one held elsewhere is reviewed (0319)", async () => {
    const s = await completedSession({ slotIndex: 43 });
    await database.db.delete(roomAttendance).where(eq(roomAttendance.bookingId, s.id));
    // The client waited alone in the room: no session took place.
    const row = (await database.db.select().from(bookings).where(eq(bookings.id, s.id)))[0]!;
    await database.db.insert(roomAttendance).values({
      bookingId: s.id,
      userId: s.client.user.id,
      joinedAt: row.startTime!,
      leftAt: row.endTime!,
    });
    const refused = await review(s.id, s.client.token, { rating: 4 });
    expect([refused.status, refused.body.code]).toEqual([409, "REVIEW_NOT_ALLOWED"]);
    expect(refused.body.message).toBe("Only a session that took place can be reviewed.");

    // Held in the therapist's own room: nobody can tell, so the client may review it.
    const sarah = await therapistToken(SARAH);
    await call("/provider/session-link", {
      token: sarah,
      method: "PUT",
      body: { link: "https://meet.example.com/sarah", useOwnRoom: true },
    });
    try {
      expect((await review(s.id, s.client.token, { rating: 4 })).status).toBe(201);
    } finally {
      await call("/provider/session-link", { token: sarah, method: "PUT", body: { link: "" } });
    }
  });

  it("answers 401 to anonymous callers and 404 to another client and to the therapist", async () => {
    const s = await completedSession();
    expect((await review(s.id, undefined, { rating: 4 })).status).toBe(401);
    const other = await signedInUser({ countryCode: "US" });
    expect((await review(s.id, other.token, { rating: 4 })).status).toBe(404);
    // A therapist does not write reviews.
    expect((await review(s.id, await therapistToken(SARAH), { rating: 4 })).status).toBe(403);
  });

  it("stores a comment as plain text and answers it as given, never as markup", async () => {
    const s = await completedSession();
    const comment = `<script>alert("x")</script> & <b>bold</b>`;
    const res = await review(s.id, s.client.token, { rating: 3, comment });
    expect(res.body.data.comment).toBe(comment);
  });
});

describe("editing a review once (PUT /review/{id})", () => {
  it("takes one edit, then refuses with a clear message", async () => {
    const s = await completedSession();
    const written = await review(s.id, s.client.token, { rating: 2, comment: "It was fine." });
    expect(written.body.data).toMatchObject({ canEdit: true, editedAt: null });
    const id = written.body.data.identifier;
    const edited = await review(
      id,
      s.client.token,
      { rating: 4.5, comment: "Better on reflection." },
      "PUT",
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ rating: 4.5, canEdit: false });
    expect(edited.body.data.editedAt).not.toBeNull();
    const second = await review(id, s.client.token, { rating: 1 }, "PUT");
    expect([second.status, second.body.code]).toEqual([409, "REVIEW_EDITED"]);
    expect(second.body.message).toBe(
      "A review can be edited only once, and this review has already been edited.",
    );
    const de = await call(`/review/${id}`, {
      token: s.client.token,
      method: "PUT",
      body: { rating: 1 },
      headers: { "X-Language": "de" },
    });
    expect(de.body.message).toBe(
      "Eine Bewertung kann nur einmal bearbeitet werden, und diese wurde bereits bearbeitet.",
    );
    expect(
      (await call(`/review/participant/${id}`, { token: s.client.token })).body.data.rating,
    ).toBe(4.5);
  });

  it("lets only one of two edits sent at once land", async () => {
    const s = await completedSession();
    const id = (await review(s.id, s.client.token, { rating: 2 })).body.data.identifier;
    const answers = await Promise.all(
      [3, 4].map((rating) => review(id, s.client.token, { rating }, "PUT")),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it("validates the edit like a new review, and is refused to everyone but the author", async () => {
    const s = await completedSession();
    const id = (await review(s.id, s.client.token, { rating: 2 })).body.data.identifier;
    expect((await review(id, s.client.token, { rating: 5.5 }, "PUT")).status).toBe(400);
    expect((await review(id, undefined, { rating: 3 }, "PUT")).status).toBe(401);
    const other = await signedInUser({ countryCode: "US" });
    expect((await review(id, other.token, { rating: 3 }, "PUT")).status).toBe(404);
    expect((await review(id, await therapistToken(SARAH), { rating: 3 }, "PUT")).status).toBe(403);
    // A refused edit did not use up the one edit.
    expect((await review(id, s.client.token, { rating: 3 }, "PUT")).status).toBe(200);
  });
});

describe("reading a session's review", () => {
  it("shows it to its author and its therapist, by booking and by id; 404 to others", async () => {
    const s = await completedSession();
    const none = await call(`/review/booking/${s.id}`, { token: s.client.token });
    expect([none.status, none.body.data]).toEqual([200, null]);
    const id = (await review(s.id, s.client.token, { rating: 4, comment: "Kind and clear." })).body
      .data.identifier;
    const sarah = await therapistToken(SARAH);
    for (const token of [s.client.token, sarah]) {
      expect((await call(`/review/booking/${s.id}`, { token })).body.data.identifier).toBe(id);
      expect((await call(`/review/participant/${id}`, { token })).body.data.bookingIdentifier).toBe(
        s.id,
      );
    }
    expect((await call(`/review/booking/${s.id}`, { token: sarah })).body.data.canEdit).toBe(false);
    const other = await signedInUser({ countryCode: "US" });
    const marcus = await therapistToken(MARCUS);
    for (const token of [other.token, marcus]) {
      expect((await call(`/review/booking/${s.id}`, { token })).status).toBe(404);
      expect((await call(`/review/participant/${id}`, { token })).status).toBe(404);
    }
    expect((await call(`/review/booking/${s.id}`)).status).toBe(401);
    expect((await call(`/review/participant/${id}`)).status).toBe(401);
  });

  it("never names an anonymous author or sends their id, to anyone", async () => {
    const s = await completedSession();
    const res = await review(s.id, s.client.token, {
      rating: 5,
      comment: "Very helpful sessions.",
      isAnonymous: true,
    });
    const sarah = await therapistToken(SARAH);
    const answers = [
      res,
      await call(`/review/booking/${s.id}`, { token: sarah }),
      await call(`/review/booking/${s.id}`, { token: s.client.token }),
    ];
    for (const answer of answers) {
      const text = JSON.stringify(answer.body);
      expect(text).not.toContain(s.client.user.id);
      expect(text).not.toContain(s.client.user.email);
      expect(text).not.toContain("Test P.");
    }
    expect(answers[0]!.body.data).toMatchObject({ isAnonymous: true, reviewerName: null });
    // To its therapist the session has no review, and it is listed only when its batch is
    // released (decision 0406; anonymity.test.ts).
    expect(answers[1]!.body.data).toBeNull();
    const listed = await call(`/review/provider/${s.providerId}?page=1`);
    expect(JSON.stringify(listed.body)).not.toContain(res.body.data.identifier);
    const named = await completedSession();
    const shown = await review(named.id, named.client.token, { rating: 4 });
    expect(shown.body.data.reviewerName).toBe("Test P.");
  });
});

describe.runIf(onPostgres)("on PostgreSQL", () => {
  it("keeps one review per booking when two are sent at once", async () => {
    const s = await paidSession();
    await endInPast(s.id);
    const answers = await Promise.all(
      [4, 5].map((rating) => review(s.id, s.client.token, { rating })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });
});
