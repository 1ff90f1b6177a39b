import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "@/tests/helpers/api-client";
import { takeConsoleCalls } from "@/tests/setup/fail-on-console";
import { onPostgres, withTestDatabase } from "@/tests/helpers/test-db";
import { every } from "./every";
import { metricsEndpoint, metricsText } from "./metrics";

withTestDatabase();

/** The value of one series in the text format, or undefined when it is not there. */
function sample(text: string, name: string, labels: Record<string, string>) {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`)) continue;
    const inside = line.slice(name.length + 1, line.indexOf("}"));
    if (wanted.every((pair) => inside.split(",").includes(pair)))
      return Number(line.slice(line.lastIndexOf(" ") + 1));
  }
  return undefined;
}

describe("the API's metrics", () => {
  it("count an answer under its route template, method and status, never its URL", async () => {
    const id = crypto.randomUUID();
    const labels = { method: "GET", route: "/api/booking/:id", status: "401" };
    const before =
      sample((await metricsText()).body, "http_request_duration_seconds_count", labels) ?? 0;
    expect((await call(`/booking/${id}`)).status).toBe(401);
    expect((await call(`/booking/${crypto.randomUUID()}`)).status).toBe(401);

    const { body, contentType } = await metricsText();
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(sample(body, "http_request_duration_seconds_count", labels)).toBe(before + 2);
    expect(sample(body, "http_request_duration_seconds_bucket", { ...labels, le: "+Inf" })).toBe(
      before + 2,
    );
    expect(body).not.toContain(id);
  });

  it("count the background jobs' runs by outcome, so a failing job shows (decision 0816)", async () => {
    const runs = (outcome: string) => async () =>
      sample((await metricsText()).body, "background_job_run_seconds_count", {
        job: "metrics test job",
        outcome,
      }) ?? 0;
    let calls = 0;
    const stop = every(5, "metrics test job", async () => {
      calls++;
      if (calls % 2 === 0) throw new Error("every other run fails");
    });
    try {
      await expect.poll(runs("failed")).toBeGreaterThanOrEqual(2);
      expect(await runs("ok")()).toBeGreaterThanOrEqual(2);
    } finally {
      stop();
    }
    // Each failure is also logged, as before.
    expect(takeConsoleCalls().filter((c) => c.includes("every other run fails")).length).toBe(
      await runs("failed")(),
    );
  });

  it("count a path no route has as unmatched", async () => {
    expect((await call(`/no-such-thing/${crypto.randomUUID()}`)).status).toBe(404);
    const { body } = await metricsText();
    expect(
      sample(body, "http_request_duration_seconds_count", { route: "unmatched", status: "404" }),
    ).toBeGreaterThanOrEqual(1);
  });

  it("show open live streams, the outbox's queue and whether the instance drains", async () => {
    const { body } = await metricsText();
    expect(body).toMatch(/^live_streams_open \d+$/m);
    expect(body).toMatch(/^instance_draining 0$/m);
    expect(sample(body, "outbox_emails", { delivery: "pending" })).toBe(0);
    expect(sample(body, "outbox_emails", { delivery: "failed" })).toBe(0);
    expect(body).toMatch(/^process_cpu_seconds_total /m);
  });
});

describe("the database pool's metrics", () => {
  it.runIf(onPostgres)(
    "count open and idle connections, and not the scrape as waiting",
    async () => {
      await call("/health/ready");
      const { body } = await metricsText();
      expect(sample(body, "db_pool_connections", { state: "total" })).toBeGreaterThanOrEqual(1);
      expect(sample(body, "db_pool_connections", { state: "waiting" })).toBe(0);
    },
  );

  it.skipIf(onPostgres)("are left out on PGlite, which has no pool", async () => {
    expect((await metricsText()).body).not.toMatch(/^db_pool_connections\{/m);
  });
});

describe("GET /metrics behind a token", () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer(metricsEndpoint({ token: "a-token-for-the-scraper" }));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("answers 404 without the token or with a wrong one", async () => {
    expect((await fetch(url)).status).toBe(404);
    const wrong = await fetch(url, {
      headers: { authorization: "Bearer a-token-for-the-scrapes" },
    });
    expect(wrong.status).toBe(404);
    expect(await wrong.text()).not.toContain("http_request");
  });

  it("answers the metrics with it", async () => {
    const res = await fetch(url, { headers: { authorization: "Bearer a-token-for-the-scraper" } });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^# TYPE http_request_duration_seconds histogram$/m);
  });
});
