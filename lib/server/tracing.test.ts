// @vitest-environment node
import { InMemorySpanExporter } from "@opentelemetry/sdk-trace-node";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/db/client";
import { createApiApp, ok } from "./http";
import { startTracing, stopTracing } from "./tracing";

const EMAIL = "grace.hopper@example.com";
const exporter = new InMemorySpanExporter();
let handle: Awaited<ReturnType<typeof openDatabase>>;

const app = createApiApp().get("/people/:id", async (c) => {
  const { rows } = (await handle.db.execute(
    sql`select ${EMAIL}::text as found where ${c.req.param("id")}::text is not null`,
  )) as unknown as { rows: { found: string }[] };
  await handle.db.transaction((tx) => tx.execute(sql`select ${EMAIL}::text as again`));
  return ok(c, rows[0]);
});

// The embedded database always; PostgreSQL too where the suite has one (its queries go through
// db/preparing-client.ts, a path of their own).
const databases = [
  { system: "pglite", options: { dir: "memory://" } },
  ...(process.env.TEST_DATABASE_URL
    ? [{ system: "postgresql", options: { url: process.env.TEST_DATABASE_URL } }]
    : []),
];

beforeAll(() => startTracing(exporter));
afterAll(() => stopTracing());

describe.each(databases)("traces (tracing on), on $system", ({ system, options }) => {
  beforeAll(async () => {
    handle = await openDatabase(options);
    exporter.reset();
  });
  afterAll(() => handle.close());

  it("gives a request a span named by its route template, with each query as a child and no values", async () => {
    const res = await app.request("/api/people/p-42", { headers: { "x-request-id": "req-trace" } });
    expect(res.status).toBe(200);

    const spans = exporter.getFinishedSpans();
    const request = spans.find((s) => s.attributes["http.route"] === "/api/people/:id");
    expect(request?.name).toBe("GET /api/people/:id");
    expect(request?.attributes).toMatchObject({
      "http.response.status_code": 200,
      "app.request_id": "req-trace",
    });
    const queries = spans.filter(
      (s) => s.parentSpanContext?.spanId === request!.spanContext().spanId,
    );
    const texts = queries.map((s) => String(s.attributes["db.query.text"]));
    expect(texts).toEqual(expect.arrayContaining([expect.stringContaining("$1::text as found")]));
    expect(texts.some((t) => t.includes("as again"))).toBe(true);
    expect(queries.every((s) => s.attributes["db.system.name"] === system)).toBe(true);
    for (const span of spans) {
      const recorded = JSON.stringify([span.name, span.attributes, span.events]);
      expect(recorded).not.toContain(EMAIL);
      expect(recorded).not.toContain("p-42");
    }
  });

  it("records no span for a query outside a request", async () => {
    exporter.reset();
    await handle.db.execute(sql`select 1`);
    expect(exporter.getFinishedSpans()).toHaveLength(0);
  });
});
