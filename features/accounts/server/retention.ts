import "server-only";
import { and, inArray, isNotNull, isNull, lt, or, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { getDb } from "@/db/client";
import {
  mfaChallenges,
  oneTimeTokens,
  refreshTokens,
  oidcStarts,
  sessions,
  socialPending,
  webauthnChallenges,
} from "@/db/schema/accounts";
import { authSettings } from "@/lib/server/env";
import { every } from "@/lib/server/every";

/** How long a sign-in is kept once it has ended (decision 0515), as the person's history. */
export const SIGN_IN_RETENTION_DAYS = 90;
/** An email's link or code is kept this long past its use or its expiry. */
const ONE_TIME_TOKEN_GRACE_DAYS = 1;
const DAY = 86_400_000;
const BATCH = 1_000;

/** Deletes the rows of `table` that `where` picks, a batch at a time; how many it deleted. */
async function deleteInBatches(table: PgTable, id: PgColumn, where: SQL, batch: number) {
  const db = await getDb();
  let total = 0;
  for (;;) {
    const picked = db.select({ id }).from(table).where(where).limit(batch);
    const rows = await db.delete(table).where(inArray(id, picked)).returning({ id });
    total += rows.length;
    if (rows.length < batch) return total;
  }
}

/**
 * What sign-ins leave behind, deleted once it is of no use (decision 0515):
 * - refresh tokens past their expiry (one is made at every renewal; an expired one is refused as
 *   an unknown one is);
 * - sessions that ended more than SIGN_IN_RETENTION_DAYS ago: signed out then, or not renewed
 *   since (their last token ran out a refresh token's life after their last activity), with
 *   their tokens;
 * - email links and codes a day past their use or expiry;
 * - the code step's challenges (decision 0521) a day past their five minutes.
 */
export async function deleteEndedSignIns(now = new Date(), batch = BATCH) {
  const ended = new Date(now.getTime() - SIGN_IN_RETENTION_DAYS * DAY);
  const lastRenewable = new Date(ended.getTime() - authSettings.refreshTokenDays() * DAY);
  const spent = new Date(now.getTime() - ONE_TIME_TOKEN_GRACE_DAYS * DAY);
  const oldSessions = await deleteInBatches(
    sessions,
    sessions.id,
    or(
      and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, ended)),
      and(isNull(sessions.revokedAt), lt(sessions.lastActiveAt, lastRenewable)),
    )!,
    batch,
  );
  const expiredTokens = await deleteInBatches(
    refreshTokens,
    refreshTokens.id,
    lt(refreshTokens.expiresAt, now),
    batch,
  );
  const spentLinks = await deleteInBatches(
    oneTimeTokens,
    oneTimeTokens.id,
    or(lt(oneTimeTokens.expiresAt, spent), lt(oneTimeTokens.usedAt, spent))!,
    batch,
  );
  const oldChallenges = await deleteInBatches(
    mfaChallenges,
    mfaChallenges.id,
    lt(mfaChallenges.expiresAt, spent),
    batch,
  );
  const oldPasskeyChallenges = await deleteInBatches(
    webauthnChallenges,
    webauthnChallenges.id,
    lt(webauthnChallenges.expiresAt, spent),
    batch,
  );
  // Google and Apple sign-ins' starts and pending steps (decision 0523), likewise.
  const oldSocialSteps =
    (await deleteInBatches(oidcStarts, oidcStarts.id, lt(oidcStarts.expiresAt, spent), batch)) +
    (await deleteInBatches(
      socialPending,
      socialPending.id,
      lt(socialPending.expiresAt, spent),
      batch,
    ));
  return {
    sessions: oldSessions,
    refreshTokens: expiredTokens,
    oneTimeTokens: spentLinks,
    mfaChallenges: oldChallenges,
    passkeyChallenges: oldPasskeyChallenges,
    socialSteps: oldSocialSteps,
  };
}

/** Runs deleteEndedSignIns every `intervalMs` in this process; the answer stops it. */
export const startSignInRetention = (intervalMs = 60 * 60_000) =>
  every(intervalMs, "sign-in retention", () => deleteEndedSignIns());
