import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { takeConsoleCalls } from "@/tests/setup/fail-on-console";
import { DomainError, fieldError } from "./errors";
import { createApiApp, JSON_BODY_LIMIT, ok, okKept, validate } from "./http";

const app = createApiApp()
  .post("/echo", validate("json", z.object({ name: z.string().min(3, "invalid") })), (c) =>
    ok(c, c.req.valid("json")),
  )
  .get("/conflict", () => {
    throw new DomainError("SLOT_TAKEN");
  })
  .get("/clash", () => {
    throw new DomainError("SERIES_CLASHES", {
      values: { count: 2 },
      rawErrors: { weeks: "2026-12-01T09:00:00.000Z, 2026-12-08T09:00:00.000Z" },
    });
  })
  .get("/field", () => {
    throw fieldError("modality", "bookingModality");
  })
  .get("/boom", () => {
    throw new Error("database password is hunter2");
  });

const post = (body: string, headers: Record<string, string> = {}) =>
  app.request("/api/echo", {
    method: "POST",
    body,
    headers: { "content-type": "application/json", ...headers },
  });

describe("the API's error envelope", () => {
  it("answers a valid request with { data }", async () => {
    const res = await post(JSON.stringify({ name: "Ada" }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { name: "Ada" } });
  });

  it("answers failed validation with 400, a message and field errors in the caller's language", async () => {
    const en = await post(JSON.stringify({ name: "A" }));
    expect(en.status).toBe(400);
    expect(await en.json()).toEqual({
      message: "Some fields are not valid.",
      code: "VALIDATION_FAILED",
      errors: { name: "This value is not valid." },
    });
    const de = await post(JSON.stringify({ name: "A" }), { "X-Language": "de" });
    expect((await de.json()).errors.name).toBe("Dieser Wert ist ungültig.");
  });

  it("answers malformed JSON with a 400 JSON envelope, not a 500", async () => {
    const res = await post("{not json");
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({
      message: "The request body is not valid JSON.",
      code: "MALFORMED_BODY",
    });
  });

  it("answers an unknown route with 404 JSON", async () => {
    const res = await app.request("/api/nothing/here");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Not found.", code: "NOT_FOUND" });
  });

  it("answers a body over the limit with 413", async () => {
    const res = await post(JSON.stringify({ name: "x".repeat(JSON_BODY_LIMIT + 1) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      message: "The request is too large.",
      code: "BODY_TOO_LARGE",
    });
  });

  it("renders a service's DomainError with the status and words of its code", async () => {
    const res = await app.request("/api/conflict");
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      message: "Someone else just booked that time. Please pick another slot.",
      code: "SLOT_TAKEN",
    });
  });

  it("answers an unexpected error with 500, a request id and no internals, and logs it with the id", async () => {
    const res = await app.request("/api/boom", { headers: { "x-request-id": "req-123" } });
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body).toEqual({
      message: "Something went wrong on our side. Please try again.",
      code: "SERVER_ERROR",
      requestId: "req-123",
    });
    expect(JSON.stringify(body)).not.toContain("hunter2");
    expect(res.headers.get("x-request-id")).toBe("req-123");
    const logged = takeConsoleCalls();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain("req-123");
  });

  it("fills a code's message with its values and keeps data errors as they are", async () => {
    const res = await app.request("/api/clash", { headers: { "X-Language": "de" } });
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.code).toBe("SERIES_CLASHES");
    expect(body.message).toContain("2");
    expect(body.message).not.toContain("{count}");
    expect(body.errors).toEqual({ weeks: "2026-12-01T09:00:00.000Z, 2026-12-08T09:00:00.000Z" });
  });

  it("translates a service's field error in the caller's language", async () => {
    const en = await (await app.request("/api/field")).json();
    const de = await (await app.request("/api/field", { headers: { "X-Language": "de" } })).json();
    expect(en).toMatchObject({ code: "VALIDATION_FAILED", message: "Some fields are not valid." });
    expect(en.errors.modality).toMatch(/\w/);
    expect(de.errors.modality).not.toBe(en.errors.modality);
  });
});

describe("JSON answers on the wire", () => {
  const slots = Array.from({ length: 200 }, (_, i) => ({
    identifier: `20261201T${String(i % 24).padStart(2, "0")}00Z_60`,
    startTime: "09:00",
    isBooked: i % 3 === 0,
  }));
  // A kept answer that counts how often it is written as JSON.
  let written = 0;
  const kept = Object.assign([...slots], {
    toJSON: () => (written++, slots),
  });
  const lists = createApiApp()
    .get("/big", (c) => ok(c, slots))
    .get("/small", (c) => ok(c, { status: "ok" }))
    .get("/kept", (c) => okKept(c, kept));
  const get = (path: string, acceptEncoding?: string) =>
    lists.request(`/api${path}`, {
      headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
    });

  it("gzips a large answer for a caller that accepts it, and says so", async () => {
    const res = await get("/big", "gzip, deflate, br");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBeLessThan(JSON.stringify({ data: slots }).length / 4);
    expect(JSON.parse(gunzipSync(bytes).toString())).toEqual({ data: slots });
  });

  it("answers plain JSON to a caller that does not accept gzip, and small answers to anyone", async () => {
    for (const res of [await get("/big"), await get("/big", "br"), await get("/small", "gzip")]) {
      expect(res.headers.get("content-encoding")).toBeNull();
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(await res.json()).toHaveProperty("data");
    }
  });

  it("writes a kept answer's JSON once, plain and gzipped alike", async () => {
    for (const encoding of [undefined, "gzip", undefined, "gzip"]) {
      const res = await get("/kept", encoding);
      const bytes = Buffer.from(await res.arrayBuffer());
      const text = encoding ? gunzipSync(bytes).toString() : bytes.toString();
      expect(JSON.parse(text)).toEqual({ data: slots });
    }
    expect(written).toBe(1);
  });
});
