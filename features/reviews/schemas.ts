import { z } from "zod";

export const REVIEWS_PAGE_SIZE = 10;

export const providerIdParamSchema = z.object({ id: z.uuid("invalidId") });
export const reviewPageQuerySchema = z.object({
  page: z.coerce.number("page").int("page").min(1, "page").max(1000, "page").default(1),
});

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
