import { z } from "zod";

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
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A page of the list holds this many. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** PUT /notifications/mark-read: everything up to and including the newest one the reader saw. */
export const markReadSchema = z.object({ identifier: z.uuid("invalidId") });

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

/** One notification as GET /notifications answers it. */
export type Notification = {
  identifier: string;
  kind: NotificationKind;
  /** Who acted, as they are named now; null for us, an anonymous review or a deleted account. */
  actorName: string | null;
  bookingId: string | null;
  details: NotificationDetails;
  createdAt: string;
  read: boolean;
};
