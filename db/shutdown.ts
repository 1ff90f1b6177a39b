import "server-only";
import { closeDb } from "./client";

let installed = false;

/** Closes the database on SIGTERM/SIGINT: a PGlite killed without closing loses its sequence state. */
export function closeDbOnShutdown() {
  if (installed) return;
  installed = true;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      closeDb().finally(() => process.exit(0));
    });
  }
}
