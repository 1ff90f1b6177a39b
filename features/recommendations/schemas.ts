import type { MatchKind } from "./ranking";

/** One ranked therapist on the wire (GET /recommended-provider). */
export type Recommendation = {
  identifier: string;
  firstName: string;
  lastName: string;
  title: string | null;
  headline: string | null;
  photo: string | null;
  countryName: string | null;
  servable: boolean;
  /** A reviewer checked the therapist's license and qualifications (decision 0208). */
  verified: boolean;
  blockers: ("country" | "language")[];
  /** Why it fits, strongest first, named in the caller's language. */
  reasons: { kind: MatchKind; name: string }[];
};
