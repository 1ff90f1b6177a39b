import "server-only";
import { and, asc, eq, gte, ilike, isNotNull, lte, or, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema/accounts";
import { verifications } from "@/db/schema/credentials";
import {
  downloadInsurance,
  downloadQualificationFile,
  listInsurance,
  listQualifications,
  reviewTherapist,
  verificationOf,
} from "@/features/credentials/server/service";
import { DomainError } from "@/lib/server/errors";
import {
  EXPIRING_WITHIN_DAYS,
  STAFF_PAGE_SIZE,
  type ExpiringLicence,
  type QueuedTherapist,
  type VerificationCase,
  type VerificationQueueQuery,
} from "../schemas";

const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** GET /api/staff/verifications: submitted therapists, oldest submission first, with their wait. */
export async function verificationQueue(
  query: VerificationQueueQuery & { page: number },
  now = new Date(),
) {
  const db = await getDb();
  const where = and(
    eq(verifications.status, "submitted"),
    query.q
      ? or(
          ilike(users.email, likeOf(query.q)),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likeOf(query.q)),
        )
      : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        identifier: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        submittedAt: verifications.submittedAt,
      })
      .from(verifications)
      .innerJoin(users, eq(users.id, verifications.providerId))
      .where(where)
      .orderBy(asc(verifications.submittedAt), asc(users.id))
      .limit(STAFF_PAGE_SIZE)
      .offset((query.page - 1) * STAFF_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(verifications)
      .innerJoin(users, eq(users.id, verifications.providerId))
      .where(where),
  ]);
  const data: QueuedTherapist[] = rows.map((r) => ({
    ...r,
    submittedAt: r.submittedAt.toISOString(),
    waitingSeconds: Math.max(0, Math.floor((now.getTime() - r.submittedAt.getTime()) / 1000)),
  }));
  return { data, meta: { page: query.page, pageSize: STAFF_PAGE_SIZE, total: count?.total ?? 0 } };
}

/** The therapist a case is about: a therapist who has submitted credentials at least once. */
async function therapistOf(providerId: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      identifier: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .innerJoin(verifications, eq(verifications.providerId, users.id))
    .where(and(eq(users.id, providerId), eq(users.userType, "provider")));
  if (!row) throw new DomainError("NOT_FOUND");
  return row;
}

/** GET /api/staff/verifications/{id}: the case, its documents named with the staff route to them. */
export async function verificationCase(providerId: string): Promise<VerificationCase> {
  const therapist = await therapistOf(providerId);
  const [verification, qualifications, insurance] = await Promise.all([
    verificationOf(providerId),
    listQualifications(providerId),
    listInsurance(providerId),
  ]);
  const kindOf = (name: string) => name.split(".").pop()?.toLowerCase() ?? "";
  return {
    therapist,
    verification: {
      status: verification.status,
      note: verification.note,
      submittedAt: verification.submittedAt,
      reviewedAt: verification.reviewedAt,
      changedSinceSubmission: verification.changedSinceSubmission,
      expiresAt: verification.expiresAt,
    },
    qualifications: qualifications.map((q) => ({
      identifier: q.identifier,
      type: q.type,
      body: "body" in q.details ? q.details.body : null,
      credentialNumber: "credentialNumber" in q.details ? q.details.credentialNumber : null,
      title: "title" in q.details ? q.details.title : null,
      files: q.files.map((f) => ({
        identifier: f.identifier,
        filename: f.filename,
        kind: kindOf(f.filename),
      })),
    })),
    insurance: insurance.map((f) => ({
      identifier: f.identifier,
      filename: f.filename,
      kind: kindOf(f.filename),
    })),
  };
}

/** GET /api/staff/verifications/{id}/files/{fileId}: a document of the case, for the reviewer. */
export async function caseFile(providerId: string, fileId: string) {
  await therapistOf(providerId);
  try {
    return await downloadQualificationFile(providerId, fileId);
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== "NOT_FOUND") throw error;
    return downloadInsurance(providerId, fileId);
  }
}

/** POST /api/staff/verifications/{id}/decision: the CLI's service (credentials' reviewTherapist). */
export async function decideVerification(
  providerId: string,
  input: { decision: "approve" | "reject"; note?: string; until?: string },
  now = new Date(),
) {
  await therapistOf(providerId);
  const reviewed = await reviewTherapist(
    providerId,
    {
      decision: input.decision,
      note: input.note ?? null,
      until: input.until ? new Date(`${input.until}T23:59:59.999Z`) : undefined,
    },
    now,
  );
  return { status: reviewed.status, note: reviewed.note };
}

const DAY_MS = 86_400_000;

/**
 * GET /api/staff/licences/expiring: approved therapists whose approval (the licence's expiry the
 * reviewer set, decision 0213) ends within EXPIRING_WITHIN_DAYS, soonest first.
 */
export async function expiringLicences(page: number, now = new Date()) {
  const db = await getDb();
  const until = new Date(now.getTime() + EXPIRING_WITHIN_DAYS * DAY_MS);
  const where = and(
    isNotNull(verifications.approvedAt),
    gte(verifications.expiresAt, now),
    lte(verifications.expiresAt, until),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        identifier: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        expiresAt: verifications.expiresAt,
      })
      .from(verifications)
      .innerJoin(users, eq(users.id, verifications.providerId))
      .where(where)
      .orderBy(asc(verifications.expiresAt), asc(users.id))
      .limit(STAFF_PAGE_SIZE)
      .offset((page - 1) * STAFF_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(verifications)
      .where(where),
  ]);
  const data: ExpiringLicence[] = rows.map((r) => ({
    ...r,
    expiresAt: r.expiresAt!.toISOString(),
    daysLeft: Math.floor((r.expiresAt!.getTime() - now.getTime()) / DAY_MS),
  }));
  return { data, meta: { page, pageSize: STAFF_PAGE_SIZE, total: count?.total ?? 0 } };
}
