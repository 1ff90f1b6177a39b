import "server-only";
import { accountOf } from "@/features/accounts/server/service";
import { sessionsOf } from "@/features/booking/server/service";
import { clientAccountOf } from "@/features/client-account/server/service";
import { credentialsOf } from "@/features/credentials/server/service";
import { conversationsOf } from "@/features/messaging/server/service";
import { notificationsOf } from "@/features/notifications/server/service";
import { invitationsOf } from "@/features/participants/server/service";
import { practiceProfileOf, sessionLinkOf } from "@/features/practice/server/service";
import { reviewsWrittenBy } from "@/features/reviews/server/service";
import { vouchersOf } from "@/features/vouchers/server/service";
import { ledgerOf } from "@/features/wallet/server/service";
import { workHistoryOf } from "@/features/work-history/server/service";
import { careOf } from "@/features/care/server/service";
import type { Viewer } from "@/lib/server/auth-guard";
import type { Locale } from "@/lib/i18n/routing";

/** How often one person may download their data: enough to retry, not to load the server. */
export const DATA_EXPORT_LIMIT = { limit: 5, windowSeconds: 60 * 60 };

/**
 * A copy of what we hold of the signed-in person (decision 0507), each part read by the feature
 * that owns it: their account, sessions, invitations to sessions (received and sent), wallet,
 * messages and notifications; as a client their profile,
 * preferences, reviews and vouchers; as a therapist their practice (with their session room's
 * link), work history and credentials.
 * Clinical notes are not in it: they are the therapist's record, exported per client (0704).
 */
export async function personalDataOf(viewer: Viewer, locale: Locale, now: Date) {
  const { userId } = viewer;
  const [account, sessions, wallet, conversations, invitations, notifications] = await Promise.all([
    accountOf(userId),
    sessionsOf(userId, locale),
    ledgerOf(userId),
    conversationsOf(userId),
    invitationsOf(userId),
    notificationsOf(userId),
  ]);
  const base = { exportedAt: now.toISOString(), account };
  if (viewer.role === "provider") {
    const [practice, { link: sessionLink }, workHistory, credentials] = await Promise.all([
      practiceProfileOf(userId, locale),
      sessionLinkOf(userId),
      workHistoryOf(userId),
      credentialsOf(userId),
    ]);
    return {
      ...base,
      practice: { ...practice, sessionLink },
      workHistory,
      credentials,
      sessions,
      invitations,
      wallet,
      conversations,
      notifications,
    };
  }
  const [{ profile, preferences }, reviews, vouchers, care] = await Promise.all([
    clientAccountOf(userId),
    reviewsWrittenBy(userId),
    vouchersOf(userId),
    careOf(userId),
  ]);
  return {
    ...base,
    profile,
    preferences,
    sessions,
    invitations,
    wallet,
    conversations,
    notifications,
    reviews,
    vouchers,
    // PHQ-9 and GAD-7 answered (issue 70), with their scores.
    care,
  };
}
