import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";

/**
 * Answers that count listed therapists (the directory's totals, a country's top states), kept per
 * key under the directory version they were counted at (decision 0026). The triggers of migrations
 * 0017 and 0018 move the version at the commit of any change the directory filters on, so a kept
 * answer is given only while nothing it counted has changed: a page then costs what it shows, not
 * a count of every listed therapist.
 */

const MAX_KEPT = 1000;
type Kept = { version: string; value: unknown };
const keptByHandle = new WeakMap<Db, Map<string, Kept>>();

const versionQuery = sql`select version from directory_version where id = 1`;

/**
 * The directory's version, as a column of the statement that counts: read in the same snapshot as
 * the rows, so an answer is never kept under a version newer than the data it counted.
 */
export const directoryVersion = sql<string | number | null>`(${versionQuery})`;

/** The directory's version now, or undefined where its row is missing (then nothing is kept). */
async function currentVersion(db: Db): Promise<string | undefined> {
  const result = await db.execute(versionQuery);
  const [row] = (result as unknown as { rows: { version: string | number }[] }).rows;
  return row === undefined ? undefined : String(row.version);
}

type Version = string | number | null | undefined;

/**
 * The answer for `key`: kept while the version has not moved, else `compute()`'s. `compute`
 * answers the version its own statement read (`directoryVersion`), or null when it has none (an
 * empty result), and then nothing is kept. A caller that has just read the version in a statement
 * of its own passes it as `versionNow`, which saves reading it again.
 */
export async function keptWhileDirectoryUnchanged<T>(
  db: Db,
  key: string,
  compute: () => Promise<{ value: T; version: Version }>,
  versionNow?: Version,
): Promise<T> {
  let kept = keptByHandle.get(db);
  if (!kept) keptByHandle.set(db, (kept = new Map()));
  const version =
    versionNow === null || versionNow === undefined ? await currentVersion(db) : String(versionNow);
  const entry = kept.get(key);
  if (version !== undefined && entry?.version === version) return entry.value as T;

  const computed = await compute();
  kept.delete(key);
  if (computed.version !== null && computed.version !== undefined) {
    kept.set(key, { version: String(computed.version), value: computed.value });
    if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
  }
  return computed.value;
}
