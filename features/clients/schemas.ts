import { z } from "zod";
import { bookingAnswerSchema } from "@/features/booking";
import { emergencyContactAnswerSchema } from "@/features/client-account";
import { sessionReviewSchema } from "@/features/reviews";
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
export const clientSummarySchema = z.strictObject({
  identifier: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The client's picture, else their avatar (client-account); null shows initials. */
  photoUrl: z.string().nullable(),
  /** The next upcoming session (pending or confirmed), if any. */
  nextSession: z.string().nullable(),
  /** The latest session that took place or has started. */
  lastSession: z.string().nullable(),
  /** Sessions held or booked for sure (confirmed or completed). */
  sessions: z.number().int(),
});
export type ClientSummary = z.infer<typeof clientSummarySchema>;

/** GET /client/profile/{id}: the client as their therapist may see them. */
export const clientProfileAnswerSchema = clientSummarySchema.extend({
  /** When their first booking with this therapist was made. */
  clientSince: z.string(),
  /** Shown once they have had a confirmed session with this therapist (decision 0500). */
  emergencyContact: emergencyContactAnswerSchema.nullable(),
});
export type ClientProfile = z.infer<typeof clientProfileAnswerSchema>;

/** GET /appointment/client/{id}: each session with its status and its review. */
export const clientAppointmentSchema = bookingAnswerSchema.extend({
  review: sessionReviewSchema.nullable(),
});
export type ClientAppointment = z.infer<typeof clientAppointmentSchema>;
/**
 * GET /appointment/client/{id}?page&part: `sessions`, those to come soonest first and then the
 * completed newest first; `other`, the cancelled, declined and lapsed; `all` (default), newest first.
 */
export const clientAppointmentsQuerySchema = z.object({
  page: pageNumber(),
  part: z.enum(["all", "sessions", "other"], "invalid").default("all"),
});
export type ClientAppointmentsPart = z.output<typeof clientAppointmentsQuerySchema>["part"];
