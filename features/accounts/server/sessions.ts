import "server-only";
import { and, eq, isNull, ne } from "drizzle-orm";
import { getDb } from "@/db/client";
import { refreshTokens, sessions } from "@/db/schema/accounts";
import { signAccessToken, type UserType } from "@/lib/server/access-token";
import { authSettings } from "@/lib/server/env";
import { hashToken, randomToken } from "@/lib/server/secure-token";

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

/** A new signed-in session: an access token and the first refresh token of its family. */
export async function startSession(userId: string, userType: UserType) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [session] = await tx.insert(sessions).values({ userId }).returning({ id: sessions.id });
    const refresh = await mintRefreshToken(tx, session!.id);
    const access = await signAccessToken({ userId, sessionId: session!.id, userType });
    return { sessionId: session!.id, ...access, ...refresh };
  });
}

export async function revokeSession(sessionId: string, reason: string) {
  const db = await getDb();
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user, or every one but `keep` (the session asking). */
export async function revokeUserSessions(userId: string, reason: string, keep?: string) {
  const db = await getDb();
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keep ? ne(sessions.id, keep) : undefined,
      ),
    );
}
