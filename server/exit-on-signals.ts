type SignalTarget = Pick<NodeJS.Process, "on" | "exit">;

/**
 * Closes on the first SIGINT or SIGTERM, then exits. A later signal waits for that close instead of
 * killing the process: one Ctrl-C reaches the server twice (from the terminal, and again from
 * `npm run demo` passing it on), and a PGlite killed halfway through closing can be left unable to
 * open. A close that hangs still ends at the deadline.
 */
export function exitOnSignals(
  close: () => Promise<void>,
  { deadlineMs = 10_000, target = process as SignalTarget } = {},
) {
  let exiting = false;
  const onSignal = () => {
    if (exiting) return;
    exiting = true;
    setTimeout(() => target.exit(1), deadlineMs).unref();
    void close().finally(() => target.exit(0));
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) target.on(signal, onSignal);
}
