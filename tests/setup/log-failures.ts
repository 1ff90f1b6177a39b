import { log } from "@/lib/server/log";

/**
 * A failure a feature handled and logged with a message (logError, logWarning in
 * lib/server/log.ts) counts as console output did: unexpected, it fails its test; expected, the
 * test takes it with takeConsoleCalls. It is still written to the run's log file.
 */
const g = globalThis as unknown as { __consoleCalls?: string[] };
const logger = log() as ReturnType<typeof log> & { __noted?: boolean };
if (!logger.__noted) {
  logger.__noted = true;
  for (const level of ["error", "warn"] as const) {
    const write = logger[level].bind(logger) as (...args: unknown[]) => void;
    logger[level] = ((fields: unknown, message?: unknown, ...rest: unknown[]) => {
      if (typeof message === "string") {
        const err = (fields as { err?: { message?: string } } | undefined)?.err;
        (g.__consoleCalls ??= []).push(
          `console.${level}: ${message}${err?.message ? ` ${err.message}` : ""}`,
        );
      }
      write(fields, message, ...rest);
    }) as typeof logger.error;
  }
}
