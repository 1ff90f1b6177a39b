import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { getDb } from "@/db/client";
import { sessions, users } from "@/db/schema";
import { verifyAccessToken, type AccessClaims, type UserType } from "./access-token";
import { ApiError } from "./errors";
import type { AppEnv } from "./http";
import { translate } from "./locale";

export type AuthEnv = AppEnv & { Variables: { auth: AccessClaims } };

export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match?.[1]?.trim() || undefined;
}

/**
 * Every owned resource sits behind this: a valid, unexpired access token whose session is not
 * revoked and whose account is active. An expired token answers 401 TOKEN_EXPIRED so the client
 * refreshes; anything else a plain 401. With `role`, the other kind of user gets 403.
 */
export function requireAuth(role?: UserType) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const locale = c.get("locale");
    const token = bearerToken(c.req.header("authorization"));
    if (!token) throw new ApiError(401, translate(locale, "Api", "unauthorized"));
    const result = await verifyAccessToken(token);
    if (!result.ok) {
      if (result.expired) {
        throw new ApiError(401, translate(locale, "Api", "tokenExpired"), {
          code: "TOKEN_EXPIRED",
        });
      }
      throw new ApiError(401, translate(locale, "Api", "unauthorized"));
    }
    const db = await getDb();
    const [live] = await db
      .select({ userType: users.userType })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, result.claims.sessionId),
          eq(sessions.userId, result.claims.userId),
          isNull(sessions.revokedAt),
          eq(users.isActive, true),
        ),
      );
    if (!live) throw new ApiError(401, translate(locale, "Api", "unauthorized"));
    if (role && live.userType !== role)
      throw new ApiError(403, translate(locale, "Api", "forbidden"));
    c.set("auth", { ...result.claims, userType: live.userType });
    await next();
  });
}
