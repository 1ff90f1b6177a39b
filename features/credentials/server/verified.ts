import "server-only";
import { and, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { getDb } from "@/db/client";
import { verifications } from "@/db/schema/credentials";
import { every } from "@/lib/server/every";
import { lapseExpiredApprovals } from "./verification";

/**
 * Whether a reviewer approved the therapist's credentials and the approval still holds (also while
 * changed credentials they resubmitted are under review): the one
 * condition under which a therapist is listed, shown and bookable (decision 0213). A fragment
 * for other features' reads of listed therapists, so they need not read this feature's table.
 * An expired approval counts as lapsed here already, before the sweep below marks it.
 */
export const approvedCredentials = (
  providerId: AnyPgColumn | SQL,
): SQL<boolean> => sql<boolean>`exists (
  select 1 from ${verifications}
  where ${verifications.providerId} = ${providerId} and ${verifications.approvedAt} is not null
    and (${verifications.expiresAt} is null or ${verifications.expiresAt} > now())
)`;

/** Which of these therapists a reviewer verified (decision 0208): for lists other features show. */
export async function verifiedAmong(providerIds: string[]): Promise<Set<string>> {
  if (!providerIds.length) return new Set();
  const db = await getDb();
  const rows = await db
    .select({ id: verifications.providerId })
    .from(verifications)
    .where(
      and(
        inArray(verifications.providerId, providerIds),
        isNotNull(verifications.approvedAt),
        sql`(${verifications.expiresAt} is null or ${verifications.expiresAt} > now())`,
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/**
 * Marks expired approvals lapsed every `intervalMs` (decision 0213): the status change moves the
 * directory's version, so its kept pages drop those therapists within the interval.
 */
export const startApprovalLapses = (intervalMs = 5 * 60_000) =>
  every(intervalMs, "approval lapses", () => lapseExpiredApprovals());
