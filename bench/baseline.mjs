// The yardstick for `npm run bench`: bare @hono/node-server in plain JavaScript, the database
// driver called directly (node-postgres with DATABASE_URL, else PGlite in PGLITE_DIR), none of the
// app's pipeline (no tsx, no Drizzle, no middleware). The app's figures are read as a fraction of
// this one's, in the same run and on the same database. Started by bench/run.mjs:
//   node bench/baseline.mjs
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const POOL_SIZE = Number(process.env.DATABASE_POOL_SIZE ?? 10);

async function connect() {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import("pg");
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: POOL_SIZE });
    return { query: async (text) => (await pool.query(text)).rows, close: () => pool.end() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { btree_gist } = await import("@electric-sql/pglite/contrib/btree_gist");
  const db = await PGlite.create(process.env.PGLITE_DIR ?? ".data/pglite", {
    extensions: { btree_gist },
  });
  return { query: async (text) => (await db.query(text)).rows, close: () => db.close() };
}

const db = await connect();
// The same rows, order and answer as GET /api/categories/therapy in English.
const CATEGORIES = `select id, slug, names->>'en' as name, allow_invite
  from therapy_categories order by sort_order`;

const app = new Hono()
  .get("/health", async (c) => {
    await db.query("select 1");
    return c.json({ data: { status: "ok" } });
  })
  .get("/categories/therapy", async (c) => {
    const rows = await db.query(CATEGORIES);
    return c.json({
      data: rows.map((r) => ({
        identifier: r.id,
        slug: r.slug,
        name: r.name,
        allowInvite: r.allow_invite,
      })),
    });
  });

const server = serve({
  fetch: app.fetch,
  port: Number(process.env.PORT ?? 3201),
  hostname: "127.0.0.1",
});

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    // PGlite must be closed before the next server opens the same directory.
    server.close();
    db.close().finally(() => process.exit(0));
  });
}
