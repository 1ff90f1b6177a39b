import { z } from "zod";
import { MATCH_KINDS } from "./ranking";

/** One ranked therapist on the wire (GET /recommended-provider). */
export const recommendationSchema = z.strictObject({
  identifier: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string().nullable(),
  headline: z.string().nullable(),
  photo: z.string().nullable(),
  countryName: z.string().nullable(),
  servable: z.boolean(),
  /** A reviewer checked the therapist's license and qualifications (decision 0208). */
  verified: z.boolean(),
  blockers: z.array(z.enum(["country", "language"])),
  /** Why it fits, strongest first, named in the caller's language. */
  reasons: z.array(z.strictObject({ kind: z.enum(MATCH_KINDS), name: z.string() })),
});
export type Recommendation = z.infer<typeof recommendationSchema>;
