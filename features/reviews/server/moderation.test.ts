// @vitest-environment node
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { reviews } from "@/db/schema/reviews";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { completedSession, therapistToken } from "@/tests/helpers/sessions";
import { signedInStaff } from "@/tests/helpers/staff";
import { withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });
const MARCUS = "marcus.lee@demo.therapy";
const DAY = 86_400_000;

let support: string;
let marcus: string;
let named: { id: string; session: Awaited<ReturnType<typeof completedSession>> };
let anonymous: { id: string; session: Awaited<ReturnType<typeof completedSession>> };

async function reviewed(rating: number, isAnonymous: boolean) {
  const session = await completedSession({ therapistEmail: MARCUS });
  const res = await call(`/review/${session.id}`, {
    token: session.client.token,
    body: { rating, comment: "Not what I hoped for at all.", isAnonymous },
  });
  expect(res.status).toBe(201);
  return { id: res.body.data.identifier as string, session };
}

beforeAll(async () => {
  support = (await signedInStaff(["support"])).token;
  marcus = await therapistToken(MARCUS);
  named = await reviewed(1, false);
  anonymous = await reviewed(2, true);
  // Its batch was released a while ago (decision 0406): it is shown on the profile.
  await database.db
    .update(reviews)
    .set({ visibleFrom: new Date(Date.now() - DAY) })
    .where(eq(reviews.id, anonymous.id));
});

const report = (id: string, token: string | undefined, reason: unknown = "abusive") =>
  call(`/review/${id}/report`, { token, body: { reason } });

/** Everything public, or the therapist's own, that counts or lists the therapist's reviews. */
async function publicFigures() {
  const providerId = named.session.providerId;
  const [list, count, profile, own] = await Promise.all([
    call(`/review/provider/${providerId}?page=1`),
    call(`/review/provider/${providerId}/count`),
    call(`/providers/${providerId}`),
    call("/provider", { token: marcus }),
  ]);
  return {
    ids: (list.body.data as { identifier: string }[]).map((r) => r.identifier),
    total: list.body.meta.total as number,
    count: count.body.data as { count: number; averageRating: number | null },
    profile: { rating: profile.body.data.rating, reviewCount: profile.body.data.reviewCount },
    own: own.body.data.rating as number | null,
  };
}

