import "server-only";
import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { qualifications, verifications } from "@/db/schema/credentials";
import { DomainError } from "@/lib/server/errors";
import type { Verification } from "../schemas";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Marks the therapist's credentials changed at `now` (read as "changed since submission"). */
export async function touchCredentials(tx: Tx | Db, providerId: string, now: Date) {
  await tx
    .update(verifications)
    .set({ changedAt: now })
    .where(eq(verifications.providerId, providerId));
}

type Row = typeof verifications.$inferSelect;

const toWire = (row: Row | undefined): Verification =>
  row
    ? {
        status: row.status,
        note: row.note,
        submittedAt: row.submittedAt.toISOString(),
        reviewedAt: row.reviewedAt?.toISOString() ?? null,
        changedSinceSubmission: Boolean(row.changedAt && row.changedAt > row.submittedAt),
        approvedAt: row.approvedAt?.toISOString() ?? null,
        expiresAt: row.expiresAt?.toISOString() ?? null,
      }
    : {
        status: "not_submitted",
        note: null,
        submittedAt: null,
        reviewedAt: null,
        changedSinceSubmission: false,
        approvedAt: null,
        expiresAt: null,
      };

async function rowOf(db: Tx | Db, providerId: string) {
  const [row] = await db
    .select()
    .from(verifications)
    .where(eq(verifications.providerId, providerId));
  return row;
}

/** GET /provider/qualification/verification-note */
export async function verificationOf(providerId: string): Promise<Verification> {
  return toWire(await rowOf(await getDb(), providerId));
}

/**
 * PUT /provider/verification-submission: needs at least one qualification, one of them a license.
 * Submitting what is already submitted (or approved) and unchanged answers the same and changes
 * nothing; otherwise it is under review from `now`, the old note gone.
 */
export async function submitVerification(providerId: string, now = new Date()) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [counts] = await tx
      .select({
        all: sql<number>`count(*)::int`,
        licenses: sql<number>`(count(*) filter (where ${qualifications.type} = 'license'))::int`,
      })
      .from(qualifications)
      .where(eq(qualifications.providerId, providerId));
    if (!counts?.all) throw new DomainError("VERIFICATION_NOTHING_TO_SUBMIT");
    if (!counts.licenses) throw new DomainError("VERIFICATION_LICENSE_REQUIRED");
    const current = await rowOf(tx, providerId);
    const wire = toWire(current);
    if (current && current.status !== "rejected" && !wire.changedSinceSubmission) return wire;
    const values = {
      status: "submitted" as const,
      note: null,
      submittedAt: now,
      reviewedAt: null,
    };
    const [row] = await tx
      .insert(verifications)
      .values({ providerId, ...values })
      .onConflictDoUpdate({ target: verifications.providerId, set: values })
      .returning();
    return toWire(row);
  });
}

/**
 * A reviewer's decision (`npm run credentials:review`): approved or rejected, with a note the
 * therapist reads. Only credentials that were submitted can be reviewed. An approval may hold
 * until the licence expires (`expiresAt`); rejecting an approved therapist revokes it (0213).
 */
export async function reviewVerification(
  providerId: string,
  decision: "approve" | "reject",
  note: string | null,
  now = new Date(),
  expiresAt: Date | null = null,
) {
  const db = await getDb();
  const [row] = await db
    .update(verifications)
    .set({
      status: decision === "approve" ? "approved" : "rejected",
      note: note?.trim() || null,
      reviewedAt: now,
      approvedAt: decision === "approve" ? now : null,
      expiresAt: decision === "approve" ? expiresAt : null,
    })
    .where(eq(verifications.providerId, providerId))
    .returning();
  if (!row) throw new DomainError("VERIFICATION_NOT_SUBMITTED");
  return toWire(row);
}

/**
 * Approvals whose licence expired by `now` lapse (decision 0213): the approval goes, and an
 * approved row reads as changes requested, dated when it lapsed (a resubmission under review stays
 * under review). The change moves the directory's version (migration 0053), so kept pages drop the
 * therapist. Answers the therapists who lapsed.
 */
export async function lapseExpiredApprovals(now = new Date()): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .update(verifications)
    .set({
      approvedAt: null,
      status: sql`case when ${verifications.status} = 'approved' then 'rejected'::verification_status else ${verifications.status} end`,
      note: sql`case when ${verifications.status} = 'approved' then null else ${verifications.note} end`,
      reviewedAt: sql`case when ${verifications.status} = 'approved' then ${now.toISOString()}::timestamptz else ${verifications.reviewedAt} end`,
    })
    .where(and(isNotNull(verifications.approvedAt), lte(verifications.expiresAt, now)))
    .returning({ providerId: verifications.providerId });
  return rows.map((r) => r.providerId);
}
