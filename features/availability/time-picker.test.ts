import { describe, expect, it } from "vitest";
import {
  cleanIntervals,
  defaultInterval,
  disabledTimes,
  HOURLY_OPTIONS,
  intervalsProblem,
  nextInterval,
  to12Hour,
  clockTime,
} from "./time-picker";

describe("the time picker rules", () => {
  it("offers the 24 whole hours, shown on a 12-hour clock", () => {
    expect(HOURLY_OPTIONS).toHaveLength(24);
    expect(["00:00", "09:00", "12:00", "13:00", "23:00"].map(to12Hour)).toEqual([
      "12:00 AM",
      "9:00 AM",
      "12:00 PM",
      "1:00 PM",
      "11:00 PM",
    ]);
  });

  it("shows German its own 24-hour clock and English the spec's 12-hour one", () => {
    expect(clockTime("13:00", "en")).toBe("1:00 PM");
    expect(clockTime("00:00", "en")).toBe("12:00 AM");
    expect(clockTime("13:00", "de")).toBe("13:00");
    expect(clockTime("09:00", "de")).toBe("09:00");
  });

  it("starts at 09:00-18:00 and adds from the previous end to 18:00", () => {
    expect(defaultInterval()).toEqual({ startTime: "09:00", endTime: "18:00" });
    expect(nextInterval([])).toEqual({ startTime: "09:00", endTime: "18:00" });
    expect(nextInterval([{ startTime: "09:00", endTime: "12:00" }])).toEqual({
      startTime: "12:00",
      endTime: "18:00",
    });
    expect(nextInterval([{ startTime: "09:00", endTime: "18:00" }])).toEqual({
      startTime: "18:00",
      endTime: "",
    });
  });

  it("disables times used by the other intervals and ends not after the start", () => {
    const intervals = [
      { startTime: "09:00", endTime: "12:00" },
      { startTime: "14:00", endTime: "16:00" },
    ];
    const starts = disabledTimes(intervals, 1, "startTime");
    expect(["09:00", "10:00", "11:00"].every((t) => starts.has(t))).toBe(true);
    expect(starts.has("12:00")).toBe(false);
    expect(starts.has("16:00")).toBe(true); // not before its own end
    const ends = disabledTimes(intervals, 1, "endTime");
    expect(ends.has("14:00")).toBe(true);
    expect(ends.has("15:00")).toBe(false);
    expect(disabledTimes(intervals, 0, "endTime").has("15:00")).toBe(true);
  });

  it("drops intervals with an empty time and reports order and overlap", () => {
    expect(
      cleanIntervals([
        { startTime: "14:00", endTime: "16:00" },
        { startTime: "18:00", endTime: "" },
        { startTime: "09:00", endTime: "12:00" },
      ]),
    ).toEqual([
      { startTime: "09:00", endTime: "12:00" },
      { startTime: "14:00", endTime: "16:00" },
    ]);
    expect(intervalsProblem([{ startTime: "10:00", endTime: "09:00" }])).toBe("intervalOrder");
    expect(
      intervalsProblem([
        { startTime: "09:00", endTime: "12:00" },
        { startTime: "11:00", endTime: "13:00" },
      ]),
    ).toBe("intervalOverlap");
    expect(
      intervalsProblem([
        { startTime: "09:00", endTime: "12:00" },
        { startTime: "12:00", endTime: "13:00" },
      ]),
    ).toBeNull();
  });
});
