import "server-only";
import { and, eq, inArray, isNull, or } from "drizzle-orm";
import { getDb } from "@/db/client";
import { anyId, prepared } from "@/db/prepared";
import { reviews } from "@/db/schema/reviews";
import { namesOf } from "@/features/accounts/server/service";
import { bookingForViewer } from "@/features/booking/server/service";
import type { Viewer } from "@/lib/server/auth-guard";
import { isConstraintViolation, SQLSTATE } from "@/lib/server/db-errors";
import { batchedByIds } from "@/lib/server/batch";
import { DomainError } from "@/lib/server/errors";
import { sendReviewReceived } from "./emails";
import { reviewerName } from "./reviewer-name";
import {
  halvesFromRating,
  ratingFromHalves,
  type ReviewValues,
  type SessionReview,
} from "../schemas";

type ReviewRow = typeof reviews.$inferSelect;

/**
 * Reviews as the author or the session's therapist reads them. An anonymous review has no name;
 * no review on the wire carries its author's id (decision 0400).
 */
export async function toSessionReviews(rows: ReviewRow[], viewer?: Viewer) {
  const names = await namesOf(rows.filter((r) => !r.isAnonymous).map((r) => r.clientId));
  return rows.map((r): SessionReview => ({
    identifier: r.id,
    bookingIdentifier: r.bookingId,
    rating: ratingFromHalves(r.ratingHalves),
    comment: r.comment,
    isAnonymous: r.isAnonymous,
    reviewerName: r.isAnonymous ? null : reviewerName(names.get(r.clientId)),
    createdAt: r.createdAt.toISOString(),
    editedAt: r.editedAt?.toISOString() ?? null,
    canEdit: viewer?.userId === r.clientId && r.editedAt === null,
  }));
}

const toOne = async (row: ReviewRow, viewer: Viewer) => (await toSessionReviews([row], viewer))[0]!;

/**
 * POST /review/{bookingId}: the booking's client reviews a session that took place (completed),
 * once. A second review of the same booking is refused by the database's unique key.
 */
export async function writeReview(
  bookingId: string,
  viewer: Viewer,
  input: ReviewValues,
  now = new Date(),
) {
  const booking = await bookingForViewer(bookingId, viewer, { now });
  if (booking.status !== "completed") throw new DomainError("REVIEW_NOT_ALLOWED");
  const db = await getDb();
  let written: ReviewRow;
  try {
    const [row] = await db
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
    written = row!;
  } catch (error) {
    if (isConstraintViolation(error, "reviews_booking_key", SQLSTATE.uniqueViolation))
      throw new DomainError("ALREADY_REVIEWED");
    throw error;
  }
  // The review stands either way; a mail that fails is logged.
  await sendReviewReceived({
    providerId: written.providerId,
    clientId: written.clientId,
    rating: ratingFromHalves(written.ratingHalves),
    isAnonymous: written.isAnonymous,
  }).catch((error: unknown) => console.error(`[reviews] mail for ${bookingId} failed`, error));
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

/** GET /review/booking/{id}: the session's review, or null, for its client and its therapist. */
export async function reviewOfBooking(bookingId: string, viewer: Viewer) {
  await bookingForViewer(bookingId, viewer);
  const db = await getDb();
  const [row] = await db.select().from(reviews).where(eq(reviews.bookingId, bookingId));
  return row ? toOne(row, viewer) : null;
}

/** GET /review/participant/{id}: one review by its id, for its author and its therapist. */
export async function reviewById(reviewId: string, viewer: Viewer) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(reviews)
    .where(
      and(
        eq(reviews.id, reviewId),
        or(eq(reviews.clientId, viewer.userId), eq(reviews.providerId, viewer.userId)),
      ),
    );
  if (!row) throw new DomainError("NOT_FOUND");
  return toOne(row, viewer);
}

/** Which of these bookings have a review (Booking.feedbackProvided). */
const reviewedRows = prepared((db) =>
  db
    .select({ bookingId: reviews.bookingId })
    .from(reviews)
    .where(anyId(reviews.bookingId, "ids"))
    .prepare("reviewed_bookings"),
);

const reviewedRowsOf = batchedByIds(
  async (ids) => (await reviewedRows()).execute({ ids }),
  (row) => row.bookingId,
);

export async function reviewedBookings(bookingIds: string[]) {
  const rows = await reviewedRowsOf(bookingIds);
  return new Set(rows.map((r) => r.bookingId));
}

/** The reviews of these bookings of one therapist, by booking id (a client's history). */
export async function reviewsOfBookings(providerId: string, bookingIds: string[], viewer: Viewer) {
  if (!bookingIds.length) return new Map<string, SessionReview>();
  const db = await getDb();
  const rows = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.providerId, providerId), inArray(reviews.bookingId, bookingIds)));
  return new Map((await toSessionReviews(rows, viewer)).map((r) => [r.bookingIdentifier, r]));
}
