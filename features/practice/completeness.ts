/** The modality whose sessions are at the therapist's office (the catalog's slug). */
export const IN_PERSON = "in-person";

/**
 * When a therapist's profile is complete enough to be listed in the directory (issue 6 lists
 * only complete profiles of active accounts). A photo and availability are not required: the
 * directory shows initials without a photo, and a profile without free time says so.
 */
export type ProfileFacts = {
  firstName: string | null;
  lastName: string | null;
  title: string | null;
  headline: string | null;
  bio: string | null;
  gender: string | null;
  ethnicityId: string | null;
  countryId: string | null;
  stateId: string | null;
  officeAddress: string | null;
  /** Among the modalities: clients come to the office, so it needs its address. */
  offersInPerson: boolean;
  therapyCount: number;
  modalityCount: number;
  specialityCount: number;
  /** A general fee is set, or the session is marked free. */
  hasFee: boolean;
};

export const LISTING_REQUIREMENTS = [
  "name",
  "title",
  "headline",
  "bio",
  "gender",
  "ethnicity",
  "location",
  "officeAddress",
  "therapy",
  "modality",
  "specialities",
  "fee",
] as const;
export type ListingRequirement = (typeof LISTING_REQUIREMENTS)[number];

const filled = (v: string | null) => Boolean(v && v.trim());

/** The requirements a profile still misses; listed when none. */
export function missingForListing(p: ProfileFacts): ListingRequirement[] {
  const met: Record<ListingRequirement, boolean> = {
    name: filled(p.firstName) && filled(p.lastName),
    title: filled(p.title),
    headline: filled(p.headline),
    bio: filled(p.bio),
    gender: filled(p.gender),
    ethnicity: filled(p.ethnicityId),
    location: filled(p.countryId) && filled(p.stateId),
    officeAddress: !p.offersInPerson || filled(p.officeAddress),
    therapy: p.therapyCount > 0,
    modality: p.modalityCount > 0,
    specialities: p.specialityCount > 0,
    fee: p.hasFee,
  };
  return LISTING_REQUIREMENTS.filter((r) => !met[r]);
}
