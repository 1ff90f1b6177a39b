import "server-only";

type Waiter<T> = { items: T[]; resolve: () => void; reject: (error: unknown) => void };

/**
 * Group commit per key: the first caller of a key writes at once; callers arriving while that
 * write is under way queue, and all of them go in the next write (up to `maxItems` items). Each
 * caller's promise settles with the write that carried its items, so nobody is answered before
 * its items are stored, and a failed write fails exactly the callers it carried.
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
        for (const w of batch) w.reject(error);
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
