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

/**
 * A read of rows by a list of ids, batched: the lists asked for in one turn are read as one list,
 * and each caller gets the rows of its own ids (the names, moves or reviews of a page of bookings,
 * for every page asked for at once).
 */
export function batchedByIds<Row>(
  read: (ids: string[]) => Promise<Row[]>,
  idOf: (row: Row) => string,
): (ids: string[]) => Promise<Row[]> {
  const many = batched(async (lists: string[][]) => {
    if (lists.length === 1) return [await read(lists[0]!)];
    const rows = await read([...new Set(lists.flat())]);
    return lists.map((ids) => {
      const wanted = new Set(ids);
      return rows.filter((row) => wanted.has(idOf(row)));
    });
  });
  return (ids) => (ids.length ? many(ids) : Promise.resolve([]));
}
