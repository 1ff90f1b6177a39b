import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { workHistorySettings } from "@/db/schema/work-history";
import type { WorkHistoryVisibility } from "../schemas";

/** Whether the therapist shows their work history on their public profile; no row is "no". */
export async function getVisibility(providerId: string): Promise<WorkHistoryVisibility> {
  const db = await getDb();
  const [row] = await db
    .select({ showOnProfile: workHistorySettings.showOnProfile })
    .from(workHistorySettings)
    .where(eq(workHistorySettings.providerId, providerId));
  return { showOnProfile: row?.showOnProfile ?? false };
}

export async function setVisibility(
  providerId: string,
  input: WorkHistoryVisibility,
): Promise<WorkHistoryVisibility> {
  const db = await getDb();
  const [row] = await db
    .insert(workHistorySettings)
    .values({ providerId, showOnProfile: input.showOnProfile })
    .onConflictDoUpdate({
      target: workHistorySettings.providerId,
      set: { showOnProfile: input.showOnProfile, updatedAt: new Date() },
    })
    .returning({ showOnProfile: workHistorySettings.showOnProfile });
  return { showOnProfile: row!.showOnProfile };
}
