import "server-only";
import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { zValidator } from "@hono/zod-validator";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z, ZodType } from "zod";
import type { CursorMeta, CursorPage, Data, ErrorBody, Page, PageMeta } from "@/lib/api/envelope";
import { errorCodes, type ErrorCode } from "@/lib/api/error-codes";
import type { Locale } from "@/lib/i18n/routing";
import { jsonAnswer } from "./compress-json";
import { uniqueSymbol, resolver } from "hono-openapi";
import { answerCheck } from "./answer-check";
import { marks } from "./openapi";
import { isDatabaseUnavailable } from "./db-errors";
import { DomainError, type FieldErrorKeys } from "./errors";
import { pickLocale, translate } from "./locale";
import { reportError } from "./error-reports";
import { log, logRequest, scrubbed } from "./log";
import { recordRequest, routeTemplate } from "./metrics";
import { publicDataChanged } from "./public-cache";
import { inRequestSpan } from "./tracing";

export type AppEnv = {
  Variables: {
    requestId: string;
    locale: Locale;
    countryCode: string | undefined;
  };
};

export const createRouter = () => new Hono<AppEnv>({ strict: false });

export const JSON_BODY_LIMIT = 1024 * 1024;
/** Uploads are at most 10 MB a file (spec section 9); a little more for the multipart envelope. */
export const MULTIPART_BODY_LIMIT = 11 * 1024 * 1024;

/** Paths whose multipart bodies may be larger than one file (e.g. a message with several). */
const multipartLimits = new Map<string | RegExp, number>();
/** A path, or a pattern for paths with an id in them (/api/provider/qualification/files/{id}). */
export function setMultipartLimit(path: string | RegExp, maxSize: number) {
  multipartLimits.set(path, maxSize);
}
const multipartLimitOf = (path: string) =>
  multipartLimits.get(path) ??
  [...multipartLimits].find(([p]) => p instanceof RegExp && p.test(path))?.[1];

type Target = "json" | "query" | "param" | "form";

/** Where `validate` leaves its target and schema on the middleware, for tools that walk routes. */
export const VALIDATES = Symbol.for("haven.validates");
export type ValidatorTag = { target: Target; schema: ZodType };

/** The spec's 400 { message, errors } for zod's issues: the first message of each field. */
function validationFailed(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const errors: FieldErrorKeys = {};
  for (const issue of issues) errors[issue.path.join(".") || "_"] ??= issue.message;
  return new DomainError("VALIDATION_FAILED", { errors });
}

/** zod validation whose failure is the spec's 400 { message, errors } with translated messages. */
export function validate<T extends ZodType, K extends Target>(target: K, schema: T) {
  const middleware = zValidator(target, schema, (result) => {
    if (!result.success) throw validationFailed(result.error.issues);
  });
  // The route fuzzer (tests/fuzz) reads this to build bad input for every mounted endpoint.
  Object.defineProperty(middleware, VALIDATES, {
    value: { target, schema } satisfies ValidatorTag,
  });
  // The OpenAPI document reads the same schema as this route's parameters or body (decision 0042).
  Object.assign(middleware, { [uniqueSymbol]: { target, ...resolver(schema) } });
  return marks(middleware, ["VALIDATION_FAILED", "MALFORMED_BODY"]);
}

/** `validate` for input a route has to gather first (a multipart body's fields). */
export function parseInput<T extends ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationFailed(result.error.issues);
  return result.data;
}

/**
 * A multipart body: its text fields, and `all(name)`, every value sent under `name` or
 * `name[]` (files, repeated ids), empty ones left out.
 */
export async function readMultipart(c: Context) {
  const body = await c.req.parseBody({ all: true }).catch(() => {
    throw new DomainError("MALFORMED_BODY");
  });
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body))
    if (typeof value === "string") fields[name] = value;
  const all = (name: string) =>
    [body[name], body[`${name}[]`]].flat().filter((v) => v !== undefined && v !== "");
  return { fields, all };
}

export { jsonAnswer };

export const ok = <T>(c: Context, data: T, status: 200 | 201 = 200) =>
  jsonAnswer(c, { data } satisfies Data<T>, status);

