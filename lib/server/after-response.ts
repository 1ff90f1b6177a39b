import "server-only";
import type { Context } from "hono";
import { logError } from "@/lib/server/log";

const g = globalThis as unknown as { __afterResponse?: Set<Promise<void>> };
const pending = (g.__afterResponse ??= new Set());

/**
 * Runs `task` after the current answer has gone out. For work whose duration would tell the
 * caller something (an email sent only when an account exists): the answer then costs the same
 * either way. A failure is logged, never shown to the caller, who was already answered.
 * Not durable: a process killed in between drops the task (the user asks again).
 */
export function afterResponse(c: Context, label: string, task: () => Promise<unknown>): void {
  const run: Promise<void> = answered(c)
    .then(task)
    .then(
      () => undefined,
      (error: unknown) => logError(`[after-response] ${label} failed:`, error),
    )
    .finally(() => pending.delete(run));
  pending.add(run);
}

const SETTLE_MS = 25;

/** The Node adapter's outgoing response, when there is a socket (not for in-process calls). */
type NodeBindings = {
  outgoing?: { writableFinished: boolean; once(e: string, f: () => void): void };
};

/** Resolves once the answer has been handed to the socket (next turn for in-process calls). */
function answered(c: Context): Promise<void> {
  const outgoing = (c.env as NodeBindings | undefined)?.outgoing;
  return new Promise<void>((resolve) => {
    // A moment after the answer left: the task's own CPU work (templating, the database driver)
    // then does not compete with the last bytes of the answer on this process's event loop.
    const later = () => setTimeout(resolve, SETTLE_MS);
    if (!outgoing || outgoing.writableFinished) return later();
    outgoing.once("finish", later);
    // A caller who hangs up never gets "finish"; the work still runs.
    outgoing.once("close", later);
  });
}

/** Waits until every task scheduled so far (and any they schedule) has finished: tests, shutdown. */
export async function settleAfterResponse(): Promise<void> {
  while (pending.size) await Promise.allSettled([...pending]);
}
