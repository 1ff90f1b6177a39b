import "server-only";
import { requireAuth } from "@/lib/server/auth-guard";
import { createRouter, ok, paged, validate } from "@/lib/server/http";
import { idParamSchema } from "@/lib/validation/common";
import { answers, data, page } from "@/lib/server/openapi";
import {
  reviewAnswerSchema,
  reviewCountSchema,
  reviewPageQuerySchema,
  reviewReplyAnswerSchema,
  reviewReplySchema,
  reviewReportAnswerSchema,
  reviewReportSchema,
  reviewSchema,
  sessionReviewSchema,
} from "../schemas";
import { reportReview } from "./moderation";
import { removeReply, replyToReview } from "./replies";
import { reviewCount, reviewsOfProvider } from "./ratings";
import { editReview, reviewById, reviewOfBooking, writeReview } from "./writes";

const client = requireAuth("client");
/** The review's author or the session's therapist; the service decides whose it is. */
const party = requireAuth();

// Each read takes the request's time: anonymous reviews are shown from their release (0406).
/** Spec section 7, Reviews: public reads of a therapist's reviews, and a client's own review. */
export const reviewRoutes = createRouter()
  .get(
    "/provider/:id/count",
    answers({ 200: data(reviewCountSchema) }, ["PROVIDER_NOT_FOUND"]),
    validate("param", idParamSchema),
    async (c) => ok(c, await reviewCount(c.req.valid("param").id, new Date())),
  )
  .get(
    "/provider/:id",
    answers({ 200: page(reviewAnswerSchema) }, ["PROVIDER_NOT_FOUND"]),
    validate("param", idParamSchema),
    validate("query", reviewPageQuerySchema),
    async (c) => {
      const { data, meta } = await reviewsOfProvider(
        c.req.valid("param").id,
        c.req.valid("query").page,
        new Date(),
      );
      return paged(c, data, meta);
    },
  )
  .get(
    "/booking/:id",
    party,
    answers({ 200: data(sessionReviewSchema.nullable()) }, ["NOT_FOUND"]),
    validate("param", idParamSchema),
    async (c) => ok(c, await reviewOfBooking(c.req.valid("param").id, c.get("viewer"))),
  )
  .get(
    "/participant/:id",
    party,
    answers({ 200: data(sessionReviewSchema) }, ["NOT_FOUND"]),
    validate("param", idParamSchema),
    async (c) => ok(c, await reviewById(c.req.valid("param").id, c.get("viewer"), new Date())),
  )
  // A client or therapist reports a review shown to others, not their own (decision 0808).
  .post(
    "/:id/report",
    party,
    answers({ 200: data(reviewReportAnswerSchema) }, ["NOT_FOUND"]),
    validate("param", idParamSchema),
    validate("json", reviewReportSchema),
    async (c) =>
      ok(
        c,
        await reportReview(
          c.req.valid("param").id,
          c.get("viewer"),
          c.req.valid("json").reason,
          new Date(),
        ),
      ),
  )
  // The reviewed therapist's one reply, written, replaced or removed (decision 0409). Anyone else
  // passes the guard and gets the service's 404, as for the review itself.
  .put(
    "/:id/reply",
    party,
    answers({ 200: data(reviewReplyAnswerSchema) }, ["NOT_FOUND"]),
    validate("param", idParamSchema),
    validate("json", reviewReplySchema),
    async (c) =>
      ok(
        c,
        await replyToReview(
          c.req.valid("param").id,
          c.get("viewer"),
          c.req.valid("json").text,
          new Date(),
        ),
      ),
  )
  .delete(
    "/:id/reply",
    party,
    answers({ 200: data(reviewReplyAnswerSchema) }, ["NOT_FOUND"]),
    validate("param", idParamSchema),
    async (c) => ok(c, await removeReply(c.req.valid("param").id, c.get("viewer"), new Date())),
  )
  .post(
    "/:id",
    client,
    // The booking's, or the review's own (once written).
    answers({ 201: data(sessionReviewSchema) }, [
      "NOT_FOUND",
      "REVIEW_NOT_ALLOWED",
      "ALREADY_REVIEWED",
    ]),
    validate("param", idParamSchema),
    validate("json", reviewSchema),
    async (c) =>
      ok(c, await writeReview(c.req.valid("param").id, c.get("viewer"), c.req.valid("json")), 201),
  )
  .put(
    "/:id",
    client,
    answers({ 200: data(sessionReviewSchema) }, [
      "NOT_FOUND",
      "REVIEW_EDITED",
      "REVIEW_NOT_ALLOWED",
    ]),
    validate("param", idParamSchema),
    validate("json", reviewSchema),
    async (c) =>
      ok(c, await editReview(c.req.valid("param").id, c.get("viewer"), c.req.valid("json"))),
  );
