import "server-only";
import { beforeSend, DATA_COLLECTION } from "@/lib/error-reports/scrub";
import { scrubbed } from "./log";

/**
 * Server errors to Sentry when `SENTRY_DSN` is set (decision 0812). Without it nothing is loaded.
 * The server entry starts the client before anything else; the API's onError and Next's
 * onRequestError (instrumentation.ts) report through `reportError`. On globalThis: the server
 * entry, the API and Next are three bundles in one process.
 */
type Tags = Record<string, string | undefined>;
type Reporter = {
  capture: (error: unknown, tags: Tags, userId?: string) => void;
  flush: (timeoutMs: number) => Promise<boolean>;
  close: () => Promise<boolean>;
};
const g = globalThis as unknown as {
  __errorReports?: Promise<Reporter | undefined>;
  __reportError?: (error: unknown, tags: Tags) => void;
};

const KEPT_INTEGRATIONS = new Set([
  "EventFilters",
  "InboundFilters",
  "FunctionToString",
  "LinkedErrors",
  "Dedupe",
  "Context",
  "NodeContext",
  "OnUncaughtException",
  "OnUnhandledRejection",
]);

export function startErrorReports(): Promise<Reporter | undefined> {
  const dsn = process.env.SENTRY_DSN;
  if (!dsn) return Promise.resolve(undefined);
  g.__errorReports ??= import("@sentry/nextjs").then((Sentry) => {
    Sentry.init({
      dsn,
      environment: process.env.SENTRY_ENVIRONMENT ?? process.env.NODE_ENV,
      release: process.env.SENTRY_RELEASE,
      dataCollection: DATA_COLLECTION,
      maxBreadcrumbs: 0,
      // Traces are OpenTelemetry's (decision 0813): Sentry registers no tracer provider of its
      // own, and patches no modules as they load.
      enableOpenTelemetrySetup: false,
      enableRuntimeChannelInjection: false,
      beforeSend,
      // Only what reports an error; none that records requests, console lines or modules.
      integrations: (defaults) => defaults.filter((i) => KEPT_INTEGRATIONS.has(i.name)),
    });
    const reporter: Reporter = {
      capture(error, tags, userId) {
        // A failed query's message names its parameters: the report gets the scrubbed copy.
        const clean = scrubbed(error);
        const sent = new Error(clean.message);
        sent.name = clean.type;
        if (clean.stack) sent.stack = clean.stack;
        Sentry.withScope((scope) => {
          for (const [key, value] of Object.entries(tags)) if (value) scope.setTag(key, value);
          if (userId) scope.setUser({ id: userId });
          Sentry.captureException(sent);
        });
      },
      flush: (timeoutMs) => Sentry.flush(timeoutMs),
      close: () => Sentry.close(2000),
    };
    g.__reportError = (error, tags) => reporter.capture(error, tags);
    return reporter;
  });
  return g.__errorReports;
}

/** One unexpected failure (a 500, never a DomainError), with the request's id and route. */
export function reportError(error: unknown, tags: Tags, userId?: string) {
  if (!process.env.SENTRY_DSN) return;
  void startErrorReports().then((reporter) => reporter?.capture(error, tags, userId));
}

/** Sends what is queued, at shutdown (or a test's end). */
export async function flushErrorReports(timeoutMs = 2000): Promise<void> {
  const reporter = await g.__errorReports;
  await reporter?.flush(timeoutMs);
}

/** A test's end: the client closes and the next start begins afresh. */
export async function stopErrorReports(): Promise<void> {
  const reporter = await g.__errorReports;
  g.__errorReports = undefined;
  g.__reportError = undefined;
  await reporter?.close();
}
