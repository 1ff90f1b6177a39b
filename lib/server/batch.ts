import "server-only";

// Taken when the module loads, so a test that fakes timers cannot hold a batch back.
const afterThisTurn = globalThis.setImmediate;

/**
 * One call for all the calls made in the same turn of the event loop. Under load, requests reach
 * the same read (or write) together, and a round trip to the database costs about as much CPU as
 * the statement it carries (decision 0038): a batch pays for one. `runMany` answers one result per
 * key, in the keys' order; its failure is every caller's. A lone call waits only for the end of
 * the current turn.
 */
export function batched<Key, Result>(
  runMany: (keys: Key[]) => Promise<Result[]>,
): (key: Key) => Promise<Result> {
  type Caller = { key: Key; resolve: (result: Result) => void; reject: (error: unknown) => void };
  let waiting: Caller[] = [];
  const run = () => {
    const batch = waiting;
    waiting = [];
    Promise.resolve(batch.map((caller) => caller.key))
      .then(runMany)
      .then(
        (results) => batch.forEach((caller, i) => caller.resolve(results[i]!)),
        (error: unknown) => batch.forEach((caller) => caller.reject(error)),
      );
  };
  return (key) =>
    new Promise<Result>((resolve, reject) => {
      if (!waiting.length) afterThisTurn(run);
      waiting.push({ key, resolve, reject });
    });
}
