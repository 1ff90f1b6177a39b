import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { verifications } from "@/db/schema/credentials";

/** Which of these therapists a reviewer verified (decision 0208): for lists other features show. */
export async function verifiedAmong(providerIds: string[]): Promise<Set<string>> {
  if (!providerIds.length) return new Set();
  const db = await getDb();
  const rows = await db
    .select({ id: verifications.providerId })
    .from(verifications)
    .where(
      and(inArray(verifications.providerId, providerIds), eq(verifications.status, "approved")),
    );
  return new Set(rows.map((r) => r.id));
}
