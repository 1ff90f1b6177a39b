import "server-only";
import { and, count, desc, eq } from "drizzle-orm";
import { takeTurns } from "@/lib/server/advisory-lock";
import { getDb, type Db } from "@/db/client";
import { workHistory } from "@/db/schema/work-history";
import { DomainError } from "@/lib/server/errors";
import { dateToMonth, monthToDate } from "../months";
import { WORK_HISTORY_MAX_ENTRIES, type Experience, type ExperienceValues } from "../schemas";

type Row = typeof workHistory.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const wire = (row: Row): Experience => ({
  identifier: row.id,
  companyName: row.companyName,
  jobTitle: row.jobTitle,
  startDate: dateToMonth(row.startMonth),
  endDate: row.endMonth ? dateToMonth(row.endMonth) : null,
  description: row.description,
  currentlyWorksHere: row.currentlyWorksHere,
});

const columns = (input: ExperienceValues) => ({
  companyName: input.companyName,
  jobTitle: input.jobTitle,
  description: input.description,
  startMonth: monthToDate(input.startDate),
  endMonth: input.currentlyWorksHere || !input.endDate ? null : monthToDate(input.endDate),
  currentlyWorksHere: input.currentlyWorksHere,
});

/** Current jobs first, then by start month, newest first (ties: the later added first). */
export async function listExperience(providerId: string): Promise<Experience[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(workHistory)
    .where(eq(workHistory.providerId, providerId))
    .orderBy(
      desc(workHistory.currentlyWorksHere),
      desc(workHistory.startMonth),
      desc(workHistory.createdAt),
      desc(workHistory.id),
    );
  return rows.map(wire);
}

/**
 * The one access check: the job with this id if it is the viewer's, locked for the change about
 * to be made; NOT_FOUND for anyone else's, so another therapist learns nothing of it.
 */
async function experienceForViewer(tx: Tx, providerId: string, id: string) {
  const [row] = await tx
    .select()
    .from(workHistory)
    .where(and(eq(workHistory.id, id), eq(workHistory.providerId, providerId)))
    .for("update");
  if (!row) throw new DomainError("NOT_FOUND");
  return row;
}

export async function createExperience(
  providerId: string,
  input: ExperienceValues,
  now: Date,
): Promise<Experience> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // Two adds at once must not both pass the cap's count: one waits for the other's commit.
    await takeTurns(tx, `work-history:${providerId}`);
    const [listed] = await tx
      .select({ n: count() })
      .from(workHistory)
      .where(eq(workHistory.providerId, providerId));
    if (Number(listed?.n ?? 0) >= WORK_HISTORY_MAX_ENTRIES)
      throw new DomainError("WORK_HISTORY_LIMIT", { values: { max: WORK_HISTORY_MAX_ENTRIES } });
    const [row] = await tx
      .insert(workHistory)
      .values({ providerId, ...columns(input), createdAt: now, updatedAt: now })
      .returning();
    return wire(row!);
  });
}

/** PUT: the whole job again, by the same rules as an add. */
export async function updateExperience(
  providerId: string,
  id: string,
  input: ExperienceValues,
  now: Date,
): Promise<Experience> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await experienceForViewer(tx, providerId, id);
    const [row] = await tx
      .update(workHistory)
      .set({ ...columns(input), updatedAt: now })
      .where(eq(workHistory.id, id))
      .returning();
    return wire(row!);
  });
}

export async function deleteExperience(providerId: string, id: string) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await experienceForViewer(tx, providerId, id);
    await tx.delete(workHistory).where(eq(workHistory.id, id));
    return { identifier: id };
  });
}
