// @vitest-environment node
import { EventEmitter } from "node:events";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { exitOnSignals } from "./exit-on-signals";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function fakeProcess() {
  const emitter = new EventEmitter();
  const exit = vi.fn();
  return { target: { on: emitter.on.bind(emitter), exit } as never, emitter, exit };
}

it("closes once, however many signals come, and exits when the close is done", async () => {
  const { target, emitter, exit } = fakeProcess();
  let finish!: () => void;
  const close = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  exitOnSignals(close, { target });

  emitter.emit("SIGINT");
  emitter.emit("SIGINT");
  emitter.emit("SIGTERM");
  await vi.advanceTimersByTimeAsync(5_000);
  expect(close).toHaveBeenCalledTimes(1);
  expect(exit).not.toHaveBeenCalled();

  finish();
  await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
  expect(exit).toHaveBeenCalledTimes(1);
});

it("exits at the deadline when the close hangs", async () => {
  const { target, emitter, exit } = fakeProcess();
  exitOnSignals(() => new Promise<void>(() => {}), { target, deadlineMs: 10_000 });
  emitter.emit("SIGTERM");
  await vi.advanceTimersByTimeAsync(9_999);
  expect(exit).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(exit).toHaveBeenCalledWith(1);
});
