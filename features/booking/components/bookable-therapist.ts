/** What the booking form knows of the therapist being booked. */
export type BookableTherapist = {
  identifier: string;
  name: string;
  categories: { identifier: string; name: string }[];
  modalities: { slug: string; name: string }[];
  fees: { categoryIdentifier: string; amount: number; currency: string; isFree: boolean }[];
};
