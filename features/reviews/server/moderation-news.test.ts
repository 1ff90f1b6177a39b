// @vitest-environment node
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { notifications, outbox, reviews, users } from "@/db/schema";
import { settleAfterResponse } from "@/lib/server/after-response";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { completedSession, therapistToken } from "@/tests/helpers/sessions";
import { signedInStaff } from "@/tests/helpers/staff";
import { withTestDatabase } from "@/tests/helpers/test-db";

// Issue 68: a review's author hears when staff hide their review, and when it is shown again.
const database = withTestDatabase({ seed: true });
const MARCUS = "marcus.lee@demo.therapy";
const DAY = 86_400_000;
const REASON = "Reported by Jane Roe: insults the therapist";

let support: string;
let marcus: string;

type Reviewed = { id: string; session: Awaited<ReturnType<typeof completedSession>> };

async function reviewed(isAnonymous: boolean): Promise<Reviewed> {
  const session = await completedSession({ therapistEmail: MARCUS });
  const res = await call(`/review/${session.id}`, {
    token: session.client.token,
    body: { rating: 1, comment: "Not what I hoped for at all.", isAnonymous },
  });
  expect(res.status).toBe(201);
  const id = res.body.data.identifier as string;
  // An anonymous review's batch was released a while ago (decision 0406): it is on the profile.
  if (isAnonymous)
    await database.db
      .update(reviews)
      .set({ visibleFrom: new Date(Date.now() - DAY) })
      .where(eq(reviews.id, id));
  return { id, session };
}

beforeAll(async () => {
  support = (await signedInStaff(["support"])).token;
  marcus = await therapistToken(MARCUS);
});

const moderate = (
  id: string,
  action: "hide" | "restore" | "dismiss",
  as: { token?: string } = { token: support },
) => call(`/staff/reviews/${id}/${action}`, { token: as.token, body: { reason: REASON } });

/** Every notification of a hide or a restore about this review's session: whose, and what. */
async function moderationNews(review: Reviewed) {
  const rows = await database.db
    .select({ userId: notifications.userId, kind: notifications.kind })
    .from(notifications)
    .where(
      and(
        eq(notifications.bookingId, review.session.id),
        inArray(notifications.kind, ["reviewHidden", "reviewRestored"]),
      ),
    )
    .orderBy(notifications.createdAt);
  return rows;
}

async function emailsTo(address: string) {
  await settleAfterResponse();
  return database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, address), eq(outbox.kind, "reviewHidden")));
}

describe("telling a review's author about staff moderation (issue 68)", () => {
  it("tells the author, and only the author, once, when their review is hidden, and again when it is shown", async () => {
    const review = await reviewed(false);
    const author = review.session.client;
    const reporter = await signedInUser();
    expect(
      (
        await call(`/review/${review.id}/report`, {
          token: reporter.token,
          body: { reason: "abusive" },
        })
      ).status,
    ).toBe(200);
    const therapistBefore = (await call("/notifications", { token: marcus })).body.data;

    expect((await moderate(review.id, "hide")).body.data).toEqual({ hidden: true });
    // Hiding twice: the second loses (409) and nobody hears of it again.
    expect((await moderate(review.id, "hide")).status).toBe(409);
    expect(await moderationNews(review)).toEqual([
      { userId: author.user.id, kind: "reviewHidden" },
    ]);

    // The author reads it in their notifications, naming the therapist, leading to the session.
    const list = await call("/notifications", { token: author.token });
    expect(list.body.data[0]).toMatchObject({
      kind: "reviewHidden",
      actorName: "Marcus Lee",
      bookingId: review.session.id,
      details: {},
      read: false,
    });
    // Neither the therapist nor the reporter hears anything.
    expect((await call("/notifications", { token: marcus })).body.data).toEqual(therapistBefore);
    expect((await call("/notifications", { token: reporter.token })).body.data).toEqual([]);

    // One email, to the author: the therapist and the rules, never staff's reason or the reporter.
    const [email, ...more] = await emailsTo(author.user.email);
    expect(more).toEqual([]);
    expect(email!.subject).toBe("Your review of Marcus Lee was hidden");
    expect(email!.text).toContain("because it broke the review rules");
    expect(email!.text).toContain(`/appointments/${review.session.id}/`);
    for (const secret of [REASON, "Jane Roe", reporter.user.email])
      expect(`${email!.subject} ${email!.text} ${email!.html}`).not.toContain(secret);
    expect(await emailsTo(MARCUS)).toEqual([]);
    expect(await emailsTo(reporter.user.email)).toEqual([]);

    expect((await moderate(review.id, "restore")).body.data).toEqual({ hidden: false });
    expect((await moderate(review.id, "restore")).status).toBe(409);
    expect(await moderationNews(review)).toEqual([
      { userId: author.user.id, kind: "reviewHidden" },
      { userId: author.user.id, kind: "reviewRestored" },
    ]);
    const after = await call("/notifications", { token: author.token });
    expect(after.body.data[0]).toMatchObject({ kind: "reviewRestored", actorName: "Marcus Lee" });
    // Showing it again is a notification only: still the one email.
    expect(await emailsTo(author.user.email)).toHaveLength(1);
    expect((await call("/notifications", { token: marcus })).body.data).toEqual(therapistBefore);
  });

  it("tells an anonymous review's author too, in their language, and no one else", async () => {
    const review = await reviewed(true);
    const author = review.session.client;
    await database.db.update(users).set({ locale: "de" }).where(eq(users.id, author.user.id));

    expect((await moderate(review.id, "hide")).status).toBe(200);
    expect(await moderationNews(review)).toEqual([
      { userId: author.user.id, kind: "reviewHidden" },
    ]);
    const [email] = await emailsTo(author.user.email);
    expect(email!.subject).toBe("Ihre Bewertung von Marcus Lee wurde ausgeblendet");
    expect(email!.text).toContain("gegen die Bewertungsregeln");
  });

  it("tells nobody when reports are dismissed", async () => {
    const review = await reviewed(false);
    const reporter = await signedInUser();
    await call(`/review/${review.id}/report`, { token: reporter.token, body: { reason: "spam" } });
    expect((await moderate(review.id, "dismiss")).body.data).toEqual({ hidden: false });
    expect(await moderationNews(review)).toEqual([]);
    expect(await emailsTo(review.session.client.user.email)).toEqual([]);
  });

  it("lets no one but support hide a review (404, as for a path that does not exist), and then tells nobody", async () => {
    const review = await reviewed(false);
    const stranger = await signedInUser();
    const finance = await signedInStaff(["finance"]);
    for (const token of [stranger.token, review.session.client.token, marcus, finance.token])
      expect((await moderate(review.id, "hide", { token })).status).toBe(404);
    expect((await moderate(review.id, "hide", {})).status).toBe(404);
    const [row] = await database.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row!.hiddenAt).toBeNull();
    expect(await moderationNews(review)).toEqual([]);
    expect(await emailsTo(review.session.client.user.email)).toEqual([]);
  });
});
