import "server-only";
import { accountOf } from "@/features/accounts/server/service";
import { sessionsOf } from "@/features/booking/server/service";
import { clientAccountOf } from "@/features/client-account/server/service";
import { conversationsOf } from "@/features/messaging/server/service";
import { practiceProfileOf } from "@/features/practice/server/service";
import { reviewsWrittenBy } from "@/features/reviews/server/service";
import { vouchersOf } from "@/features/vouchers/server/service";
import { ledgerOf } from "@/features/wallet/server/service";
import { workHistoryOf } from "@/features/work-history/server/service";
import type { Viewer } from "@/lib/server/auth-guard";
import type { Locale } from "@/lib/i18n/routing";

/** How often one person may download their data: enough to retry, not to load the server. */
export const DATA_EXPORT_LIMIT = { limit: 5, windowSeconds: 60 * 60 };

/**
 * A copy of what we hold of the signed-in person (decision 0507), each part read by the feature
 * that owns it: their account, profile, sessions, wallet, messages, and as a client their reviews
 * and vouchers, as a therapist their work history. Clinical notes are not in it: a therapist's
 * notes are kept, and shown, on each client's page.
 */
export async function personalDataOf(viewer: Viewer, locale: Locale, now: Date) {
  const { userId } = viewer;
  const common = await Promise.all([
    accountOf(userId),
    sessionsOf(userId, locale),
    ledgerOf(userId),
    conversationsOf(userId),
  ]);
  const [account, sessions, wallet, conversations] = common;
  const base = { exportedAt: now.toISOString(), account };
  if (viewer.role === "provider") {
    const [practice, workHistory] = await Promise.all([
      practiceProfileOf(userId, locale),
      workHistoryOf(userId),
    ]);
    return { ...base, practice, workHistory, sessions, wallet, conversations };
  }
  const [{ profile, preferences }, reviews, vouchers] = await Promise.all([
    clientAccountOf(userId),
    reviewsWrittenBy(userId),
    vouchersOf(userId),
  ]);
  return { ...base, profile, preferences, sessions, wallet, conversations, reviews, vouchers };
}
