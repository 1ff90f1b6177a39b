import "server-only";
import { and, eq, isNotNull, ne } from "drizzle-orm";
import { getDb } from "@/db/client";
import { careMeasures } from "@/db/schema/care";
import { keyring } from "@/features/notes/server/service";
import { openAnswers, openResult, sealAnswers } from "./sealing";

/**
 * Re-seals every answered measure still under an old notes key with the current one, as the notes'
 * rotation does for notes (`npm run notes:rotate-key` runs both). One row per statement, matched on
 * its old key id, so a stopped run leaves each row whole under one key and a second run goes on.
 */
export async function rotateCareKey(options: { batchSize?: number } = {}) {
  const { current } = keyring();
  const db = await getDb();
  const stale = and(isNotNull(careMeasures.keyId), ne(careMeasures.keyId, current.id));
  let rotated = 0;
  for (;;) {
    const batch = await db
      .select()
      .from(careMeasures)
      .where(stale)
      .orderBy(careMeasures.id)
      .limit(options.batchSize ?? 100);
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
  return { rotated, remaining: await db.$count(careMeasures, stale), keyId: current.id };
}
