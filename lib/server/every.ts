import "server-only";

/**
 * Runs `job` every `intervalMs` in this process, one run at a time (a slow run is not overlapped
 * by the next); a failure is logged and the next run goes on. The answer stops it.
 */
export function every(intervalMs: number, name: string, job: () => Promise<unknown>): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    job()
      .catch((error) => console.error(`${name}:`, error))
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
