import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { createRouter } from "./http";
import { isDraining } from "./lifecycle";
import { z } from "zod";
import { answers, data } from "./openapi";

/** A database slower than this to answer `select 1` counts as unreachable for readiness. */
const READY_DB_TIMEOUT_MS = 2_000;

async function pingDatabase(): Promise<number> {
  const started = performance.now();
  const db = await getDb();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      db.execute(sql`select 1`),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("select 1 timed out")), READY_DB_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
  return Math.round((performance.now() - started) * 10) / 10;
}

// Their 503 is not the error envelope: `{ message, data: { status, database } }` (decision 0805).
const unready = (states: string) =>
  `503 answers \`{ message, data: { status: ${states}, database: "down" } }\`, not the error envelope.`;

/**
 * GET /api/health: the database's state, for people. GET /api/health/live: the process answers
 * (a balancer or supervisor restarts it when it does not). GET /api/health/ready: this instance
 * should be sent requests; 503 while it drains or its database does not answer (decision 0805).
 */
export const healthRoutes = createRouter()
  .get(
    "/",
    answers(
      {
        200: data(
          z.strictObject({
            status: z.literal("ok"),
            database: z.literal("up"),
            latencyMs: z.number(),
          }),
        ),
      },
      [],
      { description: unready('"degraded"') },
    ),
    async (c) => {
      try {
        const latencyMs = await pingDatabase();
        return c.json({ data: { status: "ok", database: "up", latencyMs } });
      } catch (error) {
        console.error("[health] database unreachable", error);
        return c.json(
          { message: "Database unreachable", data: { status: "degraded", database: "down" } },
          503,
        );
      }
    },
  )
  .get("/live", answers({ 200: data(z.strictObject({ status: z.literal("ok") })) }), (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ data: { status: "ok" } });
  })
  .get(
    "/ready",
    answers(
      { 200: data(z.strictObject({ status: z.literal("ready"), database: z.literal("up") })) },
      [],
      { description: unready('"draining" or "unready"') },
    ),
    async (c) => {
      c.header("Cache-Control", "no-store");
      if (isDraining()) {
        return c.json({ message: "Draining", data: { status: "draining" } }, 503);
      }
      try {
        await pingDatabase();
        return c.json({ data: { status: "ready", database: "up" } });
      } catch (error) {
        // Said without the error's detail: a balancer asks every second, and the log would fill.
        console.warn("[health] not ready, database unreachable:", (error as Error).message);
        return c.json(
          { message: "Database unreachable", data: { status: "unready", database: "down" } },
          503,
        );
      }
    },
  );
