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

// The answers' schemas (decision 0042); the wire types are read off them.
const decision = z.enum(["acknowledged", "rejected"]).nullable();
/** A participant as the booking's client and therapist see them. */
export const participantSchema = z
  .strictObject({
    identifier: z.string(),
    email: z.string(),
    /** Their name once the invitation belongs to an account. */
    name: z.string().nullable(),
    status: z.enum(participantStatuses),
    /** The therapist's decision: null until they acknowledge or reject. */
    providerDecision: decision,
    expiresAt: z.string(),
    /** Not answered before it expired. */
    expired: z.boolean(),
  })
  .meta({ id: "Participant" });
export type Participant = z.infer<typeof participantSchema>;

/**
 * GET /booking/participant/{id}: what an invitee may see. The time, the therapist and the way of
 * meeting; never the payment, the booking note or anyone's email.
 */
export const participantInvitationSchema = z
  .strictObject({
    identifier: z.string(),
    status: z.enum(participantStatuses),
    providerDecision: decision,
    expiresAt: z.string(),
    expired: z.boolean(),
    invitedBy: z.strictObject({ firstName: z.string() }),
    booking: z.strictObject({
      identifier: z.string(),
      status: z.string(),
      startTime: z.string().nullable(),
      endTime: z.string().nullable(),
      therapyCategory: z.strictObject({ identifier: z.string(), name: z.string() }),
      modalityName: z.string(),
      provider: z.strictObject({
        identifier: z.string(),
        firstName: z.string(),
        lastName: z.string(),
      }),
    }),
  })
  .meta({ id: "ParticipantInvitation" });
export type ParticipantInvitation = z.infer<typeof participantInvitationSchema>;

/** Whether an invitee will be in the session: they accepted and the therapist did not turn them away. */
export const isAdmitted = (p: { status: ParticipantStatus; providerDecision: string | null }) =>
  p.status === "acknowledged" && p.providerDecision !== "rejected";

/** Whether an invitation still waits for an answer past its time. */
export const isExpired = (p: { status: ParticipantStatus; expiresAt: string }, now: number) =>
  p.status === "posted" && Date.parse(p.expiresAt) <= now;
