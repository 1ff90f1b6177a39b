import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { reviews } from "@/db/schema/reviews";
import type { Viewer } from "@/lib/server/auth-guard";
import { DomainError } from "@/lib/server/errors";
import { shownToOthers } from "./writes";
import type { ReviewReply } from "../schemas";

/**
 * The one access rule of a reply (decision 0409): the reviewed therapist, on a review shown to
 * others by `now` (not hidden by staff, an anonymous one released). Anyone else, and a review the
 * therapist cannot read, gets the same 404.
 */
const repliable = (reviewId: string, viewer: Viewer, now: Date) =>
  and(eq(reviews.id, reviewId), eq(reviews.providerId, viewer.userId), shownToOthers(now));

const answer = (row: { id: string; reply: string | null; replyAt: Date | null }): ReviewReply => ({
  identifier: row.id,
  reply: row.reply,
  replyAt: row.replyAt?.toISOString() ?? null,
});

const columns = { id: reviews.id, reply: reviews.reply, replyAt: reviews.replyAt };

/** PUT /review/{reviewId}/reply: writes or replaces the therapist's reply, dated `now`. */
export async function replyToReview(reviewId: string, viewer: Viewer, text: string, now: Date) {
  const db = await getDb();
  const [row] = await db
    .update(reviews)
    .set({ reply: text, replyAt: now })
    .where(repliable(reviewId, viewer, now))
    .returning(columns);
  if (!row) throw new DomainError("NOT_FOUND");
  return answer(row);
}

/** DELETE /review/{reviewId}/reply: removes it; removing one that is not there changes nothing. */
export async function removeReply(reviewId: string, viewer: Viewer, now: Date) {
  const db = await getDb();
  const [row] = await db
    .update(reviews)
    .set({ reply: null, replyAt: null })
    .where(repliable(reviewId, viewer, now))
    .returning(columns);
  if (!row) throw new DomainError("NOT_FOUND");
  return answer(row);
}
