/** Reads a server-sent event stream and waits for the events a test expects. */
export function eventReader(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: { event: string; data: string }[] = [];
  let buffer = "";
  let done = false;
  const waiters = new Set<() => void>();
  void (async () => {
    try {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        buffer += chunk.value;
        let end;
        while ((end = buffer.indexOf("\n\n")) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = "message";
          const data: string[] = [];
          for (const line of block.split("\n")) {
            if (line.startsWith("event:")) event = line.slice(6).trim();
            else if (line.startsWith("data:")) data.push(line.slice(5).trimStart());
          }
          if (data.length) events.push({ event, data: data.join("\n") });
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // aborted
    } finally {
      done = true;
      for (const wake of waiters) wake();
    }
  })();

  /** The first event of `type` (after those already taken) whose data passes `match`. */
  async function next<T = Record<string, unknown>>(
    type: string,
    match: (data: T) => boolean = () => true,
    timeoutMs = 1000,
  ): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = events.findIndex((e) => e.event === type && match(JSON.parse(e.data) as T));
      if (index !== -1) return JSON.parse(events.splice(index, 1)[0]!.data) as T;
      const left = deadline - Date.now();
      if (left <= 0 || done)
        throw new Error(`No "${type}" event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, left);
        waiters.add(wake);
      });
    }
  }
  return { next, cancel: () => reader.cancel().catch(() => undefined) };
}
