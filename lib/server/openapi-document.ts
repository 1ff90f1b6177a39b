import "server-only";
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { Scalar } from "@scalar/hono-api-reference";
import { generateSpecs } from "hono-openapi";
import { z } from "zod";
import { errorCodes, type ErrorCode } from "@/lib/api/error-codes";
import { createRouter } from "./http";
import { answers, contractsOf, errorBodySchema, file, openApiPath } from "./openapi";

type App = Parameters<typeof contractsOf>[0];
type Operation = { responses?: Record<string, unknown>; security?: unknown };
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown>>;
};

/** The schemas named with `.meta({ id })` (the error envelope and its codes among them). */
const namedSchemas = () => {
  void errorBodySchema;
  return z.toJSONSchema(z.globalRegistry, {
    uri: (id) => `#/components/schemas/${id}`,
    unrepresentable: "any",
  }).schemas;
};

/**
 * The OpenAPI 3.1 document of an app (decision 0042): hono-openapi writes paths, parameters,
 * bodies and success answers from each route's `validate`/`answers`/`requireAuth`; each error
 * status then gets the shared ErrorBody with the codes the route's chain names.
 */
export async function openApiDocument(app: App) {
  const doc = (await generateSpecs(app as Parameters<typeof generateSpecs>[0], {
    documentation: {
      info: {
        title: "Haven API",
        version: "1",
        description:
          "The therapy booking marketplace's API (product spec section 7). Every answer is " +
          "JSON `{ data }`, `{ data, meta }` or, on failure, the ErrorBody envelope. Calls that " +
          "need a signed-in user send `Authorization: Bearer <token>` (POST /api/user/login).",
      },
      servers: [{ url: "/" }],
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        },
      },
    },
    exclude: [/^\/api\/(openapi\.json|docs)/],
    // A route that declares nothing yet is listed too, as "Not declared yet".
    includeEmptyPaths: true,
    defaultValidationErrorResponse: false,
  })) as unknown as Document;

  doc.components ??= {};
  doc.components.schemas = { ...doc.components.schemas };
  for (const [id, schema] of Object.entries(namedSchemas())) {
    const rest = { ...(schema as Record<string, unknown>) };
    delete rest.$schema;
    delete rest.id;
    doc.components.schemas[id] ??= rest;
  }
  const contracts = contractsOf(app);
  for (const contract of contracts.values()) {
    const operation = doc.paths[openApiPath(contract.path)]?.[contract.method.toLowerCase()];
    if (!operation) continue;
    const byStatus = new Map<number, ErrorCode[]>();
    for (const code of contract.errors) {
      const status = errorCodes[code].status as number;
      byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
    }
    // Grouped by feature in the reference: /api/booking/... under "booking".
    (operation as { tags?: string[] }).tags ??= [contract.path.split("/")[2] ?? "api"];
    operation.responses ??= {};
    // hono-openapi writes `200: {}` for a route whose answers are not declared yet.
    for (const [status, response] of Object.entries(operation.responses))
      if (response && typeof response === "object" && !("description" in response))
        operation.responses[status] = { description: "Not declared yet." };
    for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b))
      operation.responses[String(status)] = {
        // In backticks: markdown would read NOT_FOUND's underscores as emphasis.
        description: codes.map((code) => `\`${code}\``).join(", "),
        content: {
          "application/json": {
            schema: {
              allOf: [
                { $ref: "#/components/schemas/ErrorBody" },
                { type: "object", properties: { code: { enum: codes } } },
              ],
            },
          },
        },
      };
  }
  return doc;
}

let documented: App | undefined;
let cached: Promise<unknown> | undefined;
/** The app GET /openapi.json describes (app/api/app.ts names it once it is composed). */
export function documentApp(app: App) {
  documented = app;
}

/**
 * Scalar's standalone script, kept gzipped in vendor/ (vendor/README.md) and served from our own
 * origin: the reference renders where jsDelivr cannot be reached. API_DOCS_SCRIPT_URL still
 * points it elsewhere.
 */
export const SCALAR_VERSION = "1.46.4";
export const SCALAR_SCRIPT_PATH = `/api/docs/scalar-${SCALAR_VERSION}.js`;
let scalarGzipped: Promise<Buffer> | undefined;
const scalarScript = () =>
  (scalarGzipped ??= readFile(
    path.join(process.cwd(), "vendor", `scalar-api-reference-${SCALAR_VERSION}.js.gz`),
  ));

const scriptUrl = () => process.env.API_DOCS_SCRIPT_URL || SCALAR_SCRIPT_PATH;
const reference = Scalar({
  url: "/api/openapi.json",
  pageTitle: "Haven API",
  hideClientButton: true,
  hideTestRequestButton: true,
  // Its fonts would come from Scalar's own host: the system's serve, offline too.
  withDefaultFonts: false,
  // Its "Ask AI" agent reads Scalar's registry and its telemetry reports to Scalar: neither is
  // ours to send an integrator's browser to, and the page's policy refuses both.
  agent: { disabled: true },
  telemetry: false,
  // Its toolbar (shown on localhost) offers to share and deploy the document on Scalar's cloud.
  showDeveloperTools: "never",
  cdn: scriptUrl(),
});

/** The reference page's policy: its script (ours, or API_DOCS_SCRIPT_URL's) and its inline start. */
function referencePolicy(html: string) {
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `'sha256-${createHash("sha256").update(code!).digest("base64")}'`,
  );
  const source = scriptUrl().startsWith("/") ? "'self'" : new URL(scriptUrl()).origin;
  return [
    "default-src 'self'",
    `script-src ${[source, ...inline].join(" ")}`,
    // Scalar themes itself with style attributes and tags it writes at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * GET /openapi.json and GET /docs (Scalar's reference), in production too. The reference only
 * reads the document: its "try it" client is hidden, so nothing is sent from it without a token
 * a caller typed in elsewhere.
 */
export const apiDocRoutes = createRouter()
  .get("/openapi.json", async (c) => {
    if (!documented) throw new Error("documentApp(api) was not called");
    return c.json(await (cached ??= openApiDocument(documented)));
  })
  .get("/docs", async (c, next) => {
    // Scalar's middleware is typed for a plain Hono context; ours carries the app's variables.
    const page = (await reference(
      c as unknown as Parameters<typeof reference>[0],
      next,
    )) as Response;
    const html = await page.text();
    return c.html(html, 200, {
      "content-security-policy": referencePolicy(html),
      "x-frame-options": "DENY",
      "referrer-policy": "no-referrer",
    });
  })
  .get(
    `/docs/scalar-${SCALAR_VERSION}.js`,
    answers({ 200: file("text/javascript", "Scalar's standalone script, the reference's.") }),
    async (c) => {
      const gzipped = await scalarScript();
      const gzip = /\bgzip\b/.test(c.req.header("accept-encoding") ?? "");
      return c.body(new Uint8Array(gzip ? gzipped : gunzipSync(gzipped)), 200, {
        "content-type": "text/javascript; charset=utf-8",
        ...(gzip && { "content-encoding": "gzip" }),
        // The version is in the address: a new one is a new address.
        "cache-control": "public, max-age=31536000, immutable",
      });
    },
  );
