import { pageQuerySchema } from "@/lib/validation/common";

export const REVIEWS_PAGE_SIZE = 10;

/** GET /review/provider/{id}: a page of 10 reviews. */
export const reviewPageQuerySchema = pageQuerySchema;

export type Review = {
  identifier: string;
  rating: number;
  comment: string | null;
  isAnonymous: boolean;
  /** "Anonymous" reviews show no name at all. */
  reviewerName: string | null;
  createdAt: string;
};

export type ReviewCount = { count: number; averageRating: number | null };

/** Half steps from 0.5 to 5 (spec: rating in half steps). */
export const ratingFromHalves = (halves: number) => halves / 2;
