import { beforeEach, describe, expect, it, vi } from "vitest";
import { addDays, dateIn, demandCells, firstInLine, matchesWish } from "./matching";

// The dates here are the subject (a daylight-saving night); the rules take no "now" of their own,
// and the clock is pinned before them all the same.
beforeEach(() => vi.setSystemTime(new Date("2027-03-01T09:00:00Z")));

const berlinMondayEvenings = {
  timezone: "Europe/Berlin",
  weekdays: [1],
  ranges: [{ from: 18 * 60, to: 20 * 60 }],
  fromDate: "2027-03-22",
  toDate: "2027-04-05",
};
const at = (iso: string) => Date.parse(iso);
const hour = (iso: string) => [at(iso), at(iso) + 3_600_000] as const;

describe("matchesWish", () => {
  it("reads days and hours on the client's wall clock, across a daylight-saving change", () => {
    // Before the change (CET, UTC+1): 18:00 in Berlin is 17:00 UTC.
    expect(matchesWish(berlinMondayEvenings, ...hour("2027-03-22T17:00:00Z"))).toBe(true);
    expect(matchesWish(berlinMondayEvenings, ...hour("2027-03-22T16:00:00Z"))).toBe(false);
    // After it (CEST, UTC+2, from 28 March): 18:00 in Berlin is 16:00 UTC, and 17:00 UTC is 19:00.
    expect(matchesWish(berlinMondayEvenings, ...hour("2027-03-29T16:00:00Z"))).toBe(true);
    expect(matchesWish(berlinMondayEvenings, ...hour("2027-03-29T17:00:00Z"))).toBe(true);
    // 20:00-21:00 CEST runs past the range.
    expect(matchesWish(berlinMondayEvenings, ...hour("2027-03-29T18:00:00Z"))).toBe(false);
  });

  it("takes the weekday and the dates of the client's zone, not UTC's", () => {
    const kiritimati = {
      timezone: "Pacific/Kiritimati",
      weekdays: [2],
      ranges: [{ from: 0, to: 24 * 60 }],
      fromDate: "2027-01-05",
      toDate: "2027-01-05",
    };
    // Monday 4 January 14:00 UTC is Tuesday 5 January 04:00 at UTC+14.
    expect(matchesWish(kiritimati, ...hour("2027-01-04T14:00:00Z"))).toBe(true);
    // Tuesday 5 January 14:00 UTC is already Wednesday there.
    expect(matchesWish(kiritimati, ...hour("2027-01-05T14:00:00Z"))).toBe(false);
  });

  it("keeps to the dates asked for, both included", () => {
    expect(matchesWish(berlinMondayEvenings, ...hour("2027-04-05T16:00:00Z"))).toBe(true);
    expect(matchesWish(berlinMondayEvenings, ...hour("2027-04-12T16:00:00Z"))).toBe(false);
    expect(matchesWish(berlinMondayEvenings, ...hour("2027-03-15T17:00:00Z"))).toBe(false);
  });
});

describe("firstInLine", () => {
  it("offers to the first matching client in line, skipping those the time does not fit", () => {
    const other = { ...berlinMondayEvenings, weekdays: [2], id: "first" };
    const line = [
      other,
      { ...berlinMondayEvenings, id: "second" },
      { ...berlinMondayEvenings, id: "third" },
    ];
    expect(firstInLine(line, ...hour("2027-03-22T17:00:00Z"))?.id).toBe("second");
    expect(firstInLine(line, ...hour("2027-03-22T12:00:00Z"))).toBeUndefined();
  });
});

describe("demandCells", () => {
  it("places the client's hours in the therapist's zone, each once", () => {
    const cells = demandCells(
      { ...berlinMondayEvenings, fromDate: "2027-03-22", toDate: "2027-03-28" },
      "America/New_York",
      at("2027-03-20T12:00:00Z"),
    );
    // Monday 22 March: Berlin is on CET (UTC+1), New York already on EDT (UTC-4): 18:00 is 13:00.
    expect(cells).toEqual([
      { weekday: 1, hour: 13 },
      { weekday: 1, hour: 14 },
    ]);
  });

  it("helpers: a zone's date and a date's neighbours", () => {
    expect(dateIn(at("2027-01-04T14:00:00Z"), "Pacific/Kiritimati")).toBe("2027-01-05");
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
  });
});
