// @vitest-environment node
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { every, jobsSettled } from "./every";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it("lets shutdown wait for a run in progress after the job is stopped", async () => {
  let finish!: () => void;
  const job = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  const stop = every(1000, "test job", job);
  await vi.advanceTimersByTimeAsync(1000);
  expect(job).toHaveBeenCalledTimes(1);

  stop();
  let settled = false;
  const waiting = jobsSettled().then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(5000);
  expect(settled).toBe(false);
  expect(job).toHaveBeenCalledTimes(1);

  finish();
  await waiting;
  expect(settled).toBe(true);
});

it("is settled at once when nothing runs", async () => {
  await expect(jobsSettled()).resolves.toBeUndefined();
});
