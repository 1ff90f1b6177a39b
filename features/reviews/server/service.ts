import "server-only";

// The reviews feature's surface for other features' servers (decision 0015).
// Re-exports only: the feature's own files import the module that holds a thing, never this
// one, so it stays out of every import circle (issue 65).
export { ratingsOf, reviewCount, reviewsOfProvider } from "./ratings";
export { reviewedBookings, reviewsOfBookings } from "./writes";
export { releaseWeekOf } from "../anonymity";
export { repliesWrittenBy, reviewsWrittenBy } from "./personal-data";
export { moderateReview, moderationList } from "./moderation";
