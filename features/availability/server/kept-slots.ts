import "server-only";
import { getDb, type Db } from "@/db/client";
import { anyId, prepared } from "@/db/prepared";
import { slotsVersion } from "@/db/schema/availability";
import { batchedByIds } from "@/lib/server/batch";

/**
 * A therapist's public slots, kept under their slots version (decision 0031). Migration 0021 moves
 * the version at the commit of any change their slots are made of, so a kept answer is given only
 * while nothing it read has changed, and while time alone has not changed it: each answer says
 * until when it holds (a midnight, the minimum notice reaching a slot, a hold ending).
 */

/**
 * How many answers of each kind are kept per database handle: a month of the busiest therapist's
 * slots is about 430 slots, a card's next free time one number, a count of their appointments
 * (every change of their bookings moves their version) one number.
 */
const MAX_KEPT = { days: 200, nextFree: 5000, counts: 5000 };
type Kind = keyof typeof MAX_KEPT;
type Kept = { version: number; from: number; until: number; value: unknown };
const keptByHandle = new WeakMap<Db, Record<Kind, Map<string, Kept>>>();

const versionRows = prepared((db) =>
  db
    .select({ providerId: slotsVersion.providerId, version: slotsVersion.version })
    .from(slotsVersion)
    .where(anyId(slotsVersion.providerId, "ids"))
    .prepare("slots_versions"),
);
/** The versions asked for in one turn (a month of slots for each of many viewers) in one read. */
const versionsOf = batchedByIds(
  async (ids) => (await versionRows()).execute({ ids }),
  (row) => row.providerId,
);

/** What a compute answers: the value, and the instant until which time alone leaves it so. */
export type Made<T> = { value: T; until: number };

/**
 * The answer for `key` of each therapist at `now`: kept while their version has not moved and
 * `now` lies between when it was made and its `until`; the others are made by one call of
 * `computeMissing`, which must answer every therapist it is given. The versions are read, in one
 * statement, before `computeMissing` reads anything, so nothing is kept under a version newer
 * than what it read. A therapist without a version row (none before migration 0021 ran) is never
 * kept.
 */
export async function keptForEach<T>(
  kind: Kind,
  providerIds: string[],
  key: string,
  now: number,
  computeMissing: (providerIds: string[]) => Promise<Map<string, Made<T>>>,
): Promise<Map<string, T>> {
  const answers = new Map<string, T>();
  if (!providerIds.length) return answers;
  const db = await getDb();
  let stores = keptByHandle.get(db);
  if (!stores)
    keptByHandle.set(db, (stores = { days: new Map(), nextFree: new Map(), counts: new Map() }));
  const kept = stores[kind];
  const versions = new Map((await versionsOf(providerIds)).map((r) => [r.providerId, r.version]));
  const missing: string[] = [];
  for (const id of providerIds) {
    const entry = kept.get(`${id} ${key}`);
    if (entry && entry.version === versions.get(id) && entry.from <= now && now < entry.until)
      answers.set(id, entry.value as T);
    else missing.push(id);
  }
  if (!missing.length) return answers;

  const made = await computeMissing(missing);
  for (const id of missing) {
    const { value, until } = made.get(id)!;
    answers.set(id, value);
    const fullKey = `${id} ${key}`;
    const version = versions.get(id);
    kept.delete(fullKey);
    if (version !== undefined && now < until) {
      kept.set(fullKey, { version, from: now, until, value });
      if (kept.size > MAX_KEPT[kind]) kept.delete(kept.keys().next().value!);
    }
  }
  return answers;
}

/** keptForEach for one therapist. */
export async function keptWhileSlotsUnchanged<T>(
  kind: Kind,
  providerId: string,
  key: string,
  now: number,
  compute: () => Promise<Made<T>>,
): Promise<T> {
  const answers = await keptForEach(
    kind,
    [providerId],
    key,
    now,
    async () => new Map([[providerId, await compute()]]),
  );
  return answers.get(providerId)!;
}
