import { describe, expect, it } from "vitest";
import { ANONYMOUS_MIN_DELAY_DAYS, releaseTimeOf, releaseWeekOf } from "./anonymity";

const DAY = 86_400_000;

describe("weekly release of anonymous reviews", () => {
  it("releases on a Monday at 00:00 UTC, at least the minimum delay after the last review", () => {
    // Every hour over two weeks from now, whatever day the suite runs on.
    const start = Math.floor(Date.now() / 3_600_000) * 3_600_000;
    for (let t = start; t < start + 14 * DAY; t += 3_600_000 + 17_000) {
      const release = releaseTimeOf(new Date(t));
      expect(release.getUTCDay()).toBe(1);
      expect(release.toISOString()).toMatch(/T00:00:00\.000Z$/);
      expect(release.getTime() - t).toBeGreaterThanOrEqual(ANONYMOUS_MIN_DELAY_DAYS * DAY);
      expect(release.getTime() - t).toBeLessThan((ANONYMOUS_MIN_DELAY_DAYS + 7) * DAY);
    }
  });

  it("gives every moment of a week the same release week, and the next week the next one", () => {
    const monday = releaseWeekOf(new Date());
    expect(monday.getUTCDay()).toBe(1);
    expect(releaseWeekOf(new Date(monday.getTime() + 7 * DAY - 1))).toEqual(monday);
    expect(releaseWeekOf(new Date(monday.getTime() + 7 * DAY)).getTime()).toBe(
      monday.getTime() + 7 * DAY,
    );
    // A review written exactly on a Monday at 00:00 waits exactly the delay.
    expect(releaseTimeOf(monday).getTime()).toBe(monday.getTime() + 7 * DAY);
  });
});
