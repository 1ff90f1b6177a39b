import { describe, expect, it } from "vitest";
import { call } from "@/tests/helpers/api-client";
import { withTestDatabase } from "@/tests/helpers/test-db";

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
