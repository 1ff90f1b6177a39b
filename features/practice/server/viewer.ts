import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { getDb } from "@/db/client";
import { sessions, users } from "@/db/schema";
import { verifyAccessToken } from "@/lib/server/access-token";
import { bearerToken } from "@/lib/server/auth-guard";

/**
 * Who is looking, when a route serves files: an <img> cannot send a bearer header, so the
 * spec's `token` cookie (same site, SameSite=Lax) counts too. Anyone unknown is anonymous.
 */
export async function optionalViewer(c: Context): Promise<string | undefined> {
  const token = bearerToken(c.req.header("authorization")) ?? getCookie(c, "token");
  if (!token) return undefined;
  const result = await verifyAccessToken(token);
  if (!result.ok) return undefined;
  const db = await getDb();
  const [live] = await db
    .select({ id: users.id })
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
  return live?.id;
}
