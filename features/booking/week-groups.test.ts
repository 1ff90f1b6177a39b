import { describe, expect, it } from "vitest";
import { TEST_NOW } from "@/tests/setup/clock";
import { groupByWeek, weekGroupOf } from "./week-groups";

const HOUR = 3_600_000;
const now = TEST_NOW.getTime();
const at = (hours: number) => new Date(now + hours * HOUR).toISOString();
/** Midnight UTC of the day TEST_NOW falls on, and the days to its week's Sunday. */
const midnight = Date.parse(TEST_NOW.toISOString().slice(0, 10));
const toSunday = (7 - TEST_NOW.getUTCDay()) % 7;
const dayAt = (days: number, hour = 10) =>
  new Date(midnight + days * 24 * HOUR + hour * HOUR).toISOString();

describe("a session's place on the overview", () => {
  it("is today from the viewer's midnight to the next, started or not", () => {
    expect(weekGroupOf(at(-1), now, "UTC")).toBe("today");
    expect(weekGroupOf(dayAt(0, 23), now, "UTC")).toBe("today");
    expect(weekGroupOf(dayAt(1, 0), now, "UTC")).toBe(toSunday >= 1 ? "thisWeek" : "later");
  });

  it("is this week up to the end of Sunday, and later from Monday", () => {
    if (toSunday > 0) expect(weekGroupOf(dayAt(toSunday, 23), now, "UTC")).toBe("thisWeek");
    expect(weekGroupOf(dayAt(toSunday + 1, 0), now, "UTC")).toBe("later");
  });

  it("counts days in the viewer's zone, not UTC's", () => {
    // An hour after the viewer's midnight in Lagos (UTC+1) is still the UTC day before.
    const lagosMidnight = new Date(midnight + 24 * HOUR - HOUR).toISOString();
    expect(weekGroupOf(lagosMidnight, now, "Africa/Lagos")).not.toBe("today");
    expect(weekGroupOf(lagosMidnight, now, "UTC")).toBe("today");
  });

  it("groups in the order the server sent, leaving out sessions with no time", () => {
    const rows = [
      { id: "a", startTime: at(1) },
      { id: "b", startTime: dayAt(toSunday + 2) },
      { id: "c", startTime: null },
      { id: "d", startTime: dayAt(toSunday + 3) },
    ];
    expect(groupByWeek(rows, now, "UTC")).toEqual([
      { group: "today", rows: [rows[0]] },
      { group: "later", rows: [rows[1], rows[3]] },
    ]);
  });
});
