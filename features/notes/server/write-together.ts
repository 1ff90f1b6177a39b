import "server-only";

type Waiter<T> = { items: T[]; resolve: () => void; reject: (error: unknown) => void };

/**
 * Group commit per key: the first caller of a key writes at once; callers arriving while that
 * write is under way queue, and all of them go in the next write (up to `maxItems` items). Each
 * caller's promise settles with the write that carried its items, so nobody is answered before
 * its items are stored. A failed shared write is tried again for each of its callers alone, so a
 * failure fails only the callers whose own items fail.
 */
export function writeTogether<T>(
  write: (key: string, items: T[]) => Promise<void>,
  maxItems = 2000,
) {
  const queues = new Map<string, Waiter<T>[]>();

  async function drain(key: string, queue: Waiter<T>[]) {
    while (queue.length) {
      let taken = 1;
      let size = queue[0]!.items.length;
      while (taken < queue.length && size + queue[taken]!.items.length <= maxItems)
        size += queue[taken++]!.items.length;
      const batch = queue.splice(0, taken);
      try {
        await write(
          key,
          batch.flatMap((w) => w.items),
        );
        for (const w of batch) w.resolve();
      } catch (error) {
        if (batch.length === 1) batch[0]!.reject(error);
        // One caller's bad row (a note deleted meanwhile) must not fail the others: each again alone.
        else for (const w of batch) await write(key, w.items).then(w.resolve, w.reject);
      }
    }
    queues.delete(key);
  }

  return (key: string, items: T[]) =>
    new Promise<void>((resolve, reject) => {
      const queue = queues.get(key);
      if (queue) return void queue.push({ items, resolve, reject });
      const fresh = [{ items, resolve, reject }];
      queues.set(key, fresh);
      void drain(key, fresh);
    });
}
