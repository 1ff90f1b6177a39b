import "server-only";

/** SQLSTATE codes we act on (PostgreSQL appendix A). */
export const SQLSTATE = {
  uniqueViolation: "23505",
  exclusionViolation: "23P01",
  checkViolation: "23514",
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
