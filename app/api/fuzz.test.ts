// Route fuzzing: every endpoint the API mounts, found by walking the Hono app (not a list kept by
// hand), gets malformed path ids, queries and bodies built from its own zod validators. A new
// endpoint is covered the day it is mounted. Every answer must be below 500 and, unless it is a
// success that serves a file or a stream, the JSON envelope.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { api } from "@/app/api/app";
import { VALIDATES, type ValidatorTag } from "@/lib/server/http";
import { signedInUser } from "@/tests/helpers/factories";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { takeConsoleCalls } from "@/tests/setup/fail-on-console";

withTestDatabase({ seed: true });
// Malformed input on purpose: answers are checked for the envelope, not each route's codes. Only
// while this file runs: API test files share their worker's process (isolate: false), and a file
// after this one would otherwise have its answers checked for the envelope only.
beforeAll(() => {
  process.env.ANSWER_CHECK = "envelope";
});
afterAll(() => {
  delete process.env.ANSWER_CHECK;
});

type Endpoint = { method: string; path: string; validators: ValidatorTag[] };

/** The mounted endpoints: one per method and path, with the validators on its chain. */
function mountedEndpoints(): Endpoint[] {
  const byKey = new Map<string, Endpoint>();
  for (const route of api.routes) {
    if (route.method === "ALL") continue; // app-wide middleware
    // The API's own OpenAPI document and its reference page: no input, not an answer envelope.
    if (/^\/api\/(openapi\.json|docs)$/.test(route.path)) continue;
    const key = `${route.method} ${route.path}`;
    const endpoint = byKey.get(key) ?? { method: route.method, path: route.path, validators: [] };
    const tag = (route.handler as unknown as Record<symbol, ValidatorTag | undefined>)[VALIDATES];
    if (tag) endpoint.validators.push(tag);
    byKey.set(key, endpoint);
  }
  // Deleting endpoints last, so the fuzzing users keep their accounts while the rest is probed.
  return [...byKey.values()].sort(
    (a, b) => Number(a.method === "DELETE") - Number(b.method === "DELETE"),
  );
}

/** The field names of an object schema, through optional/default/pipe/refine wrappers. */
function fieldsOf(schema: ZodType | undefined): string[] {
  let current = schema as unknown as { _zod?: { def: Record<string, unknown> } } | undefined;
  for (let depth = 0; current?._zod && depth < 10; depth++) {
    const def = current._zod.def;
    if (def.type === "object") return Object.keys(def.shape as object);
    current = (def.in ?? def.innerType ?? def.schema) as typeof current;
  }
  return [];
}

const PARAM = /:(\w+)(\{[^}]*\})?/g;
/** A plausible value for a path parameter: the first alternative of a pattern, else a UUID. */
const plausible = (pattern: string | undefined) =>
  pattern
    ? pattern
        .slice(1, -1)
        .split("|")[0]!
        .replace(/[^\w-]/g, "") || "x"
    : crypto.randomUUID();
const fillPath = (path: string, replace?: { name: string; value: string }) =>
  path.replace(PARAM, (_, name: string, pattern?: string) =>
    replace?.name === name ? replace.value : plausible(pattern),
  );

const BAD_SEGMENTS = [
  "%u0000",
  "%ff",
  "%E0%A4%A",
  "%",
  "%00",
  "..%2F..%2Fetc%2Fpasswd",
  "-1",
  "1e309",
  "x".repeat(3000),
];

/** Deeply nested JSON (an array of arrays) of the given depth, as text. */
const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
const WRONG_VALUES: unknown[] = [
  null,
  12345678901234567890,
  -1,
  "x",
  true,
  [],
  {},
  "A".repeat(20_000),
  [{ $gt: "" }],
  JSON.parse(nested(200)),
];

type Variant = { label: string; path: string; init: RequestInit };