/** ok() for a change, with the spec's confirmation (an `Api` message) in the caller's language. */
export const okSaid = <T extends object>(
  c: Context,
  data: T,
  key: string,
  status: 200 | 201 = 200,
) => ok(c, { ...data, message: translate(c.get("locale") as Locale, "Api", key) }, status);

/** ok() for a kept answer (decision 0031), never changed once made: its JSON is made once. */
export const okKept = <T extends object>(c: Context, data: T) =>
  jsonAnswer(c, { data } satisfies Data<T>, 200, data);

export const paged = <T>(c: Context, data: T[], meta: PageMeta) =>
  jsonAnswer(c, { data, meta } satisfies Page<T>);

/** A cursor list (chat): `nextCursor` is null on the last slice. */
export const cursorPaged = <T>(c: Context, data: T[], meta: CursorMeta) =>
  jsonAnswer(c, { data, meta } satisfies CursorPage<T>);

/** The error envelope of a code, in the caller's language. */
export function errorBody(
  locale: Locale,
  code: ErrorCode,
  details: DomainError["details"] = {},
): ErrorBody {
  const body: ErrorBody = {
    message: translate(locale, "Api", errorCodes[code].message, details.values),
    code,
  };
  if (details.errors || details.rawErrors) {
    body.errors = { ...details.rawErrors };
    for (const [field, key] of Object.entries(details.errors ?? {}))
      body.errors[field] = translate(locale, "Validation", key);
  }
  return body;
}

const fail = (c: Context<AppEnv>, code: ErrorCode, details?: DomainError["details"]) =>
  c.json(
    errorBody(c.get("locale") ?? "en", code, details),
    errorCodes[code].status as ContentfulStatusCode,
  );

/**
 * Reads a body of no declared length, up to `maxSize`; false once it is over. What was read
 * becomes the request's body. (hono's bodyLimit does the same, but re-wraps the Node adapter's
 * request with `new Request(request, …)`, which throws for it: a 500 for every streamed body.)
 */
async function bodyWithin(c: Context, maxSize: number): Promise<boolean> {
  const body = c.req.raw.body;
  if (!body) return true;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.length;
    if (size > maxSize) return false;
    chunks.push(chunk);
  }
  c.req.raw = new Request(c.req.url, {
    method: c.req.method,
    headers: c.req.raw.headers,
    body: Buffer.concat(chunks),
  });
  return true;
}

