// The API's OpenAPI document (decision 0042): valid OpenAPI 3.1, every call of the spec's section 7
// in it, and no mounted route left out of it but the ones still listed as not yet declared.
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import path from "node:path";
import { compileErrors, validate } from "@readme/openapi-parser";
import { describe, expect, it } from "vitest";
import { api } from "@/app/api/app";
import { contractsOf, openApiPath } from "@/lib/server/openapi";
import { call } from "@/tests/helpers/api-client";

type Document = {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
};

const lines = (file: string) =>
  readFileSync(path.join(process.cwd(), "tests/contract", file), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));

/** `/booking/{bookingId}` and `/booking/{id}` are one path. */
const shape = (key: string) => key.replace(/\{[^}]*\}/g, "{}");

async function documentOf(): Promise<Document> {
  const answer = await call("/openapi.json");
  expect(answer.status).toBe(200);
  return answer.body as Document;
}

const operationsOf = (doc: Document) =>
  new Set(
    Object.entries(doc.paths).flatMap(([p, methods]) =>
      Object.keys(methods).map((m) => shape(`${m.toUpperCase()} ${p}`)),
    ),
  );

describe("GET /api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const doc = await documentOf();
    expect(doc.openapi).toMatch(/^3\.1\./);
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? "" : compileErrors(result)).toBe(true);
  });

  it("has the error envelope with the closed list of codes, and the bearer scheme", async () => {
    const doc = (await documentOf()) as Document & {
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: "http", scheme: "bearer" });
    const envelope = doc.components.schemas.ErrorBody!;
    expect(Object.keys(envelope.properties ?? {})).toEqual(
      expect.arrayContaining(["message", "code", "errors"]),
    );
    expect(JSON.stringify(doc.components.schemas)).toContain("SLOT_TAKEN");
  });

  it("has every call of the spec's section 7", async () => {
    const spec = lines("spec-section-7.txt");
    expect(spec).toHaveLength(114);
    const operations = operationsOf(await documentOf());
    expect(spec.filter((call) => !operations.has(shape(call)))).toEqual([]);
  });

  it("declares every mounted route's answers, but those still listed as not yet declared", () => {
    const pending = new Set(lines("not-yet-declared.txt"));
    const undeclared: string[] = [];
    const declaredButListed: string[] = [];
    for (const contract of contractsOf(api).values()) {
      const key = `${contract.method} ${openApiPath(contract.path)}`;
      if (/^GET \/api\/(openapi\.json|docs(\/.*)?)$/.test(key)) continue;
      if (!contract.answers && !pending.has(key)) undeclared.push(key);
      if (contract.answers && pending.has(key)) declaredButListed.push(key);
    }
    expect(undeclared, "mounted without `answers(...)`").toEqual([]);
    expect(declaredButListed, "declared: take them off not-yet-declared.txt").toEqual([]);
  });

  it("has every mounted route", async () => {
    const operations = operationsOf(await documentOf());
    const missing = [...contractsOf(api).values()]
      .map((c) => shape(`${c.method} ${openApiPath(c.path)}`))
      .filter((key) => !/^GET \/api\/(openapi\.json|docs(\/.*)?)$/.test(key))
      .filter((key) => !operations.has(key));
    expect(missing).toEqual([]);
  });
});

describe("GET /api/docs", () => {
  it("serves the interactive reference of the document", async () => {
    const answer = await call("/docs");
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("/api/openapi.json");
  });

  it("loads its script from our own origin, which its policy allows, and nothing from a CDN", async () => {
    const answer = await call("/docs");
    const sources = [...(answer.body as string).matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map(
      ([, src]) => src!,
    );
    expect(sources).toEqual([expect.stringMatching(/^\/api\/docs\/scalar-[\d.]+\.js$/)]);
    expect(answer.body).not.toMatch(/jsdelivr|https?:\/\//i);
    const policy = answer.headers.get("content-security-policy") ?? "";
    // Only our script and the page's own inline start, by its hash.
    expect(policy).toMatch(/(^|; )script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
  });

  it("serves that script: JavaScript, gzipped for a browser, plain for a caller without gzip", async () => {
    const src = /<script[^>]*\bsrc="\/api([^"]+)"/.exec((await call("/docs")).body as string)![1]!;
    const gzipped = await api.request(`/api${src}`, { headers: { "accept-encoding": "gzip, br" } });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    const script = gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString("utf8");
    expect(script).toContain("@scalar/api-reference");
    expect(script).toContain("createApiReference");
    const plain = await api.request(`/api${src}`);
    expect(plain.status).toBe(200);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect((await plain.text()).length).toBe(script.length);
  });
});
