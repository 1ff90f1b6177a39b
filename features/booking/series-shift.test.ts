import { describe, expect, it } from "vitest";
import { shiftedStart, wallShift } from "./series-shift";

const ZONE = "America/New_York";
const HOUR = 3_600_000;

describe("moving the following sessions of a series", () => {
  it("keeps the new wall-clock hour across a daylight-saving change", () => {
    // Thursday 29 October 2026, 18:00 in New York (EDT, UTC-4) moved to Friday 30, 09:00.
    const first = Date.UTC(2026, 9, 29, 22);
    const moved = Date.UTC(2026, 9, 30, 13);
    const shift = wallShift(first, moved, ZONE);
    expect(shift).toEqual({ days: 1, minutes: -9 * 60 });
    // The next week's Thursday 5 November, 18:00 EST (UTC-5), goes to Friday 6, 09:00 EST.
    const next = Date.UTC(2026, 10, 5, 23);
    expect(shiftedStart(next, shift, ZONE)).toBe(Date.UTC(2026, 10, 6, 14));
  });

  it("moves by whole weeks and back", () => {
    const start = Date.UTC(2026, 11, 1, 15);
    const shift = wallShift(start, start + 7 * 24 * HOUR, ZONE);
    expect(shift).toEqual({ days: 7, minutes: 0 });
    expect(shiftedStart(start, { days: -1, minutes: 30 }, ZONE)).toBe(start - 24 * HOUR + HOUR / 2);
  });
});
