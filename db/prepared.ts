import "server-only";
import { getDb, type Db } from "./client";

/**
 * A hot query built once per database handle, run with `sql.placeholder` values. Building a
 * query's SQL is drizzle's largest cost on the API's hottest paths (a quarter of the process's
 * CPU under booking load, decision 0021); a prepared query only binds its values. Only for
 * queries run outside a transaction, on the shared handle.
 *
 *   const liveSession = prepared((db) => db.select()…where(eq(t.id, sql.placeholder("id"))).prepare("live_session"));
 *   const rows = await (await liveSession()).execute({ id });
 */
export function prepared<Query>(build: (db: Db) => Query): () => Promise<Query> {
  const byHandle = new WeakMap<Db, Query>();
  return async () => {
    const db = await getDb();
    let query = byHandle.get(db);
    if (!query) {
      query = build(db);
      byHandle.set(db, query);
    }
    return query;
  };
}
