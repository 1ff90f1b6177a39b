import "server-only";
import { and, eq, isNotNull, ne } from "drizzle-orm";
import { getDb } from "@/db/client";
import { careMeasures } from "@/db/schema/care";
import { careForms } from "@/db/schema/care-forms";
import { careSafetyPlans } from "@/db/schema/care-safety";
import { keyring } from "@/features/notes/server/service";
import { openForm, sealForm } from "./form-sealing";
import { openSections, sealSections } from "./safety-plans";
import { openAnswers, openResult, sealAnswers } from "./sealing";

/**
 * Re-seals every answered measure, every intake or consent form and every safety plan still under an old notes key
 * with the current one, as the notes' rotation does for notes (`npm run notes:rotate-key` runs
 * both). One row per statement, matched on its old key id, so a stopped run leaves each row whole
 * under one key and a second run goes on. `rotated` and `remaining` count all three tables.
 */
export async function rotateCareKey(options: { batchSize?: number } = {}) {
  const { current } = keyring();
  const db = await getDb();
  const limit = options.batchSize ?? 100;
  const staleMeasure = and(isNotNull(careMeasures.keyId), ne(careMeasures.keyId, current.id));
  const staleForm = and(isNotNull(careForms.keyId), ne(careForms.keyId, current.id));
  const stalePlan = ne(careSafetyPlans.keyId, current.id);
  let rotated = 0;
  for (;;) {
    const batch = await db
      .select()
      .from(careMeasures)
      .where(staleMeasure)
      .orderBy(careMeasures.id)
      .limit(limit);
    if (!batch.length) break;
    for (const row of batch) {
      const answers = openAnswers(row);
      const result = openResult(row);
      if (!answers || !result) continue;
      const done = await db
        .update(careMeasures)
        .set(sealAnswers(row.id, answers, result))
        .where(and(eq(careMeasures.id, row.id), eq(careMeasures.keyId, row.keyId!)))
        .returning({ id: careMeasures.id });
      rotated += done.length;
    }
  }
  for (;;) {
    const batch = await db
      .select()
      .from(careForms)
      .where(staleForm)
      .orderBy(careForms.id)
      .limit(limit);
    if (!batch.length) break;
    for (const row of batch) {
      const done = await db
        .update(careForms)
        .set(sealForm(row.id, openForm(row)))
        .where(and(eq(careForms.id, row.id), eq(careForms.keyId, row.keyId!)))
        .returning({ id: careForms.id });
      rotated += done.length;
    }
  }
  for (;;) {
    const batch = await db
      .select()
      .from(careSafetyPlans)
      .where(stalePlan)
      .orderBy(careSafetyPlans.id)
      .limit(limit);
    if (!batch.length) break;
    for (const row of batch) {
      // Matched on the old key and version, so a save in between is never overwritten.
      const done = await db
        .update(careSafetyPlans)
        .set(sealSections(row.id, openSections(row)))
        .where(
          and(
            eq(careSafetyPlans.id, row.id),
            eq(careSafetyPlans.keyId, row.keyId),
            eq(careSafetyPlans.version, row.version),
          ),
        )
        .returning({ id: careSafetyPlans.id });
      rotated += done.length;
    }
  }
  const remaining =
    (await db.$count(careMeasures, staleMeasure)) +
    (await db.$count(careForms, staleForm)) +
    (await db.$count(careSafetyPlans, stalePlan));
  return { rotated, remaining, keyId: current.id };
}
