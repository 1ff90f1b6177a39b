// @vitest-environment node
import axios, { AxiosError } from "axios";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { inProcessAdapter } from "./in-process-adapter";

// What the API saw of each request, answered back to the caller.
const app = new Hono().basePath("/api");
app.get("/echo", (c) =>
  c.json({
    url: c.req.url,
    language: c.req.header("x-language"),
    authorization: c.req.header("authorization"),
    query: c.req.queries(),
  }),
);
app.post("/echo", async (c) =>
  c.json({ contentType: c.req.header("content-type"), body: await c.req.json() }, 201),
);
app.get("/missing", (c) => c.json({ message: "Not found", code: "NOT_FOUND" }, 404));
app.get("/slow", async (c) => {
  await new Promise((resolve) => setTimeout(resolve, 200));
  return c.json({ data: "late" });
});

const client = (options: { timeout?: number } = {}) =>
  axios.create({
    baseURL: "http://127.0.0.1:3000/api",
    adapter: inProcessAdapter(app),
    headers: { "X-Language": "de", Authorization: "Bearer t0ken" },
    ...options,
  });

describe("the in-process axios adapter", () => {
  it("sends the URL, query and headers an HTTP call would, and parses the JSON answer", async () => {
    const response = await client().get("/echo", { params: { countryCode: "US", top: 3 } });
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.data).toEqual({
      url: "http://127.0.0.1:3000/api/echo?countryCode=US&top=3",
      language: "de",
      authorization: "Bearer t0ken",
      query: { countryCode: ["US"], top: ["3"] },
    });
  });

  it("sends a JSON body", async () => {
    const response = await client().post("/echo", { startTime: "2026-12-01T09:00:00Z" });
    expect(response.status).toBe(201);
    expect(response.data).toEqual({
      contentType: "application/json",
      body: { startTime: "2026-12-01T09:00:00Z" },
    });
  });

  it("rejects an error status as axios does, with the API's error envelope", async () => {
    const error = await client()
      .get("/missing")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AxiosError);
    expect((error as AxiosError).response?.status).toBe(404);
    expect((error as AxiosError).response?.data).toEqual({
      message: "Not found",
      code: "NOT_FOUND",
    });
  });

  it("gives up after the timeout", async () => {
    const error = await client({ timeout: 20 })
      .get("/slow")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AxiosError);
    expect((error as AxiosError).code).toBe(AxiosError.ECONNABORTED);
    expect((error as AxiosError).message).toBe("timeout of 20ms exceeded");
  });
});