describe("reporting a review (decision 0808)", () => {
  it("lets a client or a therapist report a review shown to others, once each, from a closed list of reasons", async () => {
    const other = await signedInUser();
    expect((await report(named.id, other.token)).body).toEqual({ data: { reported: true } });
    // Reporting again changes nothing.
    expect((await report(named.id, other.token, "spam")).status).toBe(200);
    expect((await report(named.id, marcus, "personal_information")).status).toBe(200);

    expect((await report(named.id, undefined)).status).toBe(401);
    // Their own review is not theirs to report; a review that does not exist is not found.
    expect((await report(named.id, named.session.client.token)).status).toBe(404);
    expect((await report(crypto.randomUUID(), other.token)).status).toBe(404);
    const bad = await report(named.id, other.token, "boring");
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ reason: "Choose a reason." });

    const list = await call("/staff/reviews", { token: support });
    const row = (list.body.data as { identifier: string }[]).find((r) => r.identifier === named.id);
    expect(row).toMatchObject({
      therapistId: named.session.providerId,
      therapistName: "Marcus Lee",
      rating: 1,
      isAnonymous: false,
      authorName: expect.stringMatching(/^Test P\.$|\S+ \S\.$/),
      hiddenAt: null,
      openReports: 2,
      reasons: expect.arrayContaining([
        { reason: "abusive", count: 1 },
        { reason: "personal_information", count: 1 },
      ]),
    });
  });

  it("never names an anonymous review's author to staff", async () => {
    const other = await signedInUser();
    expect((await report(anonymous.id, other.token, "spam")).status).toBe(200);
    const list = await call("/staff/reviews", { token: support });
    const row = (list.body.data as { identifier: string }[]).find(
      (r) => r.identifier === anonymous.id,
    );
    expect(row).toMatchObject({ isAnonymous: true, authorName: null, openReports: 1 });
    const author = anonymous.session.client.user;
    const text = JSON.stringify(row);
    for (const secret of [author.id, author.email, author.firstName, author.lastName])
      expect(text).not.toContain(secret);
    expect(text).not.toContain(anonymous.session.id);

    // Dismissing its reports takes it off the list, audited against the therapist.
    const dismissed = await call(`/staff/reviews/${anonymous.id}/dismiss`, {
      token: support,
      body: { reason: "Fair criticism" },
    });
    expect(dismissed.body.data).toEqual({ hidden: false });
    const again = await call(`/staff/reviews/${anonymous.id}/dismiss`, {
      token: support,
      body: { reason: "Fair criticism" },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("REVIEW_MODERATION_CHANGED");
    const after = await call("/staff/reviews", { token: support });
    expect(after.body.data.map((r: { identifier: string }) => r.identifier)).not.toContain(
      anonymous.id,
    );
  });

  it("hides a review from every public list, count and average, keeps it for its author, and restores it", async () => {
    const before = await publicFigures();
    expect(before.ids).toContain(named.id);

    const noReason = await call(`/staff/reviews/${named.id}/hide`, { token: support, body: {} });
    expect(noReason.status).toBe(400);
    const hidden = await call(`/staff/reviews/${named.id}/hide`, {
      token: support,
      body: { reason: "Insults the therapist" },
      headers: { "x-request-id": "req-hide-1" },
    });
    expect(hidden.body.data).toEqual({ hidden: true });
    expect(
      (
        await call(`/staff/reviews/${named.id}/hide`, {
          token: support,
          body: { reason: "Twice" },
        })
      ).status,
    ).toBe(409);

    const during = await publicFigures();
    expect(during.ids).not.toContain(named.id);
    expect(during.total).toBe(before.total - 1);
    expect(during.count.count).toBe(before.count.count - 1);
    expect(during.count.averageRating).not.toBe(before.count.averageRating);
    expect(during.profile).toEqual({
      rating: during.count.averageRating,
      reviewCount: during.count.count,
    });
    expect(during.own).toBe(during.count.averageRating);

    // The therapist no longer reads it on the session; its author does, marked hidden.
    expect((await call(`/review/booking/${named.session.id}`, { token: marcus })).body.data).toBe(
      null,
    );
    expect((await call(`/review/participant/${named.id}`, { token: marcus })).status).toBe(404);
    const mine = await call(`/review/booking/${named.session.id}`, {
      token: named.session.client.token,
    });
    expect(mine.body.data).toMatchObject({ identifier: named.id, isHidden: true });
    const session = await call(`/appointment/${named.session.id}`, { token: marcus });
    expect(session.body.data.feedbackProvided).toBe(false);
    // Nobody can report a hidden review.
    expect((await report(named.id, (await signedInUser()).token)).status).toBe(404);

    const lists = await Promise.all([
      call("/staff/reviews", { token: support }),
      call("/staff/reviews?status=hidden", { token: support }),
    ]);
    expect(lists[0].body.data.map((r: { identifier: string }) => r.identifier)).not.toContain(
      named.id,
    );
    expect(lists[1].body.data).toContainEqual(
      expect.objectContaining({
        identifier: named.id,
        hiddenReason: "Insults the therapist",
        openReports: 0,
      }),
    );
    const audit = await call(`/staff/audit?target=${named.session.providerId}`, {
      token: (await signedInStaff(["admin"])).token,
    });
    expect(audit.body.data[0]).toMatchObject({
      action: "review.hide",
      role: "support",
      reason: "Insults the therapist",
      requestId: "req-hide-1",
      details: { reviewId: named.id },
    });

    const restored = await call(`/staff/reviews/${named.id}/restore`, {
      token: support,
      body: { reason: "Appeal upheld" },
    });
    expect(restored.body.data).toEqual({ hidden: false });
    expect(await publicFigures()).toEqual(before);
  });

  it("refuses a list it does not know with 400", async () => {
    expect((await call("/staff/reviews?status=all", { token: support })).status).toBe(400);
  });
});
