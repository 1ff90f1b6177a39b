import { afterEach, describe, expect, it } from "vitest";
import { closeDb, openDatabase, setDatabase } from "@/db/client";
import { call } from "@/tests/helpers/api-client";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { takeConsoleCalls } from "@/tests/setup/fail-on-console";
import { startDraining, stopDrainingForTests } from "./lifecycle";

withTestDatabase();

describe("GET /api/health", () => {
  it("reports the database as reachable", async () => {
    const res = await call("/health");
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "ok", database: "up" });
    expect(typeof res.body.data.latencyMs).toBe("number");
  });

  it("is served with and without a trailing slash, without a redirect", async () => {
    expect((await call("/health/")).status).toBe(200);
  });
});

describe("GET /api/health/live and /api/health/ready", () => {
  afterEach(() => stopDrainingForTests());

  it("answers live and ready while the instance serves", async () => {
    const live = await call("/health/live");
    expect(live.status).toBe(200);
    expect(live.body.data).toEqual({ status: "ok" });
    const ready = await call("/health/ready");
    expect(ready.status).toBe(200);
    expect(ready.body.data).toMatchObject({ status: "ready", database: "up" });
    expect(ready.headers.get("cache-control")).toBe("no-store");
  });

  it("answers ready 503 once the instance drains, while live still answers 200", async () => {
    startDraining();
    const ready = await call("/health/ready");
    expect(ready.status).toBe(503);
    expect(ready.body.data).toEqual({ status: "draining" });
    expect((await call("/health/live")).status).toBe(200);
  });
});

describe("GET /api/health/ready with the database unreachable", () => {
  let saved: Awaited<ReturnType<typeof openDatabase>> | undefined;

  afterEach(async () => {
    // Closes the unreachable one, and puts the file's database back.
    await closeDb();
    if (saved) setDatabase(saved);
    saved = undefined;
  });

  it("answers 503, and live still 200", async () => {
    // A PostgreSQL address where nothing listens: every connection is refused at once.
    const unreachable = await openDatabase({ url: "postgresql://postgres@127.0.0.1:9/none" });
    saved = await setDatabase(unreachable);

    const ready = await call("/health/ready");
    expect(ready.status).toBe(503);
    expect(ready.body.data).toEqual({ status: "unready", database: "down" });
    expect(takeConsoleCalls().join("\n")).toMatch(/not ready, database unreachable/);
    expect((await call("/health/live")).status).toBe(200);
  });
});
