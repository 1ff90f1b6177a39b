import type { Notification, NotificationKind } from "../schemas";

/**
 * The `Notifications.kinds` key of a notification's sentence: an anonymous review has its own, and
 * so has a series cancelled with a refund to the reader (decision 0324).
 */
export type SentenceKey = NotificationKind | "reviewReceivedAnonymous" | "cancelledRefunded";

export function sentenceKey(n: Notification): SentenceKey {
  if (n.kind === "reviewReceived" && !n.actorName) return "reviewReceivedAnonymous";
  if (n.kind === "cancelled" && n.details.amount !== undefined) return "cancelledRefunded";
  return n.kind;
}

/** News that can be of a session whose time is still to be chosen ("schedule later"). */
const MAY_BE_UNTIMED = [
  "newBooking",
  "cancelled",
  "invitedToSession",
  "invitationAccepted",
  "invitationDeclined",
] as const satisfies NotificationKind[];

/**
 * The `Notifications.untimed` key of a notification of a session without a time: its sentence
 * says so in words of its own, since "on {at}" cannot hold it in every language.
 */
export function untimedSentenceKey(n: Notification): (typeof MAY_BE_UNTIMED)[number] | undefined {
  if (n.details.at) return undefined;
  return MAY_BE_UNTIMED.find((kind) => kind === n.kind);
}

/**
 * Where a notification leads: the session, its payment, an invitation, the reviews, credentials or
 * earnings.
 */
export function targetOf(n: Notification): string | undefined {
  // News of a session one is invited to (decision 0313) leads to the invitation.
  if (n.details.invitation) return `/appointments/participant/${n.details.invitation}`;
  switch (n.kind) {
    case "invitedToSession":
      return undefined;
    case "bookedForYou":
      return n.bookingId ? `/payment/${n.bookingId}` : undefined;
    case "reviewReceived":
      return "/overview";
    case "credentialsApproved":
    case "credentialsRejected":
      return "/credentials";
    case "payoutSent":
      return "/earnings";
    case "withdrawalPaid":
    case "withdrawalFailed":
    case "walletCredited":
    case "walletDebited":
      return "/wallet";
    case "importClaimed":
      return "/clients/imported";
    case "waitlistOffer":
      return "/waitlist";
    case "careAttention":
      return n.details.client ? `/clients/${n.details.client}/care` : undefined;
    default:
      return n.bookingId ? `/appointments/${n.bookingId}` : undefined;
  }
}
