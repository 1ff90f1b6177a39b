import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
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

/**
 * `column = any($name)`, the placeholder bound to an array of uuids: a query for any number of ids
 * (a page of directory cards, a batch of one) is then one statement that can be prepared, where
 * `inArray` writes one parameter per id.
 */
export function anyId(column: AnyPgColumn, name: string): SQL {
  return sql`${column} = any(${sql.placeholder(name)}::uuid[])`;
}
