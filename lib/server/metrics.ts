import "server-only";
import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { inArray, sql } from "drizzle-orm";
import type { Context } from "hono";
import { matchedRoutes } from "hono/route";
import * as prom from "prom-client";
import { getDb, openPool } from "@/db/client";
import { outbox } from "@/db/schema/platform";
import { isDraining } from "./lifecycle";
import { openStreams } from "./live";

/**
 * Prometheus metrics of this instance (decision 0805): answers by route template, method and
 * status with their latency; open live streams; whether it drains; email waiting in the outbox
 * and email given up on; background job runs by outcome and how long they took (decision 0816);
 * PostgreSQL's pool; Node's own (memory, event loop lag, GC).
 *
 * On globalThis: the server entry serves them and the API records them, from two bundles.
 */
type Metrics = {
  registry: prom.Registry;
  requests: prom.Histogram<"method" | "route" | "status" | "caller">;
  jobs: prom.Histogram<"job" | "outcome">;
};
const g = globalThis as unknown as { __metrics?: Metrics };

function createMetrics(): Metrics {
  const registry = new prom.Registry();
  const registers = [registry];
  prom.collectDefaultMetrics({ register: registry });

  const requests = new prom.Histogram({
    name: "http_request_duration_seconds",
    help: "API answers by route template, method and status: seconds until the answer was made (a live stream: until it opened)",
    labelNames: ["method", "route", "status", "caller"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const jobs = new prom.Histogram({
    name: "background_job_run_seconds",
    help: "Runs of the background jobs (every(...) in lib/server/every.ts) by job and outcome (ok, failed): seconds each took",
    labelNames: ["job", "outcome"] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 30, 120],
    registers,
  });
  new prom.Gauge({
    name: "live_streams_open",
    help: "Live channel streams open on this instance",
    registers,
    collect() {
      this.set(openStreams());
    },
  });
  new prom.Gauge({
    name: "instance_draining",
    help: "1 once this instance was told to stop (SIGTERM) and drains, else 0",
    registers,
    collect() {
      this.set(isDraining() ? 1 : 0);
    },
  });
  // The scrape's own outbox query holds a pooled connection: the pool is read after it, or it
  // would count the scrape as a caller waiting.
  let outboxRead: Promise<void> | undefined;
  new prom.Gauge({
    name: "outbox_emails",
    help: "Email in the SMTP queue: pending (queued, not sent yet) and failed (every attempt refused)",
    labelNames: ["delivery"] as const,
    registers,
    async collect() {
      this.reset();
      outboxRead = (async () => {
        const db = await getDb();
        const rows = await db
          .select({ delivery: outbox.delivery, count: sql<number>`count(*)::int` })
          .from(outbox)
          .where(inArray(outbox.delivery, ["pending", "failed"]))
          .groupBy(outbox.delivery);
        this.set({ delivery: "pending" }, 0);
        this.set({ delivery: "failed" }, 0);
        for (const row of rows) this.set({ delivery: row.delivery! }, row.count);
      })();
      // The database does not answer: no figure rather than a wrong one (ready says why).
      await outboxRead.catch(() => undefined);
    },
  });
  const pool = new prom.Gauge({
    name: "db_pool_connections",
    help: "PostgreSQL pool: connections open (total) and unused (idle), and callers waiting for one (waiting)",
    labelNames: ["state"] as const,
    registers,
    async collect() {
      await outboxRead?.catch(() => undefined);
      const open = await openPool();
      pool.reset();
      if (!open) return;
      pool.set({ state: "total" }, open.totalCount);
      pool.set({ state: "idle" }, open.idleCount);
      pool.set({ state: "waiting" }, open.waitingCount);
    },
  });
  return { registry, requests, jobs };
}

const metrics = (): Metrics => (g.__metrics ??= createMetrics());

/**
 * The route an answer came from as registered (`/api/booking/:id`), never the URL, whose ids would
 * make a series per booking; "unmatched" for paths no route has (404).
 */
export function routeTemplate(c: Context): string {
  const routes = matchedRoutes(c);
  for (let i = routes.length - 1; i >= 0; i--) {
    // Middleware is registered for every method ("ALL"); handlers for theirs.
    if (routes[i]!.method !== "ALL") return routes[i]!.path;
  }
  return "unmatched";
}

/** Records one answer of the API; `started` is performance.now() when the request came in. */
export function recordRequest(c: Context, started: number, route = routeTemplate(c)) {
  // Server components call the API in-process (lib/api/server.ts): their calls are told apart.
  const caller = (c.env as { incoming?: unknown } | undefined)?.incoming ? "http" : "in-process";
  metrics().requests.observe(
    { method: c.req.method, route, status: String(c.res.status), caller },
    (performance.now() - started) / 1000,
  );
}

/** Records one run of a background job; `started` is performance.now() when it began. */
export function recordJobRun(job: string, outcome: "ok" | "failed", started: number) {
  metrics().jobs.observe({ job, outcome }, (performance.now() - started) / 1000);
}

/** The metrics in Prometheus' text format. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  const { registry } = metrics();
  return { contentType: registry.contentType, body: await registry.metrics() };
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? "");
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET /metrics as a Node handler. With a token, a request without `Authorization: Bearer <token>`
 * is answered 404, as if there were nothing here. Without one, it must be served on a port the
 * public cannot reach (METRICS_PORT).
 */
export function metricsEndpoint({ token }: { token?: string } = {}) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    if (token && !tokenMatches(req.headers.authorization, token)) {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD", "content-type": "text/plain" }).end();
      return;
    }
    const { contentType, body } = await metricsText();
    res.writeHead(200, { "content-type": contentType, "cache-control": "no-store" });
    res.end(req.method === "HEAD" ? undefined : body);
  };
}
