import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { createRouter } from "./http";

export const healthRoutes = createRouter().get("/", async (c) => {
  const started = performance.now();
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    return c.json({ data: { status: "ok", database: "up", latencyMs } });
  } catch (error) {
    console.error("[health] database unreachable", error);
    return c.json(
      { message: "Database unreachable", data: { status: "degraded", database: "down" } },
      503,
    );
  }
});
