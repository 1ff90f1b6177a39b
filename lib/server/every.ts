import "server-only";
import { logError } from "@/lib/server/log";
import { recordJobRun } from "@/lib/server/metrics";

// Runs in progress in this process, on globalThis: the entry waits for them on shutdown, and the
// jobs were started from the API bundle (scripts/build-server.mjs makes two).
const g = globalThis as unknown as { __runningJobs?: Set<Promise<unknown>> };
const runs: Set<Promise<unknown>> = (g.__runningJobs ??= new Set());

/**
 * Runs `job` every `intervalMs` in this process, one run at a time (a slow run is not overlapped
 * by the next); a failure is logged and counted in the metrics, and the next run goes on. The
 * answer stops it.
 */
export function every(intervalMs: number, name: string, job: () => Promise<unknown>): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const started = performance.now();
    const run = job()
      .then(
        () => recordJobRun(name, "ok", started),
        (error: unknown) => {
          recordJobRun(name, "failed", started);
          logError(`${name}:`, error);
        },
      )
      .finally(() => {
        running = false;
        runs.delete(run);
      });
    runs.add(run);
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Resolves once every run in progress is over (stop the jobs first, or more may start). */
export async function jobsSettled(): Promise<void> {
  while (runs.size) await Promise.allSettled([...runs]);
}
