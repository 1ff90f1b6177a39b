import { describe, expect, it } from "vitest";
import { z } from "zod";
import { takeConsoleCalls } from "@/tests/setup/fail-on-console";
import { ApiError } from "./errors";
import { createApiApp, JSON_BODY_LIMIT, ok, validate } from "./http";

const app = createApiApp()
  .post("/echo", validate("json", z.object({ name: z.string().min(3, "invalid") })), (c) =>
    ok(c, c.req.valid("json")),
  )
  .get("/conflict", () => {
    throw new ApiError(409, "That slot was just taken.", { code: "SLOT_TAKEN" });
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
      errors: { name: "This value is not valid." },
    });
    const de = await post(JSON.stringify({ name: "A" }), { "X-Language": "de" });
    expect((await de.json()).errors.name).toBe("Dieser Wert ist ungültig.");
  });

  it("answers malformed JSON with a 400 JSON envelope, not a 500", async () => {
    const res = await post("{not json");
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({ message: "The request body is not valid JSON." });
  });

  it("answers an unknown route with 404 JSON", async () => {
    const res = await app.request("/api/nothing/here");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Not found." });
  });

  it("answers a body over the limit with 413", async () => {
    const res = await post(JSON.stringify({ name: "x".repeat(JSON_BODY_LIMIT + 1) }));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: "The request is too large." });
  });

  it("renders a deliberate ApiError with its status and code", async () => {
    const res = await app.request("/api/conflict");
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: "That slot was just taken.", code: "SLOT_TAKEN" });
  });

  it("answers an unexpected error with 500, a request id and no internals, and logs it with the id", async () => {
    const res = await app.request("/api/boom", { headers: { "x-request-id": "req-123" } });
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body).toEqual({
      message: "Something went wrong on our side. Please try again.",
      requestId: "req-123",
    });
    expect(JSON.stringify(body)).not.toContain("hunter2");
    expect(res.headers.get("x-request-id")).toBe("req-123");
    const logged = takeConsoleCalls();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain("req-123");
  });
});
