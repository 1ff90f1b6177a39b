import "server-only";
import { avg, count, desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { anyId, prepared } from "@/db/prepared";
import { namesOf } from "@/features/accounts/server/service";
import { reviewerName } from "./reviewer-name";
import { reviews } from "@/db/schema/reviews";
import { ratingFromHalves, REVIEWS_PAGE_SIZE, type Review, type ReviewCount } from "../schemas";

export async function reviewsOfProvider(providerId: string, page: number) {
  const db = await getDb();
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(eq(reviews.providerId, providerId))
      .orderBy(desc(reviews.createdAt))
      .limit(REVIEWS_PAGE_SIZE)
      .offset((page - 1) * REVIEWS_PAGE_SIZE),
    db.select({ total: count() }).from(reviews).where(eq(reviews.providerId, providerId)),
  ]);
  const names = await namesOf(rows.filter((r) => !r.isAnonymous).map((r) => r.clientId));
  const data: Review[] = rows.map((review) => ({
    identifier: review.id,
    rating: ratingFromHalves(review.ratingHalves),
    comment: review.comment,
    isAnonymous: review.isAnonymous,
    reviewerName: review.isAnonymous ? null : reviewerName(names.get(review.clientId)),
    createdAt: review.createdAt.toISOString(),
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
    .where(anyId(reviews.providerId, "ids"))
    .groupBy(reviews.providerId)
    .prepare("provider_ratings"),
);

/**
 * Each provider's review count and average rating (stars, one decimal), in one query: the one
 * rating computation behind the directory card, the profile and the therapist's overview. Read
 * when asked, so a new or edited review counts at once.
 */
export async function ratingsOf(providerIds: string[]): Promise<Map<string, ReviewCount>> {
  if (!providerIds.length) return new Map();
  const rows = await (await ratingRows()).execute({ ids: providerIds });
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

export async function reviewCount(providerId: string): Promise<ReviewCount> {
  return (await ratingsOf([providerId])).get(providerId) ?? { count: 0, averageRating: null };
}

export { reviewedBookings, reviewsOfBookings } from "./writes";
export { reviewsWrittenBy } from "./personal-data";
