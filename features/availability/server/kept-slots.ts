import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { prepared } from "@/db/prepared";
import { slotsVersion } from "@/db/schema/availability";

/**
 * A therapist's public slots, kept under their slots version (decision 0031). Migration 0021 moves
 * the version at the commit of any change their slots are made of, so a kept answer is given only
 * while nothing it read has changed, and while time alone has not changed it: each answer says
 * until when it holds (a midnight, the minimum notice reaching a slot, a hold ending).
 */

/** A month of the busiest therapist's slots is about 430 of them: the cap bounds the memory. */
const MAX_KEPT = 200;
type Kept = { version: number; from: number; until: number; value: unknown };
const keptByHandle = new WeakMap<Db, Map<string, Kept>>();

const versionRow = prepared((db) =>
  db
    .select({ version: slotsVersion.version })
    .from(slotsVersion)
    .where(eq(slotsVersion.providerId, sql.placeholder("id")))
    .prepare("slots_version"),
);

/**
 * The answer for `key` of a therapist at `now`: kept while their version has not moved and `now`
 * lies between when it was made and its `until`, else `compute()`'s. The version is read before
 * `compute` reads anything, so nothing is kept under a version newer than what it read. A
 * therapist without a version row (none before migration 0021 ran) is never kept.
 */
export async function keptWhileSlotsUnchanged<T>(
  providerId: string,
  key: string,
  now: number,
  compute: () => Promise<{ value: T; until: number }>,
): Promise<T> {
  const db = await getDb();
  let kept = keptByHandle.get(db);
  if (!kept) keptByHandle.set(db, (kept = new Map()));
  const [row] = await (await versionRow()).execute({ id: providerId });
  const fullKey = `${providerId} ${key}`;
  const entry = kept.get(fullKey);
  if (row && entry?.version === row.version && entry.from <= now && now < entry.until)
    return entry.value as T;

  const computed = await compute();
  kept.delete(fullKey);
  if (row && now < computed.until) {
    kept.set(fullKey, {
      version: row.version,
      from: now,
      until: computed.until,
      value: computed.value,
    });
    if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
  }
  return computed.value;
}
