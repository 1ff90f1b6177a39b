import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { publishInProcessApi } from "./in-process";
import { NOT_FOUND, readForPage } from "./server";

vi.mock("next/headers", () => ({
  headers: async () => new Headers({ host: "haven.test" }),
  cookies: async () => ({
    get: (name: string) => (name === "token" ? { value: "t0ken" } : undefined),
  }),
}));

// What the API answers for one transaction: a reader's own, another's (404), an expired token.
const app = new Hono().basePath("/api");
app.get("/wallet/transactions/:id", (c) => {
  const id = c.req.param("id");
  if (id === "mine")
    return c.json({ data: { identifier: id, seenWith: c.req.header("authorization") } });
  if (id === "theirs") return c.json({ message: "Not found", code: "TRANSACTION_NOT_FOUND" }, 404);
  return c.json({ message: "Unauthenticated", code: "UNAUTHENTICATED" }, 401);
});

afterEach(() => {
  publishInProcessApi(undefined);
  vi.unstubAllEnvs();
});

describe("readForPage", () => {
  it("answers the data of a documented path, its parameters filled in, asked as the reader", async () => {
    publishInProcessApi(app);
    const answer = await readForPage("en", "/wallet/transactions/{id}", { path: { id: "mine" } });
    expect(answer).toEqual({ identifier: "mine", seenWith: "Bearer t0ken" });
  });

  it("answers NOT_FOUND when the API says 404, undefined for any other failure", async () => {
    publishInProcessApi(app);
    const read = (id: string) => readForPage("en", "/wallet/transactions/{id}", { path: { id } });
    expect(await read("theirs")).toBe(NOT_FOUND);
    expect(await read("expired")).toBeUndefined();
  });

  it("does not ask in the mocked build, whose data lives in the browser's mocks", async () => {
    vi.stubEnv("NEXT_PUBLIC_API_MOCKING", "enabled");
    publishInProcessApi(app);
    expect(
      await readForPage("en", "/wallet/transactions/{id}", { path: { id: "mine" } }),
    ).toBeUndefined();
  });
});
