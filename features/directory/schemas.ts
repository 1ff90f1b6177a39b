import type { PublicExperience } from "@/features/work-history";
import { z } from "zod";
import { pageNumber } from "@/lib/validation/common";

export const topStatesQuerySchema = z.object({
  countryCode: z
    .string()
    .regex(/^[A-Za-z]{2}$/, "countryCode")
    .transform((v) => v.toUpperCase()),
  top: z.coerce.number("top").int("top").min(1, "top").max(20, "top").default(3),
});

export const stateStatSchema = z.strictObject({
  identifier: z.string(),
  code: z.string(),
  name: z.string(),
  therapistCount: z.number().int(),
});
export type StateStat = z.infer<typeof stateStatSchema>;

export const DIRECTORY_PAGE_SIZE = 12;
export const DIRECTORY_SEARCH_MAX = 60;

const slug = z
  .string()
  .regex(/^[a-z0-9-]{1,40}$/, "invalid")
  .optional();

/** The directory's filters, as query parameters (choosing a US state adds ?state=). */
export const directoryQuerySchema = z.object({
  countryCode: z
    .string()
    .regex(/^[A-Za-z]{2}$/, "countryCode")
    .transform((v) => v.toUpperCase())
    .optional(),
  state: z
    .string()
    .regex(/^[A-Za-z]{2,3}$/, "invalid")
    .transform((v) => v.toUpperCase())
    .optional(),
  /** Words of a therapist's name or headline. */
  q: z.string().trim().max(DIRECTORY_SEARCH_MAX, "invalid").optional(),
  category: slug,
  concern: slug,
  gender: slug,
  modality: slug,
  /** A language the therapist holds sessions in (slug of a preference option of kind "language"). */
  language: slug,
  /** Highest session fee, in whole units of the therapist's currency. */
  maxFee: z.coerce
    .number("invalid")
    .int("invalid")
    .min(0, "invalid")
    .max(10_000_000, "invalid")
    .optional(),
  page: pageNumber(),
});
export type DirectoryQuery = z.input<typeof directoryQuerySchema>;

export type ProviderCard = {
  identifier: string;
  firstName: string;
  lastName: string;
  title: string | null;
  headline: string | null;
  gender: string | null;
  country: { code: string; name: string };
  state: { code: string; name: string } | null;
  categories: { identifier: string; slug: string; name: string }[];
  concerns: { slug: string; name: string }[];
  rating: number | null;
  reviewCount: number;
  /** The general session fee in minor units; null when none is set. */
  fee: { amount: number; currency: string; isFree: boolean } | null;
  /** The first free slot in the next two weeks (ISO instant), or null. */
  nextAvailable: string | null;
  photoUrl: string | null;
  /** A reviewer checked the therapist's license and qualifications (decisions 0208, 0209). */
  verified: boolean;
};

export type ProviderProfile = ProviderCard & {
  bio: string | null;
  officeAddress: string | null;
  /** What a session of each therapy costs. */
  fees: { categoryIdentifier: string; amount: number; currency: string; isFree: boolean }[];
  modalities: { slug: string; name: string }[];
  languages: { slug: string; name: string }[];
  /** The therapist's work history, when they chose to show it (decision 0211); else empty. */
  experience: PublicExperience[];
};

/** An option of a directory filter, as the page shows it. */
export type FilterOption = { identifier: string; code?: string; slug?: string; name: string };

/** Everything the directory page shows (loaded on the server through the API). */
export type DirectoryPageData = {
  providers: { data: ProviderCard[]; meta: { page: number; pageSize: number; total: number } };
  countries: FilterOption[];
  categories: FilterOption[];
  concerns: FilterOption[];
  languages: FilterOption[];
  states: FilterOption[];
};

/** A profile page: the therapist and the first page of their reviews. */
export type ProfilePageData = {
  profile: ProviderProfile;
  reviews: {
    data: {
      identifier: string;
      rating: number;
      comment: string | null;
      reviewerName: string | null;
      createdAt: string;
    }[];
    meta: { page: number; pageSize: number; total: number };
  };
};
