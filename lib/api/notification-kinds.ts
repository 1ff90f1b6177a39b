// The vocabulary of notifications (decision 0508), shared by the notifications table
// (db/schema/notifications.ts) and the feature's schemas, its API and its screens.

/**
 * What a notification tells (decision 0508); the text of each is `Notifications.kinds.{kind}`.
 * The table's enum is made from this list: a new kind needs a migration (`npm run db:generate`).
 */
export const NOTIFICATION_KINDS = [
  "newBooking",
  "bookedForYou",
  "cancelled",
  "sessionMoved",
  "rescheduleRequested",
  "rescheduleAccepted",
  "rescheduleDeclined",
  // Declined with other times offered instead (decision 0320).
  "counterProposed",
  "reviewReceived",
  "credentialsApproved",
  "credentialsRejected",
  "payoutSent",
  "invitedToSession",
  "invitationAccepted",
  "invitationDeclined",
  "importClaimed",
  "bookingConfirmed",
  "sessionScheduled",
  "careAttention",
  "waitlistOffer",
  "careForms",
  "reviewHidden",
  "reviewRestored",
  // A client's withdrawal to their bank account settled (decision 0114).
  "withdrawalPaid",
  "withdrawalFailed",
  // Finance credited or debited the person's wallet, with a reason (decision 0810).
  "walletCredited",
  "walletDebited",
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The facts a notification's sentence needs besides who and which session, as stored and as
 * answered: instants as ISO strings (shown in the reader's zone), a series' size, a review's
 * rating, a payout's amount and month, an invitation's id.
 */
export type NotificationDetails = {
  /** The session's time (its new time after a move). */
  at?: string;
  /** A move's old time. */
  from?: string;
  /** Other times offered instead of a declined move (their starts). */
  times?: string[];
  count?: number;
  rating?: number;
  /** A payout: minor units of `currency`, for `month` (YYYY-MM). */
  amount?: number;
  currency?: string;
  month?: string;
  /** An invitation to a session (its participant row), which the invitee opens. */
  invitation?: string;
  /** A client whose answers need their therapist's attention (issue 70): an id, never content. */
  client?: string;
};
