import "server-only";
import { Scalar } from "@scalar/hono-api-reference";
import { generateSpecs } from "hono-openapi";
import { z } from "zod";
import { errorCodes, type ErrorCode } from "@/lib/api/error-codes";
import { createRouter } from "./http";
import { contractsOf, errorBodySchema, openApiPath } from "./openapi";

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
 * GET /openapi.json and GET /docs (Scalar's reference), in production too. The reference only
 * reads the document: its "try it" client is hidden, so nothing is sent from it without a token
 * a caller typed in elsewhere.
 */
export const apiDocRoutes = createRouter()
  .get("/openapi.json", async (c) => {
    if (!documented) throw new Error("documentApp(api) was not called");
    return c.json(await (cached ??= openApiDocument(documented)));
  })
  .get(
    "/docs",
    Scalar({
      url: "/api/openapi.json",
      pageTitle: "Haven API",
      hideClientButton: true,
      hideTestRequestButton: true,
      ...(process.env.API_DOCS_SCRIPT_URL ? { cdn: process.env.API_DOCS_SCRIPT_URL } : {}),
    }),
  );
