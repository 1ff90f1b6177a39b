export {
  INVITE_VALID_DAYS,
  PARTICIPANT_LIMIT,
  inviteFormSchema,
  isExpired,
  participantAnswerSchema,
  shareBookingSchema,
  type Participant,
  type ParticipantInvitation,
} from "./schemas";
