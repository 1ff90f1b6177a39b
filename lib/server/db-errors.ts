import "server-only";

/** SQLSTATE codes we act on (PostgreSQL appendix A). */
export const SQLSTATE = {
  uniqueViolation: "23505",
  exclusionViolation: "23P01",
  checkViolation: "23514",
  deadlockDetected: "40P01",
} as const;

type PgError = { code?: string; constraint?: string; cause?: unknown };

/**
 * Is this error (as thrown by node-postgres or PGlite, possibly wrapped by Drizzle) a violation of
 * the named constraint? Matched by SQLSTATE and constraint name, never by message text.
 */
export function isConstraintViolation(
  error: unknown,
  constraint: string,
  sqlstate: (typeof SQLSTATE)[keyof typeof SQLSTATE],
): boolean {
  for (let e = error as PgError | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.code === sqlstate && e.constraint === constraint) return true;
    e = e.cause as PgError | undefined;
  }
  return false;
}

/** Does this error (or one it wraps) carry this SQLSTATE? */
export function hasSqlState(error: unknown, sqlstate: (typeof SQLSTATE)[keyof typeof SQLSTATE]) {
  for (let e = error as PgError | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.code === sqlstate) return true;
    e = e.cause as PgError | undefined;
  }
  return false;
}

/** Connection failures: node error codes, and SQLSTATE class 08 and 57P0x (shutdown, starting). */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)|terminating connection/i;

/** Is this error the database being unreachable (down, restarting), not a bug or a bad query? */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as (PgError & { message?: string }) | undefined, depth = 0;
    e && depth < 5;
    depth++
  ) {
    const code = e.code ?? "";
    if (UNAVAILABLE_CODES.has(code) || code.startsWith("08") || /^57P0[1-3]$/.test(code))
      return true;
    if (typeof e.message === "string" && UNAVAILABLE_MESSAGES.test(e.message)) return true;
    e = e.cause as PgError | undefined;
  }
  return false;
}
