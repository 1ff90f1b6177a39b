import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { anyId, prepared } from "@/db/prepared";
import { sessions, users } from "@/db/schema/accounts";
import { verifyAccessToken, type UserType } from "./access-token";
import { batched } from "./batch";
import { DomainError } from "./errors";
import { marks } from "./openapi";
import { isUuid } from "./uuid";
import type { AppEnv } from "./http";

/**
 * Who is asking: every handler behind `requireAuth` gets this ready as `c.get("viewer")`. The name
 * comes with the session check's row, so an answer naming the viewer needs no read of its own.
 */
export type Viewer = {
  userId: string;
  role: UserType;
  sessionId: string;
  name: { firstName: string; lastName: string };
};
export type AuthEnv = AppEnv & { Variables: { viewer: Viewer } };

export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match?.[1]?.trim() || undefined;
}

/** The sessions of tokens, those not revoked whose account is active: on every request. */
const liveSessions = prepared((db) =>
  db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      userType: users.userType,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(anyId(sessions.id, "sessionIds"), isNull(sessions.revokedAt), eq(users.isActive, true)),
    )
    .prepare("live_sessions"),
);

/** A token's live session: the requests of one turn of the event loop are checked in one read. */
const liveSession = batched(async (claims: { sessionId: string; userId: string }[]) => {
  // A session id is a uuid; anything else (never signed by us) must not fail the whole batch.
  const ids = [...new Set(claims.map((c) => c.sessionId).filter(isUuid))];
  const rows = ids.length ? await (await liveSessions()).execute({ sessionIds: ids }) : [];
  const bySession = new Map(rows.map((row) => [row.sessionId, row]));
  return claims.map(({ sessionId, userId }) => {
    const row = bySession.get(sessionId);
    return row?.userId === userId ? row : undefined;
  });
});

type TokenCheck = { viewer: Viewer } | { failure: "missing" | "expired" | "invalid" };

/** A valid, unexpired token whose session is not revoked and whose account is active. */
async function checkToken(token: string | undefined): Promise<TokenCheck> {
  if (!token) return { failure: "missing" };
  const result = await verifyAccessToken(token);
  if (!result.ok) return { failure: result.expired ? "expired" : "invalid" };
  const live = await liveSession(result.claims);
  if (!live) return { failure: "invalid" };
  const { userId, sessionId } = result.claims;
  const name = { firstName: live.firstName, lastName: live.lastName };
  return { viewer: { userId, sessionId, role: live.userType, name } };
}

/**
 * "View as" (issue 68): a request with `X-View-Mode: impersonation` carries an impersonation
 * token, not an access token. The staff feature resolves it to the person it reads as, or throws
 * (a write, a clinical read); it also audits the request. Set once at startup (app/api/app.ts):
 * lib/server cannot import a feature.
 */
export type ImpersonationResolver = (token: string, c: Context) => Promise<Viewer | null>;
let resolveImpersonation: ImpersonationResolver | undefined;
export function setImpersonationResolver(resolver: ImpersonationResolver) {
  resolveImpersonation = resolver;
}
export const IMPERSONATION_VIEW_MODE = "impersonation";

/**
 * Every owned resource sits behind this. An expired token answers 401 TOKEN_EXPIRED so the client
 * refreshes; anything else a plain 401. With `role`, the other kind of user gets 403. With
 * `cookie`, for a file a link opens (a link cannot send a bearer header), the spec's `token`
 * cookie counts too.
 */
export function requireAuth(role?: UserType, { cookie = false } = {}) {
  const middleware = createMiddleware<AuthEnv>(async (c, next) => {
    const bearer = bearerToken(c.req.header("authorization"));
    if (c.req.header("x-view-mode") === IMPERSONATION_VIEW_MODE) {
      const viewer = bearer && resolveImpersonation ? await resolveImpersonation(bearer, c) : null;
      if (!viewer) throw new DomainError("UNAUTHORIZED");
      if (role && viewer.role !== role) throw new DomainError("FORBIDDEN");
      c.set("viewer", viewer);
      return next();
    }
    const check = await checkToken(cookie ? (bearer ?? getCookie(c, "token")) : bearer);
    if ("failure" in check)
      throw new DomainError(check.failure === "expired" ? "TOKEN_EXPIRED" : "UNAUTHORIZED");
    if (role && check.viewer.role !== role) throw new DomainError("FORBIDDEN");
    c.set("viewer", check.viewer);
    await next();
  });
  // In the OpenAPI document: the bearer scheme and the 401/403 it answers (decision 0042). In
  // "view as" (decision 0807) any write answers 403 IMPERSONATION_READ_ONLY, a private read 404.
  const viewAs = ["IMPERSONATION_READ_ONLY", "NOT_FOUND"] as const;
  return marks(
    middleware,
    role
      ? ["UNAUTHORIZED", "TOKEN_EXPIRED", "FORBIDDEN", ...viewAs]
      : ["UNAUTHORIZED", "TOKEN_EXPIRED", ...viewAs],
    { security: [{ bearer: [] }] },
  );
}

/**
 * Who is looking, when a route serves files: an <img> cannot send a bearer header, so the
 * spec's `token` cookie (same site, SameSite=Lax) counts too. Anyone unknown is anonymous.
 */
export async function optionalViewer(c: Context): Promise<Viewer | undefined> {
  const check = await checkToken(
    bearerToken(c.req.header("authorization")) ?? getCookie(c, "token"),
  );
  return "viewer" in check ? check.viewer : undefined;
}
