// The yardstick for `npm run bench`: a bare Hono app on @hono/node-server over the same database
// as the real app, with none of its pipeline (no Next.js, no middleware). The real API's figures
// are read as a fraction of this one's in the same run. Started by bench/run.mjs:
//   node --import tsx --conditions=react-server bench/baseline.ts
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { closeDb, getDb } from "@/db/client";
// The same query (and row mapping) as GET /api/categories/therapy.
import { listTherapyCategories } from "@/features/catalog/server/service";

const app = new Hono()
  .get("/health", async (c) => {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return c.json({ data: { status: "ok" } });
  })
  .get("/categories/therapy", async (c) => c.json({ data: await listTherapyCategories("en") }));

await getDb();
const server = serve({
  fetch: app.fetch,
  port: Number(process.env.PORT ?? 3201),
  hostname: "127.0.0.1",
});

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    // PGlite must be closed before the next server opens the same directory.
    server.close();
    closeDb().finally(() => process.exit(0));
  });
}
