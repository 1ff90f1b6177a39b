import "server-only";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { inQuerySpan, tracingOn } from "@/lib/server/tracing";
import { KeepingPool } from "./keeping-pool";
import { PreparingClient } from "./preparing-client";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

type Handle = { db: Db; close: () => Promise<void>; pglite?: PGlite; pool?: pg.Pool };

const migrationsFolder = path.join(/*turbopackIgnore: true*/ process.cwd(), "db/migrations");

/**
 * Opens PostgreSQL when a URL is given, else PGlite in `dir` ("memory://" for a throwaway one),
 * starting from `template` (a PGlite data directory dump) when given.
 */
export async function openDatabase(options: {
  url?: string;
  dir?: string;
  template?: Blob;
}): Promise<Handle> {
  if (options.url) {
    const pool = new KeepingPool({
      connectionString: options.url,
      Client: PreparingClient,
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
      // While the server is down a request fails after this long instead of waiting for ever.
      connectionTimeoutMillis: Number(process.env.DATABASE_CONNECT_TIMEOUT_MS ?? 3000),
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process.
    pool.on("error", (error) => console.error("[db] idle connection error:", error.message));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, close: () => pool.end(), pool };
  }
  const dir = options.dir ?? "memory://";
  if (!dir.startsWith("memory://"))
    mkdirSync(path.dirname(path.resolve(/*turbopackIgnore: true*/ dir)), { recursive: true });
  const client = await PGlite.create(dir, {
    extensions: { btree_gist },
    ...(options.template ? { loadDataDir: options.template } : {}),
  }).catch((error: unknown) => {
    throw unopenable(dir, error);
  });
  // Drizzle's own parsers become the database's (see `wrapped`). Set after create(), whose start
  // replaces every array type's parser with one that splits the array.
  for (const oid of KEPT_AS_TEXT) client.parsers[oid] = asText;
  const db = drizzlePglite(wrapped(client), { schema }) as unknown as Db;
  return { db, close: () => client.close(), pglite: client };
}

/**
 * The types drizzle-orm/pglite asks to be left as PostgreSQL's text, with `parsers` on every
 * query: timestamp, timestamptz, interval, date, and the arrays numeric[], timestamp[],
 * timestamptz[], interval[] and date[].
 */
const KEPT_AS_TEXT = new Set([1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182]);
const asText = (value: string) => value;

type QueryOptions = { parsers?: Record<number, unknown> } | undefined;
type Queries = Pick<PGlite, "query">;

/**
 * PGlite's query: drizzle's `parsers` are dropped when they are only the types above, which the
 * database already keeps as text (PGlite copies its 300 parsers into a new object for every query
 * given any: 40% of `select 1`). A span per query while tracing is on (decision 0813), for PGlite
 * and its transactions' clients; off, one check per query. (PostgreSQL's are traced in
 * PreparingClient.)
 */
function wrapped<T extends Queries>(client: T): T {
  const query = client.query.bind(client) as (...a: unknown[]) => Promise<unknown>;
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
    if (options?.parsers && Object.keys(options.parsers).every((oid) => KEPT_AS_TEXT.has(+oid)))
      options = { ...options, parsers: undefined };
    return tracingOn()
      ? inQuerySpan("pglite", text, () => query(text, params, options))
      : query(text, params, options);
  }) as T["query"];
  if ("transaction" in client && typeof client.transaction === "function") {
    const transaction = (client.transaction as PGlite["transaction"]).bind(client);
    (client as unknown as PGlite).transaction = (callback) =>
      transaction((tx) => callback(wrapped(tx)));
  }
  return client;
}

/**
 * PGlite aborts inside its WebAssembly ("Aborted()") on a data directory left half-written, by a
 * process killed while it wrote: say which folder and what to do, instead of a page of minified
 * code.
 */
function unopenable(dir: string, error: unknown) {
  if (!(error instanceof WebAssembly.RuntimeError)) return error;
  return new Error(
    `The embedded database in ${dir} cannot be opened: it was probably stopped while writing. ` +
      `Move the folder aside (mv ${dir} ${dir}-broken) and start again for a new one.`,
    { cause: error },
  );
}

export async function migrateDatabase(db: Db, isPostgres: boolean) {
  if (isPostgres) await migratePg(db as never, { migrationsFolder });
  else await migratePglite(db as never, { migrationsFolder });
}

// The handle lives on globalThis: dev hot reload would otherwise open a second PGlite on the
// same directory, which corrupts it.
const g = globalThis as unknown as { __db?: Promise<Handle> };

function openFromEnv(): Promise<Handle> {
  const url = process.env.DATABASE_URL;
  const dir =
    process.env.PGLITE_DIR ?? path.join(/*turbopackIgnore: true*/ process.cwd(), ".data/pglite");
  return openDatabase({ url, dir }).then(async (handle) => {
    // PGlite is the zero-setup default, so it migrates itself; PostgreSQL deployments run
    // `npm run db:migrate` as a release step instead of racing several instances at boot.
    if (!url) await migrateDatabase(handle.db, false);
    return handle;
  });
}

export async function getDb(): Promise<Db> {
  g.__db ??= openFromEnv();
  try {
    return (await g.__db).db;
  } catch (error) {
    g.__db = undefined;
    throw error;
  }
}

/** Tests give each file its own database. The answer is the one it replaces, if any. */
export function setDatabase(handle: Handle): Promise<Handle> | undefined {
  const previous = g.__db;
  g.__db = Promise.resolve(handle);
  return previous;
}

/** PostgreSQL's pool, once open (the metrics read its counts); undefined on PGlite. */
export async function openPool(): Promise<pg.Pool | undefined> {
  return (await g.__db?.catch(() => undefined))?.pool;
}

export async function closeDb() {
  const pending = g.__db;
  g.__db = undefined;
  if (pending) await (await pending).close();
}
