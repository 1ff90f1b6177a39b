import "server-only";
import { accountOf } from "@/features/accounts/server/service";
import { exportSectionsOf } from "@/lib/server/account-pieces";
import type { Viewer } from "@/lib/server/auth-guard";
import type { Locale } from "@/lib/i18n/routing";

/** How often one person may download their data: enough to retry, not to load the server. */
export const DATA_EXPORT_LIMIT = { limit: 5, windowSeconds: 60 * 60 };

/**
 * A copy of what we hold of the signed-in person (decision 0507), each part read by the feature
 * that owns it and registered in app/api/app.ts: their account, sessions, invitations to sessions
 * (received and sent), wallet, messages and notifications; as a client their profile,
 * preferences, reviews and vouchers; as a therapist their practice (with their session room's
 * link), work history and credentials.
 * Clinical notes are not in it: they are the therapist's record, exported per client (0704).
 */
export async function personalDataOf(viewer: Viewer, locale: Locale, now: Date) {
  const { userId } = viewer;
  const [account, parts] = await Promise.all([
    accountOf(userId),
    exportSectionsOf(userId, viewer.role, locale),
  ]);
  return { exportedAt: now.toISOString(), account, ...parts };
}
