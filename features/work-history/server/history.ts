import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { workHistory, workHistorySettings } from "@/db/schema/work-history";
import { getDb } from "@/db/client";
import type { PublicExperience } from "../schemas";
import { listExperience } from "./experience";
import { getVisibility } from "./visibility";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A deleted account keeps no work history (accounts' deletion hook). */
export async function clearWorkHistory(tx: Tx, providerId: string) {
  await tx.delete(workHistory).where(eq(workHistory.providerId, providerId));
  await tx.delete(workHistorySettings).where(eq(workHistorySettings.providerId, providerId));
}

/**
 * The jobs a public profile shows (decision 0211): the therapist's work history in its usual
 * order when they chose to show it, else none.
 */
export async function publicExperience(providerId: string): Promise<PublicExperience[]> {
  const db = await getDb();
  const [shown] = await db
    .select({ providerId: workHistorySettings.providerId })
    .from(workHistorySettings)
    .where(
      and(
        eq(workHistorySettings.providerId, providerId),
        eq(workHistorySettings.showOnProfile, true),
      ),
    );
  if (!shown) return [];
  return (await listExperience(providerId)).map(({ identifier: _, ...job }) => job);
}

/** The therapist's jobs and whether their profile shows them, for their copy of their data (0507). */
export async function workHistoryOf(providerId: string) {
  const [jobs, { showOnProfile }] = await Promise.all([
    listExperience(providerId),
    getVisibility(providerId),
  ]);
  return { showOnProfile, jobs };
}
