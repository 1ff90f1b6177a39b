import type { Server } from "node:http";
import type { NodeHandler } from "./request-handler";

/** A positive whole number of milliseconds from the environment, else `fallback`. */
export function msFromEnv(value: string | undefined, fallback: number): number {
  const ms = Number(value);
  return value !== undefined && value !== "" && Number.isInteger(ms) && ms >= 0 ? ms : fallback;
}

/**
 * How long a stopping instance may take, all told (SHUTDOWN_TIMEOUT_MS, 10 s unless set), and how
 * long it keeps serving after its ready check fails, before it stops accepting (DRAIN_DELAY_MS,
 * none unless set: behind a balancer, set it to the balancer's time to notice, about inter × fall).
 */
export const shutdownSettings = (env: Record<string, string | undefined> = process.env) => ({
  timeoutMs: msFromEnv(env.SHUTDOWN_TIMEOUT_MS, 10_000),
  drainDelayMs: msFromEnv(env.DRAIN_DELAY_MS, 0),
});

/**
 * While draining, every answer says `Connection: close`: a balancer's kept-alive connection to this
 * instance then ends after its current request instead of carrying the next one here.
 */
export function closingConnectionsWhileDraining(
  handler: NodeHandler,
  isDraining: () => boolean,
): NodeHandler {
  return (req, res) => {
    if (isDraining()) res.setHeader("Connection", "close");
    return handler(req, res);
  };
}

export type ShutdownSteps = {
  server: Server;
  /** Ready answers 503 from now on, and live streams end with a hint to reconnect. */
  startDraining: () => void;
  /** No background job starts another run. */
  stopJobs: () => void;
  /** Resolves when the runs in progress are over. */
  jobsSettled: () => Promise<void>;
  /** Closes what is left: the live channel's connections, Next, the database. */
  release: () => Promise<void>;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Stops an instance without failing a request it accepted (decision 0805): ready fails first (the
 * balancer stops sending here) and jobs stop; after `drainDelayMs` the listener closes, and requests
 * in flight finish; runs in progress end; then everything is released. What has not finished
 * `reserveMs` before `timeoutMs` is cut, so the release still fits in the time the process has.
 */
export async function shutDown(
  steps: ShutdownSteps,
  {
    timeoutMs,
    drainDelayMs,
    reserveMs = 2000,
  }: ReturnType<typeof shutdownSettings> & {
    reserveMs?: number;
  },
) {
  const cutAt = Date.now() + Math.max(timeoutMs - reserveMs, 500);
  const left = () => Math.max(cutAt - Date.now(), 0);
  steps.startDraining();
  steps.stopJobs();
  if (drainDelayMs) await sleep(Math.min(drainDelayMs, left()));
  await new Promise<void>((resolve) => {
    // A request in flight kept its connection alive: close each as soon as its answer is out.
    const idle = setInterval(() => steps.server.closeIdleConnections(), 100);
    const done = () => {
      clearInterval(idle);
      resolve();
    };
    steps.server.close(done);
    steps.server.closeIdleConnections();
    setTimeout(done, left()).unref();
  });
  steps.server.closeAllConnections();
  await Promise.race([steps.jobsSettled(), sleep(left())]);
  await steps.release();
}
