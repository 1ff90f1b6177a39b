import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Context } from "hono";
import { jwtVerify, SignJWT } from "jose";
import { getDb } from "@/db/client";
import { sessions, users } from "@/db/schema/accounts";
import { staffAudit } from "@/db/schema/staff";
import type { Viewer } from "@/lib/server/auth-guard";
import { authSecret } from "@/lib/server/env";
import { DomainError } from "@/lib/server/errors";
import { actingRole } from "../roles";
import { STAFF_AREAS } from "../roles";
import { staffRolesOf } from "./staff-roles";
import type { StaffMember } from "./guard";

/** "View as" lasts 15 minutes and is never renewed: staff ask again (issue 68). */
export const IMPERSONATION_SECONDS = 15 * 60;
// Its own issuer: an impersonation token is never taken for an access token, nor the reverse.
const ISSUER = "haven-impersonation";

/**
 * What a person's data may never show in "view as", whatever the route's own rules: notes and
 * care (questionnaires, intake and consent forms, crisis help),
 * messages and their files, bank details (payouts and virtual accounts), and the copy of all their
 * data. Paths under /api.
 */
const CLINICAL_OR_BANK =
  /^\/api\/(note|care|messages|provider\/bank-details|virtual-accounts|user\/data-export)(\/|$)/;
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

let key: Promise<CryptoKey> | undefined;
const signingKey = () =>
  (key ??= crypto.subtle.importKey("raw", authSecret(), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]));

/**
 * POST /api/staff/impersonate/{userId}: a token naming the staff member (and their session) and the
 * person. Staff accounts cannot be viewed as: that would lend one staff member another's reach.
 */
export async function startImpersonation(staff: StaffMember, personId: string) {
  const db = await getDb();
  const [person] = await db
    .select({ id: users.id, userType: users.userType })
    .from(users)
    .where(and(eq(users.id, personId), isNull(users.deletedAt)));
  if (!person || (await staffRolesOf(person.id)).length) throw new DomainError("NOT_FOUND");
  const exp = Math.ceil(Date.now() / 1000) + IMPERSONATION_SECONDS;
  const impersonationToken = await new SignJWT({
    typ: person.userType,
    stf: staff.userId,
    sid: staff.sessionId,
    stn: staff.name,
  })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(person.id)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(await signingKey());
  return { impersonationToken, expiresIn: IMPERSONATION_SECONDS };
}

type Claims = { personId: string; staffId: string; staffSessionId: string; staffName: string };

async function claimsOf(token: string): Promise<Claims | null> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(), {
      issuer: ISSUER,
      algorithms: ["HS256"],
    });
    const { sub, stf, sid, stn } = payload;
    if (typeof sub !== "string" || typeof stf !== "string" || typeof sid !== "string") return null;
    return { personId: sub, staffId: stf, staffSessionId: sid, staffName: String(stn ?? "") };
  } catch {
    return null;
  }
}

/**
 * Resolves a "view as" request (lib/server/auth-guard's resolver): the token must be valid, the
 * staff member's session live and their support role current. Every request is audited, refused
 * ones too; then a write answers 403 IMPERSONATION_READ_ONLY and a clinical or bank read 404.
 */
export async function resolveImpersonation(token: string, c: Context): Promise<Viewer | null> {
  const claims = await claimsOf(token);
  if (!claims) return null;
  const db = await getDb();
  const [[staffSession], [person], roles] = await Promise.all([
    db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, claims.staffSessionId),
          eq(sessions.userId, claims.staffId),
          isNull(sessions.revokedAt),
          eq(users.isActive, true),
        ),
      ),
    db
      .select({ userType: users.userType, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(and(eq(users.id, claims.personId), isNull(users.deletedAt))),
    staffRolesOf(claims.staffId),
  ]);
  const role = actingRole(roles, STAFF_AREAS.people);
  if (!staffSession || !person || !role) return null;
  const method = c.req.method.toUpperCase();
  const path = new URL(c.req.url).pathname;
  await db.insert(staffAudit).values({
    actorId: claims.staffId,
    actorName: claims.staffName,
    role,
    action: "impersonation.request",
    targetId: claims.personId,
    requestId: c.get("requestId"),
    details: { method, path },
  });
  if (!READS.has(method)) throw new DomainError("IMPERSONATION_READ_ONLY");
  if (CLINICAL_OR_BANK.test(path)) throw new DomainError("NOT_FOUND");
  return {
    userId: claims.personId,
    role: person.userType,
    sessionId: claims.staffSessionId,
    name: { firstName: person.firstName, lastName: person.lastName },
  };
}
