import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";

/**
 * The directory's totals, kept per filter under the directory version they were counted at
 * (decision 0026). Migration 0017's triggers move the version in the same transaction as any
 * change the directory filters on, so a kept total is answered only while nothing it counted has
 * changed: a page then costs its twelve cards, not a count of every listed therapist.
 */

const MAX_KEPT = 1000;
type Kept = { version: string; total: number };
const keptByHandle = new WeakMap<Db, Map<string, Kept>>();

/** The directory's version now, or undefined where the table is missing (nothing is kept). */
async function currentVersion(db: Db): Promise<string | undefined> {
  const result = await db.execute(sql`select version from directory_version where id = 1`);
  const [row] = (result as unknown as { rows: { version: string | number }[] }).rows;
  return row === undefined ? undefined : String(row.version);
}

/**
 * The total for the filter `key`: kept while the version has not moved, else `count()`. `count`
 * answers the version it read in its own snapshot, so a total is never kept under a version newer
 * than the data it counted.
 */
export async function keptTotal(
  db: Db,
  key: string,
  count: () => Promise<{ total: number; version: string | number | null }>,
): Promise<number> {
  let kept = keptByHandle.get(db);
  if (!kept) keptByHandle.set(db, (kept = new Map()));
  const version = await currentVersion(db);
  const entry = kept.get(key);
  if (version !== undefined && entry?.version === version) return entry.total;

  const counted = await count();
  kept.delete(key);
  if (counted.version !== null) {
    kept.set(key, { version: String(counted.version), total: counted.total });
    if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
  }
  return counted.total;
}
