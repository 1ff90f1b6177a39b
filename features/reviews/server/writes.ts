import "server-only";
import { and, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { anyId, prepared } from "@/db/prepared";
import { reviews } from "@/db/schema/reviews";
import { namesOf } from "@/features/accounts/server/service";
import { bookingForViewer } from "@/features/booking/server/service";
import { tookPlace } from "@/features/session-room/server/service";
import type { Viewer } from "@/lib/server/auth-guard";
import { takeTurns } from "@/lib/server/advisory-lock";
import { isConstraintViolation, SQLSTATE } from "@/lib/server/db-errors";
import { batchedByIds } from "@/lib/server/batch";
import { DomainError } from "@/lib/server/errors";
import { sendReviewReceived } from "./emails";
import { reviewerName } from "./reviewer-name";
import { ANONYMOUS_BATCH_SIZE, releaseTimeOf } from "../anonymity";
import {
  halvesFromRating,
  ratingFromHalves,
  type ReviewValues,
  type SessionReview,
} from "../schemas";
import { logError } from "@/lib/server/log";

type ReviewRow = typeof reviews.$inferSelect;

/**
 * Who may see a review besides its author: a named one at once, an anonymous one from its batch's
 * release (decision 0406). The condition the public list, the figures and the therapist read by.
 */
export const shownToOthers = (now: Date) =>
  and(isNull(reviews.hiddenAt), or(eq(reviews.isAnonymous, false), lte(reviews.visibleFrom, now)));

/**
 * Reviews as the author or the session's therapist reads them. An anonymous review has no name;
 * no review on the wire carries its author's id (decision 0400). To anyone but its author, an
 * anonymous review is tied to no session either: no booking, its batch's release as its date and
 * no edit time (decision 0406). A review staff hid reaches only its author (decision 0808).
 */
export async function toSessionReviews(rows: ReviewRow[], viewer?: Viewer) {
  const names = await namesOf(rows.filter((r) => !r.isAnonymous).map((r) => r.clientId));
  return rows.map((r): SessionReview => {
    const mine = viewer?.userId === r.clientId;
    const untied = r.isAnonymous && !mine;
    return {
      identifier: r.id,
      bookingIdentifier: untied ? null : r.bookingId,
      rating: ratingFromHalves(r.ratingHalves),
      comment: r.comment,
      isAnonymous: r.isAnonymous,
      reviewerName: r.isAnonymous ? null : reviewerName(names.get(r.clientId)),
      createdAt: ((untied ? r.visibleFrom : null) ?? r.createdAt).toISOString(),
      editedAt: untied ? null : (r.editedAt?.toISOString() ?? null),
      canEdit: mine && r.editedAt === null,
      isHidden: r.hiddenAt !== null,
      reply: r.reply,
      replyAt: r.replyAt?.toISOString() ?? null,
      canReply: viewer?.userId === r.providerId && r.hiddenAt === null,
    };
  });
}

type Tx = Parameters<Parameters<Awaited<ReturnType<typeof getDb>>["transaction"]>[0]>[0];

/**
 * A therapist's waiting anonymous reviews, once there are `ANONYMOUS_BATCH_SIZE` of them, are
 * released together at the first weekly release a week after the last one (decision 0406). The
 * therapist's writes take turns, so two reviews written at once both count towards one pool.
 */
async function releaseFullPool(tx: Tx, providerId: string, now: Date) {
  await takeTurns(tx, `review-pool:${providerId}`);
  const waiting = await tx
    .select({ id: reviews.id })
    .from(reviews)
    .where(
      and(
        eq(reviews.providerId, providerId),
        eq(reviews.isAnonymous, true),
        isNull(reviews.visibleFrom),
      ),
    );
  if (waiting.length < ANONYMOUS_BATCH_SIZE) return;
  await tx
    .update(reviews)
    .set({ visibleFrom: releaseTimeOf(now) })
    .where(
      inArray(
        reviews.id,
        waiting.map((r) => r.id),
      ),
    );
}

const toOne = async (row: ReviewRow, viewer: Viewer) => (await toSessionReviews([row], viewer))[0]!;

/**
 * POST /review/{bookingId}: the booking's client reviews a session that took place, once: it is
 * completed, and if it was to be held in the built-in session room, someone met the therapist
 * there (decision 0319). A second review of the same booking is refused by the database's unique
 * key.
 */
export async function writeReview(
  bookingId: string,
  viewer: Viewer,
  input: ReviewValues,
  now = new Date(),
) {
  const booking = await bookingForViewer(bookingId, viewer, { now });
  if (booking.status !== "completed" || (await tookPlace(bookingId, now)) === false)
    throw new DomainError("REVIEW_NOT_ALLOWED");
  const db = await getDb();
  let written: ReviewRow;
  try {
    written = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(reviews)
        .values({
          bookingId,
          providerId: booking.providerId,
          clientId: viewer.userId,
          ratingHalves: halvesFromRating(input.rating),
          comment: input.comment ?? null,
          isAnonymous: input.isAnonymous,
          createdAt: now,
        })
        .returning();
      if (input.isAnonymous) await releaseFullPool(tx, booking.providerId, now);
      return row!;
    });
  } catch (error) {
    if (isConstraintViolation(error, "reviews_booking_key", SQLSTATE.uniqueViolation))
      throw new DomainError("ALREADY_REVIEWED");
    throw error;
  }
  // An anonymous review is told to nobody when it is written: a notice then would point at the
  // session that just ended (decision 0406). The review stands either way; a mail that fails is
  // logged.
  if (!written.isAnonymous)
    await sendReviewReceived({
      providerId: written.providerId,
      clientId: written.clientId,
      rating: ratingFromHalves(written.ratingHalves),
      isAnonymous: false,
    }).catch((error: unknown) => logError("[reviews] review mail failed:", error));
  return toOne(written, viewer);
}

