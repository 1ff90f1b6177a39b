import { z } from "zod";
import { pageQuerySchema } from "@/lib/validation/common";

export const REVIEWS_PAGE_SIZE = 10;

/** Spec sections 5 and 9: a comment is optional, but 5 to 2500 characters when given. */
export const REVIEW_COMMENT_MIN = 5;
export const REVIEW_COMMENT_MAX = 2500;
/** Spec section 5: "text content 30 to 1000": the therapist's reply to a review (decision 0409). */
export const TEXT_CONTENT_MIN = 30;
export const TEXT_CONTENT_MAX = 1000;
/** Spec section 9: the rating steps by 0.5, from 0.5 to 5 stars. */
export const RATING_STEP = 0.5;
export const RATING_MAX = 5;
/** Spec section 9: the page refreshes this long after a review update. */
export const REVIEW_UPDATE_DELAY_MS = 2000;

/** GET /review/provider/{id}: a page of 10 reviews. */
export const reviewPageQuerySchema = pageQuerySchema;

const rating = z
  .number("reviewRating")
  .min(RATING_STEP, "reviewRating")
  .max(RATING_MAX, "reviewRating")
  .multipleOf(RATING_STEP, "reviewRating");

/** Empty (after trimming) means no comment; otherwise 5 to 2500 characters. */
const comment = z
  .string("reviewComment")
  .trim()
  .refine(
    (v) => v === "" || (v.length >= REVIEW_COMMENT_MIN && v.length <= REVIEW_COMMENT_MAX),
    "reviewComment",
  )
  .transform((v) => (v === "" ? undefined : v))
  .optional();

/** POST /review/{bookingId} and PUT /review/{reviewId}, and the review form. */
export const reviewSchema = z.object({
  rating,
  comment,
  isAnonymous: z.boolean("invalid").default(false),
});
export type ReviewInput = z.input<typeof reviewSchema>;
export type ReviewValues = z.output<typeof reviewSchema>;

/** PUT /review/{reviewId}/reply, and the reply form: 30 to 1000 characters after trimming. */
export const reviewReplySchema = z.object({
  text: z
    .string("textContentMin")
    .trim()
    .min(TEXT_CONTENT_MIN, "textContentMin")
    .max(TEXT_CONTENT_MAX, "textContentMax"),
});
export type ReviewReplyInput = z.input<typeof reviewReplySchema>;

/** The therapist's reply under a review, or null while there is none (decision 0409). */
const reply = z.string().nullable();
const replyAt = z.string().nullable();

/**
 * What the reply routes answer: the review's id and its reply, nothing of its author or session,
 * so replying to an anonymous review tells the therapist nothing new.
 */
export const reviewReplyAnswerSchema = z.strictObject({ identifier: z.string(), reply, replyAt });
export type ReviewReply = z.infer<typeof reviewReplyAnswerSchema>;

/**
 * A review as everyone sees it. Anonymous reviews carry no name and no author id anywhere, and
 * their `createdAt` is when their batch was released (decision 0406).
 */
export const reviewAnswerSchema = z
  .strictObject({
    identifier: z.string(),
    rating: z.number(),
    comment: z.string().nullable(),
    isAnonymous: z.boolean(),
    /** "Anonymous" reviews show no name at all. */
    reviewerName: z.string().nullable(),
    createdAt: z.string(),
    reply,
    replyAt,
  })
  .meta({ id: "Review" });
export type Review = z.infer<typeof reviewAnswerSchema>;

/**
 * A review as its author or the session's therapist reads it (by booking or by its id). To anyone
 * but its author an anonymous review names no session (`bookingIdentifier: null`), and its
 * `createdAt` is when it was released (decision 0406).
 */
export const sessionReviewSchema = reviewAnswerSchema
  .extend({
    bookingIdentifier: z.string().nullable(),
    editedAt: z.string().nullable(),
    /** Only its author, and only before the one edit. */
    canEdit: z.boolean(),
    /** Hidden by staff (decision 0808): only its author still reads it, with a note. */
    isHidden: z.boolean(),
    /** The session's therapist, who alone may reply (decision 0409). */
    canReply: z.boolean(),
  })
  .meta({ id: "SessionReview" });
export type SessionReview = z.infer<typeof sessionReviewSchema>;

export const reviewCountSchema = z.strictObject({
  count: z.number().int(),
  averageRating: z.number().nullable(),
});
export type ReviewCount = z.infer<typeof reviewCountSchema>;

/** Half steps from 0.5 to 5 (spec: rating in half steps). */
export const ratingFromHalves = (halves: number) => halves / 2;
export const halvesFromRating = (rating: number) => Math.round(rating * 2);

// --- moderation (issue 68, decision 0808) --------------------------------------------------------

/** Why a review is reported: a short closed list (db/schema/reviews.ts has the same). */
export const REVIEW_REPORT_REASONS = [
  "abusive",
  "personal_information",
  "spam",
  "not_genuine",
  "other",
] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];

/** POST /review/{id}/report */
export const reviewReportSchema = z.object({
  reason: z.enum(REVIEW_REPORT_REASONS, "@Reviews.report.reasonRequired"),
});
export type ReviewReportInput = z.input<typeof reviewReportSchema>;
export const reviewReportAnswerSchema = z.strictObject({ reported: z.literal(true) });

/**
 * A review as staff read it in the console. An anonymous review names no author, there either:
 * `authorName` is null and no author id is sent for any review.
 */
export const moderatedReviewSchema = z.strictObject({
  identifier: z.string(),
  therapistId: z.string(),
  therapistName: z.string().nullable(),
  rating: z.number(),
  comment: z.string().nullable(),
  isAnonymous: z.boolean(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
  /** Open reports, by reason. */
  openReports: z.number().int(),
  reasons: z.array(z.strictObject({ reason: z.enum(REVIEW_REPORT_REASONS), count: z.number() })),
  lastReportedAt: z.string().nullable(),
});
export type ModeratedReview = z.infer<typeof moderatedReviewSchema>;