function variantsOf(endpoint: Endpoint): Variant[] {
  const variants: Variant[] = [];
  const params = [...endpoint.path.matchAll(PARAM)].map((m) => m[1]!);
  const base = fillPath(endpoint.path);
  const json = (body: string, contentType = "application/json"): RequestInit => ({
    method: endpoint.method,
    headers: { "content-type": contentType },
    body,
  });
  const hasBody = !["GET", "HEAD"].includes(endpoint.method);

  for (const name of params) {
    for (const value of BAD_SEGMENTS) {
      variants.push({
        label: `path ${name}=${value.slice(0, 20)}`,
        path: fillPath(endpoint.path, { name, value }),
        init: hasBody ? json("{}") : { method: endpoint.method },
      });
    }
  }

  const query = endpoint.validators.find((v) => v.target === "query");
  for (const field of [...fieldsOf(query?.schema), "page", "limit"]) {
    for (const value of ["", "-1", "NaN", "1e309", "%zz", "9".repeat(400), "[object Object]"]) {
      variants.push({
        label: `query ${field}=${value.slice(0, 20)}`,
        path: `${base}?${field}=${value}&${field}=${value}`,
        init: hasBody ? json("{}") : { method: endpoint.method },
      });
    }
  }

  if (hasBody) {
    for (const [label, body] of [
      ["empty body", ""],
      ["invalid JSON", "{"],
      ["JSON null", "null"],
      ["JSON array", "[]"],
      ["JSON string", '"x"'],
      ["deeply nested", nested(5000)],
      ["huge string", JSON.stringify({ value: "A".repeat(900_000) })],
      ["prototype keys", '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{}}}'],
    ] as const) {
      variants.push({ label, path: base, init: json(body) });
    }
    variants.push({
      label: "bad UTF-8",
      path: base,
      init: {
        method: endpoint.method,
        headers: { "content-type": "application/json" },
        body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
      },
    });
    variants.push({
      label: "form instead of JSON",
      path: base,
      init: json("a=1&b=2", "application/x-www-form-urlencoded"),
    });
    variants.push({
      label: "multipart junk",
      path: base,
      init: json("--x\r\n\r\n", "multipart/form-data; boundary=x"),
    });

    const body = endpoint.validators.find((v) => v.target === "json");
    const fields = fieldsOf(body?.schema);
    for (const field of fields) {
      for (const value of WRONG_VALUES) {
        variants.push({
          label: `body ${field}=${JSON.stringify(value).slice(0, 20)}`,
          path: base,
          init: json(JSON.stringify({ [field]: value, unexpectedExtraField: "x" })),
        });
      }
    }
  }
  return variants;
}

async function send(path: string, init: RequestInit, token: string) {
  const headers = new Headers(init.headers);
  headers.set("authorization", `Bearer ${token}`);
  const response = await api.request(path, { ...init, headers });
  const type = response.headers.get("content-type") ?? "";
  // A download (the data export's JSON file) is a file whatever its type.
  const file = response.headers.get("content-disposition")?.startsWith("attachment") ?? false;
  let body: unknown;
  if (type.includes("application/json") && !file) body = await response.json();
  else await response.body?.cancel(); // a file or an endless event stream: not read here
  return { status: response.status, type, body, file };
}

describe("route fuzzing", () => {
  const endpoints = mountedEndpoints();

  it("finds the mounted endpoints and their validators by walking the app", () => {
    expect(endpoints.length).toBeGreaterThan(40);
    expect(endpoints.filter((e) => e.validators.length).length).toBeGreaterThan(25);
    expect(endpoints.some((e) => e.method === "POST" && e.path === "/api/user/login")).toBe(true);
  });

  it(
    "answers every malformed request below 500, with the JSON envelope",
    { timeout: 600_000 },
    async () => {
      const client = await signedInUser({ userType: "client" });
      const provider = await signedInUser({ userType: "provider" });
      const failures: string[] = [];
      let sent = 0;
      for (const endpoint of endpoints) {
        // Each variant as a client and as a therapist, for role checks come before validation;
        // but not as one the endpoint refuses outright (403), whose variants would all stop at
        // that check. An endpoint refusing both (staff's) is still tried as a client.
        const tokens: string[] = [];
        for (const token of [client.token, provider.token]) {
          const init: RequestInit = ["GET", "HEAD"].includes(endpoint.method)
            ? { method: endpoint.method }
            : {
                method: endpoint.method,
                headers: { "content-type": "application/json" },
                body: "{}",
              };
          const probe = await send(fillPath(endpoint.path), init, token);
          sent++;
          if (probe.status >= 500) failures.push(`${endpoint.method} ${endpoint.path} -> 500`);
          if (probe.status !== 403) tokens.push(token);
        }
        if (!tokens.length) tokens.push(client.token);
        for (const variant of variantsOf(endpoint)) {
          for (const token of tokens) {
            const res = await send(variant.path, variant.init, token);
            sent++;
            const where = `${endpoint.method} ${endpoint.path} [${variant.label}] -> ${res.status}`;
            if (res.status >= 500) failures.push(where);
            else if (res.status >= 300 || (res.type.includes("application/json") && !res.file)) {
              const body = res.body as { message?: unknown; data?: unknown } | undefined;
              const envelope =
                res.status >= 300 ? typeof body?.message === "string" : body && "data" in body;
              if (!envelope) failures.push(`${where} without the envelope (${res.type})`);
            }
          }
        }
      }
      // Nothing may have been logged as a server error either.
      const logged = takeConsoleCalls().filter((line) => line.includes("[api]"));
      expect(failures, failures.slice(0, 20).join("\n")).toEqual([]);
      expect(logged).toEqual([]);
      expect(sent).toBeGreaterThan(2000);
    },
  );
});
