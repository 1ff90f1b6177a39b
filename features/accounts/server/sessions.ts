import "server-only";
import { and, desc, eq, gt, isNull, max, ne, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { refreshTokens, sessions } from "@/db/schema/accounts";
import { signAccessToken, type UserType } from "@/lib/server/access-token";
import { authSettings } from "@/lib/server/env";
import { DomainError } from "@/lib/server/errors";
import { hashToken, randomToken } from "@/lib/server/secure-token";
import type { Device } from "../device";
import type { SignedInSession } from "../schemas";

type Tx = Parameters<Parameters<Awaited<ReturnType<typeof getDb>>["transaction"]>[0]>[0];
type Executor = Awaited<ReturnType<typeof getDb>> | Tx;

/** Adds a refresh token to a session's family and answers it with its expiry (epoch ms). */
export async function mintRefreshToken(db: Executor, sessionId: string) {
  const refreshToken = randomToken();
  const expiresAt = new Date(Date.now() + authSettings.refreshTokenDays() * 86_400_000);
  await db
    .insert(refreshTokens)
    .values({ sessionId, tokenHash: hashToken(refreshToken), expiresAt });
  return { refreshToken, refreshTokenExp: expiresAt.getTime() };
}

/**
 * Whether the account was signed in to before (within the sign-ins kept, 0515), and from the
 * browser whose device key hashes to `keyHash` (decision 0516).
 */
export async function familiarity(userId: string, keyHash: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      before: sql<boolean>`count(*) > 0`,
      fromHere: sql<boolean>`coalesce(bool_or(${sessions.deviceKeyHash} = ${keyHash}), false)`,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return { before: !!row?.before, fromHere: !!row?.fromHere };
}

/** A new signed-in session: an access token and the first refresh token of its family. */
export async function startSession(
  userId: string,
  userType: UserType,
  device?: Device & { deviceKeyHash?: string },
) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [session] = await tx
      .insert(sessions)
      .values({ userId, ...device })
      .returning({ id: sessions.id });
    const refresh = await mintRefreshToken(tx, session!.id);
    const access = await signAccessToken({ userId, sessionId: session!.id, userType });
    return { sessionId: session!.id, ...access, ...refresh };
  });
}

/** Ends a session still open (only `ownerId`'s, when given); whether it ended one. */
export async function revokeSession(sessionId: string, reason: string, ownerId?: string) {
  const db = await getDb();
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(sessions.id, sessionId),
        ownerId ? eq(sessions.userId, ownerId) : undefined,
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Ends every session of a user, or every one but `keep` (the session asking); how many it ended. */
export async function revokeUserSessions(userId: string, reason: string, keep?: string) {
  const db = await getDb();
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keep ? ne(sessions.id, keep) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

/** A session's token was renewed: it is in use. */
export async function touchSession(db: Executor, sessionId: string, now = new Date()) {
  await db.update(sessions).set({ lastActiveAt: now }).where(eq(sessions.id, sessionId));
}

/**
 * GET /user/sessions (decision 0514): where the person is signed in: sessions not ended whose
 * newest refresh token has not run out, the asking one first, then the latest in use.
 */
export async function signedInSessions(
  userId: string,
  current: string,
  now = new Date(),
): Promise<SignedInSession[]> {
  const db = await getDb();
  const until = max(refreshTokens.expiresAt);
  const rows = await db
    .select({
      id: sessions.id,
      browser: sessions.browser,
      platform: sessions.platform,
      createdAt: sessions.createdAt,
      lastActiveAt: sessions.lastActiveAt,
    })
    .from(sessions)
    .innerJoin(refreshTokens, eq(refreshTokens.sessionId, sessions.id))
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .groupBy(sessions.id)
    .having(gt(until, now))
    .orderBy(desc(sessions.lastActiveAt));
  const list = rows.map((r) => ({
    identifier: r.id,
    browser: r.browser,
    platform: r.platform,
    signedInAt: r.createdAt.toISOString(),
    lastActiveAt: r.lastActiveAt.toISOString(),
    current: r.id === current,
  }));
  return [...list.filter((s) => s.current), ...list.filter((s) => !s.current)];
}

/** Why a session ended when its owner signed it out from the list (decision 0514). */
export const SIGNED_OUT_BY_OWNER = "signed_out_by_owner";

/** Signs one of the person's own sessions out; NOT_FOUND for any other or one already ended. */
export async function endOwnSession(userId: string, sessionId: string) {
  if (!(await revokeSession(sessionId, SIGNED_OUT_BY_OWNER, userId)))
    throw new DomainError("NOT_FOUND");
}
