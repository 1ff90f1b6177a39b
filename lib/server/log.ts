import "server-only";
import type { Context } from "hono";
import pino from "pino";

/**
 * Structured JSON logs (decision 0806): one line per API answer, with the request id, route
 * template, status, duration and user id, and one per unexpected error. Never a name, an email, a
 * token or any content: the answer's path is its route template (ids, never query strings), and a
 * database error's message loses its parameters. `LOG_FILE` writes to a file instead of stdout
 * (the API tests, which scan it); `LOG_LEVEL` defaults to info in production, warn elsewhere.
 *
 * On globalThis: the server entry and the API are two bundles.
 */
type Logs = { log: pino.Logger; requests: pino.Logger };
const g = globalThis as unknown as { __logs?: Logs };

function createLogs(): Logs {
  const file = process.env.LOG_FILE;
  const options: pino.LoggerOptions = {
    level:
      process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "production" && !file ? "info" : "warn"),
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  };
  const destination = file ? pino.destination({ dest: file, mkdir: true, sync: true }) : stdout();
  return {
    log: pino(
      {
        ...options,
        // A field of these names is never written, wherever a caller put it.
        redact: {
          paths: ["email", "name", "token", "password", "authorization", "cookie"].flatMap((k) => [
            k,
            `*.${k}`,
          ]),
          censor: "[redacted]",
        },
      },
      destination,
    ),
    // The answer's line holds only the fields logRequest names, none of them a person's: searching
    // it for those names was a third of the line's cost.
    requests: pino(options, destination),
  };
}

/** Lines are written out in batches; none waits longer than this. */
const STDOUT_FLUSH_MS = 1000;

/**
 * Stdout, written 4 KB at a time rather than once a line: one write per answer was 6% of a small
 * read's CPU (docs/performance.md). A line waits at most a second, and pino writes what is left
 * when the process exits; only a process killed outright (SIGKILL) loses that last second.
 */
function stdout() {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => {
    try {
      destination.flush();
    } catch {
      // Closed (the process is ending): pino wrote what was left.
    }
  }, STDOUT_FLUSH_MS).unref();
  return destination;
}

const logs = (): Logs => (g.__logs ??= createLogs());
export const log = (): pino.Logger => logs().log;

/** A query's failure names its SQL and parameters (an email, a name): only the SQL is kept. */
export function scrubbed(error: unknown): { type: string; message: string; stack?: string } {
  const e = error instanceof Error ? error : new Error(String(error));
  // An SMTP refusal or a gateway's message can name an address: it never reaches the log.
  const clean = (text: string) =>
    text
      .replace(/\nparams:[\s\S]*$/, "\nparams: [removed]")
      .replace(/[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+/g, "[email]");
  return { type: e.name, message: clean(e.message), stack: e.stack && clean(e.stack) };
}

/**
 * A failure a feature handles and goes on (an email not sent, a gateway refusing): one line at
 * error level. `message` names ids, never people; the error is scrubbed as above.
 */
export function logError(message: string, error?: unknown) {
  const err =
    error === undefined
      ? undefined
      : typeof error === "string"
        ? { message: error }
        : scrubbed(error);
  log().error(err ? { err } : {}, message);
}

/** Something degraded but answered (a page's optional part failed to load). */
export function logWarning(message: string, error?: unknown) {
  log().warn(error === undefined ? {} : { err: scrubbed(error) }, message);
}

type Viewer = { userId?: string } | undefined;

/** One line per answer; `route` is the matched template, never the path with its values. */
export function logRequest(c: Context, route: string, started: number) {
  const logger = logs().requests;
  if (!logger.isLevelEnabled("info")) return;
  logger.info({
    requestId: c.get("requestId") as string | undefined,
    method: c.req.method,
    route,
    status: c.res.status,
    ms: Math.round((performance.now() - started) * 10) / 10,
    userId: (c.get("viewer") as Viewer)?.userId,
  });
}
