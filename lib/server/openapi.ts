import "server-only";
import { describeRoute, resolver, uniqueSymbol } from "hono-openapi";
import { findTargetHandler } from "hono/utils/handler";
import { z, type ZodType } from "zod";
import { errorCodes, type ErrorCode } from "@/lib/api/error-codes";

/**
 * How a route declares its answers (decision 0042): `answers({ 200: schema }, [codes])` sits in the
 * route's chain, before its handler. hono-openapi reads it (and `validate`'s inputs, and
 * `requireAuth`'s scheme) to write GET /api/openapi.json; under vitest every answer is checked
 * against it (tests/setup/answer-check.ts). Errors are named by code: each becomes the shared
 * error envelope under the code's status.
 */

/** The error envelope (lib/api/envelope.ts ErrorBody), with the closed list of codes. */
export const errorCodeSchema = z
  .enum(Object.keys(errorCodes) as [ErrorCode, ...ErrorCode[]])
  .meta({ id: "ErrorCode", description: "Every reason the API gives for a failure." });
export const errorBodySchema = z
  .strictObject({
    message: z.string().meta({ description: "In the caller's language." }),
    code: errorCodeSchema,
    errors: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: "Each invalid field's message, for bad input." }),
    requestId: z.string().optional().meta({ description: "On a 500: quote it to support." }),
  })
  .meta({ id: "ErrorBody" });

/** `{ data }`: an item or an action's result (lib/api/envelope.ts Data). */
export const data = <T extends ZodType>(schema: T) => z.strictObject({ data: schema });
const pageMeta = z
  .strictObject({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() })
  .meta({ id: "PageMeta" });
/** `{ data: [], meta: { page, pageSize, total } }`: a numbered page of a list. */
export const page = <T extends ZodType>(item: T) =>
  z.strictObject({ data: z.array(item), meta: pageMeta });
const cursorMeta = z.strictObject({ nextCursor: z.string().nullable() }).meta({ id: "CursorMeta" });
/** `{ data: [], meta: { nextCursor } }`: a slice of a list that grows while it is read. */
export const cursorPage = <T extends ZodType>(item: T) =>
  z.strictObject({ data: z.array(item), meta: cursorMeta });
/** `{ data: { message } }`: a change confirmed in the caller's language (okSaid), nothing more. */
export const said = <T extends z.ZodRawShape>(shape: T = {} as T) =>
  data(z.strictObject({ ...shape, message: z.string() }));

/** An answer that is not JSON: a file, a calendar, a stream, a redirect or nothing. */
export type OtherAnswer = { type: string; description?: string };
export const file = (type: string, description = "A file."): OtherAnswer => ({ type, description });
export const noContent: OtherAnswer = { type: "", description: "No body." };
export const redirect: OtherAnswer = { type: "", description: "A redirect (Location header)." };

type Status = 200 | 201 | 202 | 204 | 301 | 302 | 303 | 307;
export type Declared = Partial<Record<Status, ZodType | OtherAnswer>>;
export type RouteInfo = {
  summary?: string;
  description?: string;
  tags?: string[];
  /** For a guard that is not `requireAuth` itself (combined with `every`): `[{ bearer: [] }]`. */
  security?: Record<string, string[]>[];
  /** A multipart body the handler reads itself (readMultipart): its fields, files as z.file(). */
  multipart?: ZodType;
  /** An optional JSON body the handler reads itself (one that may be absent, as on a DELETE). */
  json?: ZodType;
};

/** What `answers` leaves on its middleware for the document and the answer check. */
export const ANSWERS = Symbol.for("haven.answers");
export type AnswersTag = { responses: Declared; errors: ErrorCode[] };
/** The codes `requireAuth` and `validate` add to a route by being in its chain. */
export const ERRORS = Symbol.for("haven.errors");

export const isZod = (value: unknown): value is ZodType =>
  typeof value === "object" && value !== null && "_zod" in value;

/** Declares a route's success answers and the error codes its own code can answer. */
export function answers(responses: Declared, errors: ErrorCode[] = [], info: RouteInfo = {}) {
  const spec: NonNullable<Parameters<typeof describeRoute>[0]["responses"]> = {};
  for (const [status, answer] of Object.entries(responses)) {
    if (isZod(answer))
      spec[status] = {
        description: answer.description ?? "Success.",
        content: { "application/json": { schema: resolver(answer) } },
      };
    else if (answer)
      spec[status] = {
        description: answer.description ?? "Success.",
        ...(answer.type ? { content: { [answer.type]: { schema: {} } } } : {}),
      };
  }
  const { multipart, json, ...rest } = info;
  const middleware = describeRoute({
    ...rest,
    responses: spec,
    ...(multipart && {
      requestBody: {
        required: true,
        content: { "multipart/form-data": { schema: resolver(multipart) } },
      },
    }),
    ...(json && {
      requestBody: {
        required: false,
        content: { "application/json": { schema: resolver(json) } },
      },
    }),
  });
  return Object.assign(middleware, {
    [ANSWERS]: { responses, errors } satisfies AnswersTag,
  });
}

/** Lets `requireAuth` and `validate` mark what they add to a route (security, error codes). */
export function marks<T extends object>(middleware: T, codes: ErrorCode[], spec?: object): T {
  Object.defineProperty(middleware, ERRORS, { value: codes });
  if (spec) Object.assign(middleware, { [uniqueSymbol]: { spec } });
  return middleware;
}

/** Codes any route may answer, whatever it declares: the platform's own failures. */
export const ANYWHERE: ErrorCode[] = ["SERVER_ERROR", "SERVICE_UNAVAILABLE", "MALFORMED_URL"];
/** ...and any route that takes a body. */
const WITH_BODY: ErrorCode[] = ["BODY_TOO_LARGE"];

export type RouteContract = {
  method: string;
  path: string;
  answers?: AnswersTag;
  errors: Set<ErrorCode>;
};

/** Each mounted endpoint (method and path) with what its chain declares. */
export function contractsOf(app: {
  routes: { method: string; path: string; handler: unknown }[];
}): Map<string, RouteContract> {
  const byKey = new Map<string, RouteContract>();
  for (const route of app.routes) {
    if (route.method === "ALL") continue;
    const key = `${route.method} ${route.path}`;
    const contract = byKey.get(key) ?? {
      method: route.method,
      path: route.path,
      errors: new Set<ErrorCode>([
        ...ANYWHERE,
        ...(route.method === "GET" || route.method === "HEAD" ? [] : WITH_BODY),
      ]),
    };
    const handler = findTargetHandler(route.handler as never) as unknown as Record<symbol, unknown>;
    const tag = handler[ANSWERS] as AnswersTag | undefined;
    if (tag) {
      contract.answers = tag;
      for (const code of tag.errors) contract.errors.add(code);
    }
    for (const code of (handler[ERRORS] as ErrorCode[] | undefined) ?? [])
      contract.errors.add(code);
    byKey.set(key, contract);
  }
  return byKey;
}

/** `/booking/:id{[0-9a-f-]+}` → `/booking/{id}`, as the document (hono-openapi) names paths. */
export const openApiPath = (path: string) =>
  path
    .split("/")
    .map((segment) => (segment.startsWith(":") ? `{${/^:([^{?]+)/.exec(segment)![1]}}` : segment))
    .join("/");
