import "server-only";
import {
  context,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Span,
  type Tracer,
} from "@opentelemetry/api";
import type { SpanExporter } from "@opentelemetry/sdk-trace-node";

/**
 * Traces (decision 0813): a span per API request named by its route template, and a child span
 * per database query, exported over OTLP when `OTEL_EXPORTER_OTLP_ENDPOINT` is set. Without it
 * the SDK is never imported and every hook below is one property read. On globalThis: the server
 * entry starts it, the API bundle and the database client use it.
 */
const g = globalThis as unknown as {
  __tracer?: Tracer;
  __tracing?: Promise<{ shutdown: () => Promise<void> } | undefined>;
};

export const tracingOn = () => g.__tracer !== undefined;

export function startTracing(exporter?: SpanExporter) {
  if (!exporter && !process.env.OTEL_EXPORTER_OTLP_ENDPOINT) return Promise.resolve(undefined);
  g.__tracing ??= import("./tracing-sdk").then(({ registerTracing }) => {
    const provider = registerTracing(exporter);
    g.__tracer = trace.getTracer("therapy-marketplace");
    return provider;
  });
  return g.__tracing;
}

/** Sends the spans still batched and stops (shutdown, tests). */
export async function stopTracing() {
  const provider = await g.__tracing;
  g.__tracer = undefined;
  g.__tracing = undefined;
  await provider?.shutdown();
  trace.disable();
  context.disable();
  propagation.disable();
}

type RequestFacts = { method: string; headers: Headers };
type Answer = { route: string; status: number; requestId?: string };

/**
 * Runs one API request inside its span. The span's name and `http.route` are the registered
 * template (`GET /api/booking/:id`), never the path: no ids, tokens or query strings.
 */
export async function inRequestSpan(
  request: RequestFacts,
  run: () => Promise<void>,
  answer: () => Answer,
): Promise<void> {
  const tracer = g.__tracer;
  if (!tracer) return run();
  // A caller's `traceparent` (a balancer, another service) makes this span part of its trace.
  const parent = propagation.extract(context.active(), Object.fromEntries(request.headers));
  return tracer.startActiveSpan(
    `${request.method}`,
    { kind: SpanKind.SERVER, attributes: { "http.request.method": request.method } },
    parent,
    async (span: Span) => {
      try {
        await run();
      } finally {
        const { route, status, requestId } = answer();
        span.updateName(`${request.method} ${route}`);
        span.setAttribute("http.route", route);
        span.setAttribute("http.response.status_code", status);
        if (requestId) span.setAttribute("app.request_id", requestId);
        if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      }
    },
  );
}

/** `select`, `insert`, … : the statement's first word, for the span's name. */
const operationOf = (text: string) => /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? "query";

/**
 * One database query inside the request's span. Only within a traced request (sweepers and
 * the mail sender would otherwise fill the trace store). The statement's text has `$1`
 * placeholders: the values are never recorded.
 */
export function inQuerySpan<T>(system: string, text: unknown, run: () => Promise<T>): Promise<T> {
  const tracer = g.__tracer;
  if (!tracer || !trace.getActiveSpan() || typeof text !== "string") return run();
  const operation = operationOf(text);
  return tracer.startActiveSpan(
    `${operation}`,
    {
      kind: SpanKind.CLIENT,
      attributes: {
        "db.system.name": system,
        "db.operation.name": operation,
        "db.query.text": text.length > 2000 ? `${text.slice(0, 2000)}…` : text,
      },
    },
    async (span: Span) => {
      try {
        return await run();
      } catch (error) {
        // The error's message may name the parameters: only its kind is recorded.
        span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error)?.name });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}
