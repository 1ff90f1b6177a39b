import "server-only";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { reviews } from "@/db/schema/reviews";
import { fullName, namesOf } from "@/features/accounts/server/service";
import { ratingFromHalves } from "../schemas";

/** The reviews the person wrote, oldest first, with whom they reviewed (decision 0507). */
export async function reviewsWrittenBy(userId: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.clientId, userId))
    .orderBy(asc(reviews.createdAt));
  const names = await namesOf(rows.map((r) => r.providerId));
  return rows.map((r) => {
    const therapist = names.get(r.providerId);
    return {
      identifier: r.id,
      booking: r.bookingId,
      therapist: therapist ? fullName(therapist) : null,
      rating: ratingFromHalves(r.ratingHalves),
      comment: r.comment,
      anonymous: r.isAnonymous,
      writtenAt: r.createdAt.toISOString(),
      editedAt: r.editedAt?.toISOString() ?? null,
    };
  });
}

/**
 * A therapist's replies to reviews, oldest review first (decisions 0409, 0507): the reply is their
 * text, the review is not, so nothing of it or its author comes with it.
 */
export async function repliesWrittenBy(providerId: string) {
  const db = await getDb();
  const rows = await db
    .select({ id: reviews.id, reply: reviews.reply, replyAt: reviews.replyAt })
    .from(reviews)
    .where(and(eq(reviews.providerId, providerId), isNotNull(reviews.reply)))
    .orderBy(asc(reviews.createdAt));
  return rows.map((r) => ({
    review: r.id,
    reply: r.reply,
    repliedAt: r.replyAt?.toISOString() ?? null,
  }));
}
