import "server-only";

const g = globalThis as unknown as { __afterResponse?: Set<Promise<void>> };
const pending = (g.__afterResponse ??= new Set());

/**
 * Runs `task` after the current answer has gone out. For work whose duration would tell the
 * caller something (an email sent only when an account exists): the answer then costs the same
 * either way. A failure is logged, never shown to the caller, who was already answered.
 * Not durable: a process killed in between drops the task (the user asks again).
 */
export function afterResponse(label: string, task: () => Promise<unknown>): void {
  const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .then(
      () => undefined,
      (error: unknown) => console.error(`[after-response] ${label} failed:`, error),
    )
    .finally(() => pending.delete(run));
  pending.add(run);
}

/** Waits until every task scheduled so far (and any they schedule) has finished: tests, shutdown. */
export async function settleAfterResponse(): Promise<void> {
  while (pending.size) await Promise.allSettled([...pending]);
}
