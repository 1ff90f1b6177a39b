import "server-only";
import { asc, eq } from "drizzle-orm";
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
