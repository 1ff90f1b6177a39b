import "server-only";
import { and, desc, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { reviewReports, reviews } from "@/db/schema/reviews";
import { fullName, namesOf } from "@/features/accounts/server/service";
import type { Viewer } from "@/lib/server/auth-guard";
import { DomainError } from "@/lib/server/errors";
import { ratingFromHalves, type ModeratedReview, type ReviewReportReason } from "../schemas";
import { sendReviewModerated } from "./emails";
import { reviewerName } from "./reviewer-name";
import { shownToOthers } from "./writes";

/**
 * POST /review/{id}/report: a client or therapist reports a review they can see on a profile (one
 * shown to others, not their own). Reporting the same review again changes nothing: one report
 * per person and review (decision 0808).
 */
export async function reportReview(
  reviewId: string,
  viewer: Viewer,
  reason: ReviewReportReason,
  now = new Date(),
) {
  const db = await getDb();
  const [review] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), shownToOthers(now), ne(reviews.clientId, viewer.userId)));
  if (!review) throw new DomainError("NOT_FOUND");
  await db
    .insert(reviewReports)
    .values({ reviewId, reporterId: viewer.userId, reason, createdAt: now })
    .onConflictDoNothing();
  return { reported: true as const };
}

export const MODERATION_PAGE_SIZE = 25;
export type ModerationQuery = { status: "reported" | "hidden"; page: number };

// Spelled out: in a select list drizzle names columns without their table, which a subquery
// would read as its own.
const openOf = sql.raw(
  `from review_reports r where r.review_id = "reviews"."id" and r.resolved_at is null`,
);
const openReports = sql<number>`(select count(*)::int ${openOf})`;
const lastReported = sql<string | null>`(select max(r.created_at) ${openOf})`;

/**
 * The console's list (issue 68): reviews with open reports, most recently reported first, or the
 * hidden ones, most recently hidden first. An anonymous review's author is never named or sent.
 */
export async function moderationList(query: ModerationQuery) {
  const db = await getDb();
  const where =
    query.status === "hidden"
      ? isNotNull(reviews.hiddenAt)
      : and(isNull(reviews.hiddenAt), sql`exists (select 1 ${openOf})`);
  const [rows, [count]] = await Promise.all([
    db
      .select({ review: reviews, openReports, lastReported })
      .from(reviews)
      .where(where)
      .orderBy(
        query.status === "hidden" ? desc(reviews.hiddenAt) : sql`${lastReported} desc`,
        desc(reviews.id),
      )
      .limit(MODERATION_PAGE_SIZE)
      .offset((query.page - 1) * MODERATION_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(reviews)
      .where(where),
  ]);
  const ids = rows.map((r) => r.review.id);
  const reasons = ids.length
    ? await db
        .select({
          reviewId: reviewReports.reviewId,
          reason: reviewReports.reason,
          count: sql<number>`count(*)::int`,
        })
        .from(reviewReports)
        .where(
          and(
            sql`${reviewReports.reviewId} = any(${sql.param(ids)}::uuid[])`,
            isNull(reviewReports.resolvedAt),
          ),
        )
        .groupBy(reviewReports.reviewId, reviewReports.reason)
    : [];
  // Only named reviews' authors are looked up: an anonymous one's is never read here.
  const names = await namesOf([
    ...rows.map((r) => r.review.providerId),
    ...rows.filter((r) => !r.review.isAnonymous).map((r) => r.review.clientId),
  ]);
  const data: ModeratedReview[] = rows.map(({ review, openReports: open, lastReported: last }) => {
    const therapist = names.get(review.providerId);
    return {
      identifier: review.id,
      therapistId: review.providerId,
      therapistName: therapist ? fullName(therapist) : null,
      rating: ratingFromHalves(review.ratingHalves),
      comment: review.comment,
      isAnonymous: review.isAnonymous,
      authorName: review.isAnonymous ? null : reviewerName(names.get(review.clientId)),
      createdAt: (
        (review.isAnonymous ? review.visibleFrom : null) ?? review.createdAt
      ).toISOString(),
      hiddenAt: review.hiddenAt?.toISOString() ?? null,
      hiddenReason: review.hiddenReason,
      openReports: Number(open),
      reasons: reasons
        .filter((r) => r.reviewId === review.id)
        .map((r) => ({ reason: r.reason, count: Number(r.count) })),
      lastReportedAt: last ? new Date(last).toISOString() : null,
    };
  });
  return {
    data,
    meta: { page: query.page, pageSize: MODERATION_PAGE_SIZE, total: count?.total ?? 0 },
  };
}

export type Moderation = "hide" | "restore" | "dismiss";

/**
 * Staff hide a review (it leaves every public list, count and average; its open reports are
 * resolved), restore a hidden one, or dismiss a shown review's open reports. Each is one
 * conditional change, so of two staff acting at once one wins and the other gets 409
 * REVIEW_MODERATION_CHANGED, and only the winner tells the review's author of a hide or a restore.
 * Answers the therapist the review is about, for the audit log.
 */
export async function moderateReview(
  reviewId: string,
  action: Moderation,
  reason: string,
  now = new Date(),
) {
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({
        providerId: reviews.providerId,
        clientId: reviews.clientId,
        bookingId: reviews.bookingId,
        hiddenAt: reviews.hiddenAt,
      })
      .from(reviews)
      .where(eq(reviews.id, reviewId));
    if (!existing) throw new DomainError("NOT_FOUND");
    let changed: unknown[];
    if (action === "hide")
      changed = await tx
        .update(reviews)
        .set({ hiddenAt: now, hiddenReason: reason })
        .where(and(eq(reviews.id, reviewId), isNull(reviews.hiddenAt)))
        .returning({ id: reviews.id });
    else if (action === "restore")
      changed = await tx
        .update(reviews)
        .set({ hiddenAt: null, hiddenReason: null })
        .where(and(eq(reviews.id, reviewId), isNotNull(reviews.hiddenAt)))
        .returning({ id: reviews.id });
    else
      changed = await tx
        .update(reviewReports)
        .set({ resolvedAt: now })
        .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.resolvedAt)))
        .returning({ id: reviewReports.id });
    if (!changed.length) throw new DomainError("REVIEW_MODERATION_CHANGED");
    if (action === "hide")
      await tx
        .update(reviewReports)
        .set({ resolvedAt: now })
        .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.resolvedAt)));
    const hidden = action === "dismiss" ? existing.hiddenAt !== null : action === "hide";
    return { review: existing, hidden };
  });
  // Only a change of what others see is news to the author; a dismissed report is not.
  if (action !== "dismiss") await sendReviewModerated(done.review, done.hidden, now);
  return { therapistId: done.review.providerId, hidden: done.hidden };
}
