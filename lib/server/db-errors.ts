import "server-only";

/** SQLSTATE codes we act on (PostgreSQL appendix A). */
export const SQLSTATE = {
  uniqueViolation: "23505",
  exclusionViolation: "23P01",
  checkViolation: "23514",
  deadlockDetected: "40P01",
} as const;

type PgError = { code?: string; constraint?: string; message?: string; cause?: unknown };
type SqlState = (typeof SQLSTATE)[keyof typeof SQLSTATE];

/** Does the error, or one it wraps (Drizzle wraps the driver's), five deep at most, match? */
function anyInChain(error: unknown, match: (e: PgError) => boolean): boolean {
  for (let e = error as PgError | undefined, depth = 0; e && depth < 5; depth++) {
    if (match(e)) return true;
    e = e.cause as PgError | undefined;
  }
  return false;
}

/**
 * Is this error (as thrown by node-postgres or PGlite, possibly wrapped by Drizzle) a violation of
 * the named constraint? Matched by SQLSTATE and constraint name, never by message text.
 */
export function isConstraintViolation(
  error: unknown,
  constraint: string,
  sqlstate: SqlState,
): boolean {
  return anyInChain(error, (e) => e.code === sqlstate && e.constraint === constraint);
}

/** Does this error (or one it wraps) carry this SQLSTATE? */
export function hasSqlState(error: unknown, sqlstate: SqlState): boolean {
  return anyInChain(error, (e) => e.code === sqlstate);
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
  return anyInChain(error, (e) => {
    const code = e.code ?? "";
    if (UNAVAILABLE_CODES.has(code) || code.startsWith("08") || /^57P0[1-3]$/.test(code))
      return true;
    return typeof e.message === "string" && UNAVAILABLE_MESSAGES.test(e.message);
  });
}
