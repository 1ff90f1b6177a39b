import { afterEach, beforeEach, vi } from "vitest";

/**
 * "Now" for every unit and component test: a fixed instant (off the hour, as a real "now" is), so
 * a test's dates mean the same on any day it runs; CI runs these suites a second time with the
 * machine's clock moved, and they must still pass. Only `Date` is faked, and it advances with real
 * time from this instant, so user-event's delays, waitFor and toasts keep their real timers. A
 * test that needs another "now" calls vi.setSystemTime itself; one that fakes every timer starts
 * from this instant too.
 */
export const TEST_NOW = new Date("2026-11-29T05:17:00.000Z");

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true, now: TEST_NOW });
});

afterEach(() => {
  vi.useRealTimers();
});