/**
 * PUT /review/{reviewId}: its author edits it exactly once. The edit is one conditional update
 * (`edited_at is null`), so of two edits sent at once only one lands.
 */
export async function editReview(
  reviewId: string,
  viewer: Viewer,
  input: ReviewValues,
  now = new Date(),
) {
  const db = await getDb();
  const [row] = await db
    .update(reviews)
    .set({
      ratingHalves: halvesFromRating(input.rating),
      comment: input.comment ?? null,
      isAnonymous: input.isAnonymous,
      // A named review made anonymous has been shown already: it keeps its place. One still
      // waiting stays in its pool; made named, it is shown at once.
      visibleFrom: sql`case when ${reviews.isAnonymous} then ${reviews.visibleFrom} else ${reviews.createdAt} end`,
      editedAt: now,
    })
    .where(
      and(eq(reviews.id, reviewId), eq(reviews.clientId, viewer.userId), isNull(reviews.editedAt)),
    )
    .returning();
  if (row) return toOne(row, viewer);
  const [mine] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.clientId, viewer.userId)));
  throw new DomainError(mine ? "REVIEW_EDITED" : "NOT_FOUND");
}

/**
 * GET /review/booking/{id}: the session's review, or null, for its client and its therapist. An
 * anonymous review is its author's only: to anyone else the session has none (decision 0406).
 */
export async function reviewOfBooking(bookingId: string, viewer: Viewer) {
  await bookingForViewer(bookingId, viewer);
  const db = await getDb();
  const [row] = await db
    .select()
    .from(reviews)
    .where(
      and(
        eq(reviews.bookingId, bookingId),
        or(
          and(eq(reviews.isAnonymous, false), isNull(reviews.hiddenAt)),
          eq(reviews.clientId, viewer.userId),
        ),
      ),
    );
  return row ? toOne(row, viewer) : null;
}

/**
 * GET /review/participant/{id}: one review by its id, for its author and its therapist; an
 * anonymous one for its therapist only once released, tied to no session.
 */
export async function reviewById(reviewId: string, viewer: Viewer, now = new Date()) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(reviews)
    .where(
      and(
        eq(reviews.id, reviewId),
        or(
          eq(reviews.clientId, viewer.userId),
          and(eq(reviews.providerId, viewer.userId), shownToOthers(now)),
        ),
      ),
    );
  if (!row) throw new DomainError("NOT_FOUND");
  return toOne(row, viewer);
}

const reviewedRows = prepared((db) =>
  db
    .select({
      bookingId: reviews.bookingId,
      clientId: reviews.clientId,
      isAnonymous: reviews.isAnonymous,
      hiddenAt: reviews.hiddenAt,
    })
    .from(reviews)
    .where(anyId(reviews.bookingId, "ids"))
    .prepare("reviewed_bookings"),
);

const reviewedRowsOf = batchedByIds(
  async (ids) => (await reviewedRows()).execute({ ids }),
  (row) => row.bookingId,
);

/**
 * Which of these bookings have a review that `viewerId` may know of (Booking.feedbackProvided):
 * a named one staff have not hidden, or their own. Whether an anonymous review exists is its author's to know
 * (decision 0406); without a viewer, no anonymous review counts.
 */
export async function reviewedBookings(bookingIds: string[], viewerId?: string) {
  const rows = await reviewedRowsOf(bookingIds);
  return new Set(
    rows
      .filter((r) => (!r.isAnonymous && !r.hiddenAt) || r.clientId === viewerId)
      .map((r) => r.bookingId),
  );
}

/**
 * The named reviews of these bookings of one therapist, by booking id (a client's history). An
 * anonymous review is tied to no session of its author for the therapist (decision 0406).
 */
export async function reviewsOfBookings(providerId: string, bookingIds: string[], viewer: Viewer) {
  if (!bookingIds.length) return new Map<string, SessionReview>();
  const db = await getDb();
  const rows = await db
    .select()
    .from(reviews)
    .where(
      and(
        eq(reviews.providerId, providerId),
        inArray(reviews.bookingId, bookingIds),
        eq(reviews.isAnonymous, false),
        isNull(reviews.hiddenAt),
      ),
    );
  return new Map((await toSessionReviews(rows, viewer)).map((r) => [r.bookingIdentifier!, r]));
}
