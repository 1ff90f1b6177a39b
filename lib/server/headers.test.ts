// Security headers on every kind of API answer, and undecodable paths on every mounted route.
import { describe, expect, it } from "vitest";
import { api } from "@/app/api/app";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { withTestDatabase } from "@/tests/helpers/test-db";

withTestDatabase({ seed: true });

describe("API answer headers", () => {
  it("nosniff on every kind of answer, no-store on every authenticated one", async () => {
    const { token } = await signedInUser({ userType: "client" });
    const kinds = [
      { name: "public success", res: await call("/categories/therapy"), auth: false },
      { name: "not found", res: await call("/nothing-here"), auth: false },
      { name: "bad input", res: await call("/user/login", { body: { email: "x" } }), auth: false },
      { name: "malformed body", res: await call("/user/login", { body: "{" }), auth: false },
      { name: "signed out", res: await call("/wallet/balance"), auth: false },
      { name: "own data", res: await call("/wallet/balance", { token }), auth: true },
      { name: "own list", res: await call("/wallet/transactions", { token }), auth: true },
      { name: "forbidden", res: await call("/provider", { token }), auth: true },
      { name: "auth error", res: await call("/wallet/balance", { token: "nope" }), auth: true },
    ];
    for (const { name, res, auth } of kinds) {
      expect(res.headers.get("x-content-type-options"), name).toBe("nosniff");
      expect(res.headers.get("content-type"), name).toMatch(/^application\/json/);
      if (auth) expect(res.headers.get("cache-control"), name).toBe("no-store");
    }
  });
});

describe("undecodable percent-encoding in a path", () => {
  it("answers 400 with the JSON envelope on every mounted route with a parameter", async () => {
    const { token } = await signedInUser({ userType: "client" });
    const routes = new Set(
      api.routes
        .filter((r) => r.method !== "ALL" && r.path.includes("/:"))
        .map((r) => `${r.method} ${r.path}`),
    );
    expect(routes.size).toBeGreaterThan(15);
    for (const route of routes) {
      const [method, path] = route.split(" ") as [string, string];
      for (const bad of ["%u0000", "%E0%A4%A", "%"]) {
        const url = path.replace(/:\w+(\{[^}]*\})?/g, bad);
        const res = await api.request(url, {
          method,
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: method === "GET" ? undefined : "{}",
        });
        expect(res.status, `${route} ${bad}`).toBe(400);
        expect(await res.json(), `${route} ${bad}`).toMatchObject({
          code: "MALFORMED_URL",
          message: "This address is not valid.",
        });
      }
    }
  });
});
