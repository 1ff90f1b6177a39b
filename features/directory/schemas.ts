import { publicExperienceSchema } from "@/features/work-history";
import { z } from "zod";
import type { Answer } from "@/lib/api/typed-client";
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

const slugName = z.strictObject({ slug: z.string(), name: z.string() });
/** GET /providers: one therapist of the directory. */
export const providerCardSchema = z
  .strictObject({
    identifier: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    title: z.string().nullable(),
    headline: z.string().nullable(),
    gender: z.string().nullable(),
    country: z.strictObject({ code: z.string(), name: z.string() }),
    state: z.strictObject({ code: z.string(), name: z.string() }).nullable(),
    categories: z.array(
      z.strictObject({ identifier: z.string(), slug: z.string(), name: z.string() }),
    ),
    concerns: z.array(slugName),
    rating: z.number().nullable(),
    reviewCount: z.number().int(),
    /** The general session fee in minor units; null when none is set. */
    fee: z
      .strictObject({ amount: z.number().int(), currency: z.string(), isFree: z.boolean() })
      .nullable(),
    /** The first free slot in the next two weeks (ISO instant), or null. */
    nextAvailable: z.string().nullable(),
    photoUrl: z.string().nullable(),
    /** A reviewer checked the therapist's license and qualifications (decisions 0208, 0209). */
    verified: z.boolean(),
  })
  .meta({ id: "ProviderCard" });
export type ProviderCard = z.infer<typeof providerCardSchema>;

/** GET /providers/{id}: the public profile. */
export const publicProfileSchema = providerCardSchema
  .extend({
    bio: z.string().nullable(),
    officeAddress: z.string().nullable(),
    /** What a session of each therapy costs. */
    fees: z.array(
      z.strictObject({
        categoryIdentifier: z.string(),
        amount: z.number().int(),
        currency: z.string(),
        isFree: z.boolean(),
      }),
    ),
    modalities: z.array(slugName),
    languages: z.array(slugName),
    /** The therapist's work history, when they chose to show it (decision 0211); else empty. */
    experience: z.array(publicExperienceSchema),
  })
  .meta({ id: "PublicProviderProfile" });
export type ProviderProfile = z.infer<typeof publicProfileSchema>;

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
  /** Each with the therapist's reply under it, if any (decision 0409). */
  reviews: Answer<"/review/provider/{id}", "get">;
};
