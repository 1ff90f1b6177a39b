import "server-only";
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import { whenDraining } from "./lifecycle";
import { subscribe, type LiveEvent } from "./live";

/** Seconds between comment lines that keep proxies from closing an idle stream. */
const HEARTBEAT_MS = 20_000;

/**
 * When this instance drains, its streams end after a `retry:` of 1 to 3 s: browsers reconnect,
 * through the balancer to another instance, spread out rather than all at once, and catch up
 * from the database on "ready" (decision 0805).
 */
export const drainRetryMs = () => 1000 + Math.floor(Math.random() * 2000);

/**
 * A person's live stream as server-sent events (decision 0601): "ready" first, then, in order,
 * each event of theirs as `pick` gives it (left out where it gives none), and "resync" when
 * notices may have been missed. With `messages`, a message's event carries the message. `onClose`
 * runs once the stream has ended (the session room ends a person's stay there).
 */
export function liveStream(
  c: Context,
  userId: string,
  pick: (event: LiveEvent) => LiveEvent | undefined,
  options: { messages?: boolean; onClose?: () => void } = {},
) {
  return streamSSE(c, async (stream) => {
    const queue: LiveEvent[] = [];
    let wake: (() => void) | undefined;
    let open = true;
    const unsubscribe = await subscribe(
      userId,
      (event) => {
        const picked = event.type === "resync" ? event : pick(event);
        if (!picked) return;
        queue.push(picked);
        wake?.();
      },
      { messages: options.messages },
    );
    stream.onAbort(() => {
      open = false;
      wake?.();
    });
    let drained = false;
    const stopWatching = whenDraining(() => {
      drained = true;
      open = false;
      wake?.();
    });
    if (!drained) await stream.writeSSE({ event: "ready", data: "{}", retry: 2000 });
    const heartbeat = setInterval(() => {
      void stream.write(": keep-alive\n\n").catch(() => undefined);
    }, HEARTBEAT_MS);
    try {
      while (open) {
        const event = queue.shift();
        if (event) await stream.writeSSE({ event: event.type, data: JSON.stringify(event) });
        else await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
      }
      if (drained) await stream.write(`retry: ${drainRetryMs()}\n\n`).catch(() => undefined);
    } finally {
      clearInterval(heartbeat);
      stopWatching();
      unsubscribe();
      options.onClose?.();
    }
  });
}
