import { z } from "zod";
import type { Booking } from "@/features/booking";
import type { EmergencyContact } from "@/features/client-account";
import type { SessionReview } from "@/features/reviews";
import { pageNumber } from "@/lib/validation/common";

export const CLIENTS_PAGE_SIZE = 10;
export const CLIENT_SEARCH_MAX = 100;

/** GET /clients?search&page: a therapist's clients, by name. */
export const clientListQuerySchema = z.object({
  search: z.string("clientSearch").trim().max(CLIENT_SEARCH_MAX, "clientSearch").optional(),
  page: pageNumber(),
});
export type ClientListQuery = z.input<typeof clientListQuerySchema>;

/** One client of a therapist, as the list and the client's page show them. */
export type ClientSummary = {
  identifier: string;
  firstName: string;
  lastName: string;
  /** The client's picture, else their avatar (client-account); null shows initials. */
  photoUrl: string | null;
  /** The next upcoming session (pending or confirmed), if any. */
  nextSession: string | null;
  /** The latest session that took place or has started. */
  lastSession: string | null;
  /** Sessions held or booked for sure (confirmed or completed). */
  sessions: number;
};

/** GET /client/profile/{id}: the client as their therapist may see them. */
export type ClientProfile = ClientSummary & {
  /** When their first booking with this therapist was made. */
  clientSince: string;
  /** Shown once they have had a confirmed session with this therapist (decision 0500). */
  emergencyContact: EmergencyContact | null;
};

/** GET /appointment/client/{id}: each session with its status and its review. */
export type ClientAppointment = Booking & { review: SessionReview | null };
