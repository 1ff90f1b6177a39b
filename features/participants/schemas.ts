import { z } from "zod";
import { EMAIL_PATTERN } from "@/lib/validation/common";

/** At most this many people may be invited to one session, besides its client (decision 0401). */
export const PARTICIPANT_LIMIT = 4;
/** An invitation expires after this many days, or when the session starts if that is sooner. */
export const INVITE_VALID_DAYS = 7;

/** POST /share-booking: the booking and one to four email addresses. */
export const shareBookingSchema = z.object({
  bookingIdentifier: z.uuid("invalidId"),
  emails: z
    .array(
      z
        .string("inviteEmails")
        .trim()
        .regex(EMAIL_PATTERN, "inviteEmails")
        .transform((v) => v.toLowerCase()),
      "inviteEmails",
    )
    .min(1, "inviteEmails")
    .max(PARTICIPANT_LIMIT, "inviteEmails"),
});
export type ShareBookingInput = z.input<typeof shareBookingSchema>;

/** The invite form: addresses separated by commas, spaces or new lines. */
export const inviteFormSchema = z.object({
  emails: z
    .string("inviteEmails")
    .transform((v) => v.split(/[\s,;]+/).filter(Boolean))
    // One message on the field, whichever address is wrong.
    .refine((list) => shareBookingSchema.shape.emails.safeParse(list).success, "inviteEmails"),
});
export type InviteFormInput = z.input<typeof inviteFormSchema>;

export const participantStatuses = ["posted", "acknowledged", "rejected"] as const;
export type ParticipantStatus = (typeof participantStatuses)[number];

/** POST /booking/participant/{id}/status: the invitee accepts or declines. */
export const participantAnswerSchema = z.object({
  status: z.enum(["acknowledged", "rejected"], "participantStatus"),
});
export type ParticipantAnswer = z.input<typeof participantAnswerSchema>;

/** A participant as the booking's client and therapist see them. */
export type Participant = {
  identifier: string;
  email: string;
  /** Their name once the invitation belongs to an account. */
  name: string | null;
  status: ParticipantStatus;
  /** The therapist's decision: null until they acknowledge or reject. */
  providerDecision: "acknowledged" | "rejected" | null;
  expiresAt: string;
  /** Not answered before it expired. */
  expired: boolean;
};

/**
 * GET /booking/participant/{id}: what an invitee may see. The time, the therapist and the way of
 * meeting; never the payment, the booking note or anyone's email.
 */
export type ParticipantInvitation = {
  identifier: string;
  status: ParticipantStatus;
  providerDecision: "acknowledged" | "rejected" | null;
  expiresAt: string;
  expired: boolean;
  invitedBy: { firstName: string };
  booking: {
    identifier: string;
    status: string;
    startTime: string | null;
    endTime: string | null;
    therapyCategory: { identifier: string; name: string };
    modalityName: string;
    provider: { identifier: string; firstName: string; lastName: string };
  };
};

/** Whether an invitee will be in the session: they accepted and the therapist did not turn them away. */
export const isAdmitted = (p: { status: ParticipantStatus; providerDecision: string | null }) =>
  p.status === "acknowledged" && p.providerDecision !== "rejected";

/** Whether an invitation still waits for an answer past its time. */
export const isExpired = (p: { status: ParticipantStatus; expiresAt: string }, now: number) =>
  p.status === "posted" && Date.parse(p.expiresAt) <= now;
