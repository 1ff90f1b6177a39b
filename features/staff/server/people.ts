import "server-only";
import { and, desc, eq, ilike, isNull, or, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { endSessionsOf, mfaEnabled, setAccountActive } from "@/features/accounts/server/service";
import { sessionsOf } from "@/features/booking/server/service";
import { verificationOf } from "@/features/credentials/server/service";
import { getWalletBalance } from "@/features/wallet/server/service";
import type { Locale } from "@/lib/i18n/routing";
import { DomainError } from "@/lib/server/errors";
import { STAFF_PAGE_SIZE, type PeopleQuery, type PersonDetail, type PersonRow } from "../schemas";
import { staffRolesOf } from "./staff-roles";

const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** A person's page lists their latest sessions, this many. */
const BOOKINGS_SHOWN = 20;

const rowColumns = {
  identifier: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  userType: users.userType,
  isActive: users.isActive,
  createdAt: users.createdAt,
};

/** GET /api/staff/people: accounts (not deleted) by name or email, newest first. */
export async function searchPeople(query: PeopleQuery & { page: number }) {
  const db = await getDb();
  const where = and(
    isNull(users.deletedAt),
    query.q
      ? or(
          ilike(users.email, likeOf(query.q)),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likeOf(query.q)),
        )
      : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select(rowColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(STAFF_PAGE_SIZE)
      .offset((query.page - 1) * STAFF_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  const data: PersonRow[] = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  return { data, meta: { page: query.page, pageSize: STAFF_PAGE_SIZE, total: count?.total ?? 0 } };
}

/** The account, not deleted, or NOT_FOUND: the one access check of the people routes. */
async function personOf(userId: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      ...rowColumns,
      phoneNumber: users.phoneNumber,
      emailVerifiedAt: users.emailVerifiedAt,
      isSocial: users.isSocial,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row) throw new DomainError("NOT_FOUND");
  return row;
}

/**
 * GET /api/staff/people/{id}: the account, its sessions, wallet and credentials. Never a note, a
 * booking's note to the therapist, or a message: support does not need them (issue 68).
 */
export async function personDetail(userId: string, locale: Locale): Promise<PersonDetail> {
  const person = await personOf(userId);
  const [sessions, wallet, secondFactor, staffRoles, verification] = await Promise.all([
    sessionsOf(userId, locale),
    getWalletBalance(userId),
    mfaEnabled(userId),
    staffRolesOf(userId),
    person.userType === "provider" ? verificationOf(userId) : null,
  ]);
  const { emailVerifiedAt, ...account } = person;
  return {
    account: {
      ...account,
      createdAt: person.createdAt.toISOString(),
      emailVerified: Boolean(emailVerifiedAt),
      secondFactor,
      staffRoles,
    },
    bookings: sessions
      .slice(-BOOKINGS_SHOWN)
      .reverse()
      .map((s) => ({
        identifier: s.identifier,
        role: s.role,
        with: s.with,
        therapy: s.therapy,
        status: s.status,
        startTime: s.startTime,
        amount: s.amount,
        currency: s.currency,
      })),
    wallet,
    credentials: verification
      ? {
          status: verification.status,
          submittedAt: verification.submittedAt,
          expiresAt: verification.expiresAt,
        }
      : null,
  };
}

/**
 * Locks (or unlocks) an account: locked, it cannot sign in or renew, and its sessions end. Staff
 * cannot lock themselves out (STAFF_SELF_ACTION).
 */
export async function setLocked(actorId: string, userId: string, locked: boolean) {
  if (actorId === userId) throw new DomainError("STAFF_SELF_ACTION");
  await personOf(userId);
  await setAccountActive(userId, !locked);
  return { isActive: !locked, sessionsEnded: 0 };
}

/** Ends every session of the person; they sign in again. */
export async function revokeSessions(userId: string) {
  const person = await personOf(userId);
  return { isActive: person.isActive, sessionsEnded: await endSessionsOf(userId) };
}