/** The one Hono app: request id, caller language, body limits and the error envelope. */
export function createApiApp() {
  const app = new Hono<AppEnv>({ strict: false }).basePath("/api");
  // Under vitest, every answer is checked against its route's declaration (decision 0042).
  if (process.env.VITEST) app.use(answerCheck(app));

  // The request's span (decision 0813), around everything else; without tracing, next() alone.
  app.use((c, next) =>
    inRequestSpan(c.req.raw, next, () => ({
      route: routeTemplate(c),
      status: c.res.status,
      requestId: c.get("requestId"),
    })),
  );

  // Headers go on before the handler runs: Hono then writes them with the answer, where each
  // c.header() after it rebuilt the whole response around its body stream (decision 0021).
  app.use(async (c, next) => {
    // First, so the time covers every other middleware; errors are answered inside it (onError).
    const started = performance.now();
    // Every answer, errors included: JSON is never sniffed into HTML, and an answer meant for
    // one signed-in person is never kept by a browser or a shared cache. A route may declare its
    // own (a listed therapist's photo is public), which replaces this one.
    c.header("X-Content-Type-Options", "nosniff");
    // Whether an answer is gzipped depends on this header (jsonAnswer): caches must know.
    c.header("Vary", "Accept-Encoding");
    if (c.req.header("authorization") || c.req.header("cookie")?.includes("refreshToken="))
      c.header("Cache-Control", "no-store");
    await next();
    // A write may change what public reads answer; kept answers end before its response leaves.
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && c.req.method !== "OPTIONS")
      publicDataChanged();
    const route = routeTemplate(c);
    recordRequest(c, started, route);
    logRequest(c, route, started);
  });

  app.use(async (c, next) => {
    // A path whose percent-encoding does not decode (/api/booking/%u0000) names nothing: 400.
    if (c.req.url.includes("%") && !decodes(new URL(c.req.url).pathname)) {
      return fail(c, "MALFORMED_URL");
    }
    return next();
  });

  app.use(async (c, next) => {
    const requestId = c.req.header("x-request-id") ?? crypto.randomUUID();
    c.set("requestId", requestId);
    c.header("x-request-id", requestId);
    c.set(
      "locale",
      pickLocale(
        c.req.header("x-language"),
        c.req.header("x-locale"),
        c.req.header("accept-language"),
      ),
    );
    c.set("countryCode", c.req.header("x-countrycode")?.toUpperCase() || undefined);
    return next();
  });

  app.use(async (c, next) => {
    // GET and HEAD carry no body. Asking for one anyway (c.req.raw.body) makes the Node adapter
    // build a full Request per call: GETs ran at about 60% of their throughput.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    // Through the Node adapter, its own headers; in-process requests (no `incoming`), the Request's.
    const incoming = (c.env as { incoming?: { headers: Record<string, unknown> } } | undefined)
      ?.incoming;
    const header = (name: string) =>
      incoming ? (incoming.headers[name] as string | undefined) : c.req.header(name);
    const length = header("content-length");
    const streamed = header("transfer-encoding") !== undefined;
    // Over HTTP, a request with neither header has no body (a bodiless DELETE still has a stream).
    if (incoming && length === undefined && !streamed) return next();
    const multipart = header("content-type")?.startsWith("multipart/form-data");
    const maxSize = multipart
      ? (multipartLimitOf(c.req.path.replace(/\/$/, "")) ?? MULTIPART_BODY_LIMIT)
      : JSON_BODY_LIMIT;
    // A declared length is the body's (Node's parser holds the body to it): checked without
    // touching the body, whose stream makes the adapter build a full Request (7% of the API's busy
    // time under booking load).
    if (length !== undefined && !streamed)
      return Number(length) > maxSize ? fail(c, "BODY_TOO_LARGE") : next();
    return (await bodyWithin(c, maxSize)) ? next() : fail(c, "BODY_TOO_LARGE");
  });

  app.notFound((c) => fail(c, "NOT_FOUND"));

  app.onError((error, c) => {
    if (error instanceof DomainError) return fail(c, error.code, error.details);
    if (error instanceof HTTPException && error.status < 500) {
      // Hono raises these for malformed JSON and similar client mistakes.
      if (error.status === 400) return fail(c, "MALFORMED_BODY");
      return c.json(errorBody(c.get("locale") ?? "en", "BAD_REQUEST"), error.status);
    }
    if (isDatabaseUnavailable(error)) {
      // The database is down or restarting: say so at once; the pool reconnects by itself.
      console.error(`[api] database unavailable: ${c.req.method} ${c.req.path}`);
      c.header("Retry-After", "5");
      return fail(c, "SERVICE_UNAVAILABLE");
    }
    const requestId = c.get("requestId");
    const err = scrubbed(error);
    const route = routeTemplate(c);
    log().error({ requestId, method: c.req.method, route, err });
    // Sentry, when configured (decision 0812): the scrubbed error with the id the caller saw.
    reportError(
      error,
      { requestId, route, method: c.req.method },
      (c.get("viewer" as never) as { userId?: string } | undefined)?.userId,
    );
    // Outside production also on the console, where the tests fail on any unexpected server error.
    if (process.env.NODE_ENV !== "production")
      console.error(`[api] ${requestId} ${c.req.method} ${c.req.path}`, err.stack ?? err.message);
    return c.json(
      { ...errorBody(c.get("locale") ?? "en", "SERVER_ERROR"), requestId } satisfies ErrorBody,
      500,
    );
  });

  return app;
}

function decodes(path: string): boolean {
  if (!path.includes("%")) return true;
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** The caller's address, from the socket and the configured proxy hops (client-address.ts). */
export { clientAddress as clientIp } from "./client-address";
