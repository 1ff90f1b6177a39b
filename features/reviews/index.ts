export {
  RATING_MAX,
  RATING_STEP,
  REVIEW_COMMENT_MAX,
  REVIEW_COMMENT_MIN,
  REVIEW_UPDATE_DELAY_MS,
  reviewSchema,
  type Review,
  type ReviewCount,
  type ReviewInput,
  type SessionReview,
} from "./schemas";
// The answer schemas other features reuse in their own declarations (decision 0042).
export { moderatedReviewSchema, sessionReviewSchema } from "./schemas";
export {
  REVIEW_REPORT_REASONS,
  reviewReportSchema,
  type ModeratedReview,
  type ReviewReportReason,
} from "./schemas";
