import "server-only";
import { and, avg, count, desc, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { anyId, prepared } from "@/db/prepared";
import { namesOf } from "@/features/accounts/server/service";
import { reviewerName } from "./reviewer-name";
import { shownToOthers } from "./writes";
import { reviews } from "@/db/schema/reviews";
import { ratingFromHalves, REVIEWS_PAGE_SIZE, type Review, type ReviewCount } from "../schemas";

/** When a review was shown to others: an anonymous one's release, a named one's writing. */
const shownAt = sql<Date>`case when ${reviews.isAnonymous} then ${reviews.visibleFrom} else ${reviews.createdAt} end`;

/**
 * GET /review/provider/{id}: a page of the reviews shown by `now`, newest shown first. An
 * anonymous review is dated and placed by its batch's release, never by when it was written
 * (decision 0406).
 */
export async function reviewsOfProvider(providerId: string, page: number, now = new Date()) {
  const db = await getDb();
  const shown = and(eq(reviews.providerId, providerId), shownToOthers(now));
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(shown)
      .orderBy(desc(shownAt), desc(reviews.id))
      .limit(REVIEWS_PAGE_SIZE)
      .offset((page - 1) * REVIEWS_PAGE_SIZE),
    db.select({ total: count() }).from(reviews).where(shown),
  ]);
  const names = await namesOf(rows.filter((r) => !r.isAnonymous).map((r) => r.clientId));
  const data: Review[] = rows.map((review) => ({
    identifier: review.id,
    rating: ratingFromHalves(review.ratingHalves),
    comment: review.comment,
    isAnonymous: review.isAnonymous,
    reviewerName: review.isAnonymous ? null : reviewerName(names.get(review.clientId)),
    createdAt: ((review.isAnonymous ? review.visibleFrom : null) ?? review.createdAt).toISOString(),
    reply: review.reply,
    replyAt: review.replyAt?.toISOString() ?? null,
  }));
  return { data, meta: { page, pageSize: REVIEWS_PAGE_SIZE, total: Number(total) } };
}

const ratingRows = prepared((db) =>
  db
    .select({
      providerId: reviews.providerId,
      count: count(),
      average: avg(reviews.ratingHalves),
    })
    .from(reviews)
    .where(
      and(
        anyId(reviews.providerId, "ids"),
        // Staff hid it: out of every count and average (decision 0808).
        isNull(reviews.hiddenAt),
        sql`(not ${reviews.isAnonymous} or ${reviews.visibleFrom} <= ${sql.placeholder("now")}::timestamptz)`,
      ),
    )
    .groupBy(reviews.providerId)
    .prepare("provider_ratings"),
);

/**
 * Each provider's review count and average rating (stars, one decimal), in one query: the one
 * rating computation behind the directory card, the profile and the therapist's overview. Read
 * when asked, so a new or edited named review counts at once; an anonymous one counts from its
 * batch's release (decision 0406), which falls on a weekly boundary (`releaseWeekOf`).
 */
export async function ratingsOf(
  providerIds: string[],
  now = new Date(),
): Promise<Map<string, ReviewCount>> {
  if (!providerIds.length) return new Map();
  const rows = await (await ratingRows()).execute({ ids: providerIds, now: now.toISOString() });
  return new Map(
    rows.map((r) => [
      r.providerId,
      {
        count: Number(r.count),
        averageRating: r.average == null ? null : Math.round(Number(r.average) * 5) / 10,
      },
    ]),
  );
}

export async function reviewCount(providerId: string, now = new Date()): Promise<ReviewCount> {
  return (await ratingsOf([providerId], now)).get(providerId) ?? { count: 0, averageRating: null };
}

/** Anonymous reviews are released only at these weekly boundaries: a key for kept ratings. */
