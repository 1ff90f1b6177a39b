import "server-only";

/**
 * Answers of public reads that are the same for every viewer (the directory's pages, a month of
 * a therapist's slots), kept for a few seconds so a burst of visitors costs one computation
 * (decision 0020). Any write through the API ends every kept answer of this process before its
 * response is sent, so whoever changed something reads the change at once; another process's
 * writes show within the time to live.
 */

type Entry = { generation: number; expires: number; value: Promise<unknown> };

const MAX_ENTRIES = 1000;
const entries = new Map<string, Entry>();
let generation = 0;

/** Seconds an answer is kept: PUBLIC_CACHE_SECONDS, by default 5 in production and 0 (off) otherwise. */
function ttlMs(): number {
  const configured = Number(process.env.PUBLIC_CACHE_SECONDS);
  if (process.env.PUBLIC_CACHE_SECONDS !== undefined && Number.isFinite(configured))
    return Math.max(0, configured) * 1000;
  return process.env.NODE_ENV === "production" ? 5000 : 0;
}

/** Something public may have changed: nothing kept so far is answered again. */
export function publicDataChanged() {
  generation++;
}

/**
 * The kept answer for `key`, else `compute()`'s, shared by every caller that asks while it runs.
 * `key` must hold every input of the answer (path, query, locale).
 */
export function cachedPublic<T>(key: string, compute: () => Promise<T>): Promise<T> {
  const ttl = ttlMs();
  if (ttl === 0) return compute();
  const now = Date.now();
  const kept = entries.get(key);
  if (kept && kept.generation === generation && kept.expires > now) return kept.value as Promise<T>;
  // Tagged with the generation it started in: a write that commits while it runs ends it.
  const entry: Entry = { generation, expires: now + ttl, value: compute() };
  entries.delete(key);
  entries.set(key, entry);
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entry.value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  return entry.value as Promise<T>;
}
