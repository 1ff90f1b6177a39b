import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  firstFreeSlot,
  generateSlots,
  groupByViewerDay,
  parseSlotIdentifier,
  slotIdentifier,
  type WeeklyTemplate,
} from "./slots";

const every = (startTime: string, endTime: string): WeeklyTemplate =>
  Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((d) => [d, [{ startTime, endTime }]]));
const utc = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const day = (date: string) => ({
  from: utc(`${date}T00:00:00Z`) - 86_400_000,
  to: utc(`${date}T00:00:00Z`) + 2 * 86_400_000,
});

/** An oracle independent of time-zone.ts: Intl's own wall clock of an instant. */
function wallClock(timeZone: string, ms: number) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

describe("slot generation across daylight-saving changes", () => {
  it("keeps a 10:00 slot at 10:00 in Berlin on both sides of the spring change", () => {
    const slots = generateSlots({
      timeZone: "Europe/Berlin",
      weekly: every("10:00", "11:00"),
      from: utc("2026-03-28T00:00:00Z"),
      to: utc("2026-03-31T00:00:00Z"),
    });
    expect(slots.map((s) => iso(s.start))).toEqual([
      "2026-03-28T09:00:00.000Z", // CET, UTC+1
      "2026-03-29T08:00:00.000Z", // CEST, UTC+2
      "2026-03-30T08:00:00.000Z",
    ]);
    expect(slots.every((s) => s.providerTime === "10:00")).toBe(true);
  });

  it("keeps a 10:00 slot at 10:00 in New York on both sides of the autumn change", () => {
    const slots = generateSlots({
      timeZone: "America/New_York",
      weekly: every("10:00", "11:00"),
      from: utc("2026-10-31T00:00:00Z"),
      to: utc("2026-11-03T00:00:00Z"),
    });
    expect(slots.map((s) => iso(s.start))).toEqual([
      "2026-10-31T14:00:00.000Z", // EDT, UTC-4
      "2026-11-01T15:00:00.000Z", // EST, UTC-5
      "2026-11-02T15:00:00.000Z",
    ]);
  });

  it("skips the hour that does not exist and offers the repeated hour once", () => {
    const spring = generateSlots({
      timeZone: "Europe/Berlin",
      weekly: every("01:00", "04:00"),
      ...day("2026-03-29"),
    }).filter((s) => s.providerDate === "2026-03-29");
    expect(spring.map((s) => s.providerTime)).toEqual(["01:00", "03:00"]);
    const autumn = generateSlots({
      timeZone: "Europe/Berlin",
      weekly: every("01:00", "04:00"),
      ...day("2026-10-25"),
    }).filter((s) => s.providerDate === "2026-10-25");
    expect(autumn.map((s) => [s.providerTime, iso(s.start)])).toEqual([
      ["01:00", "2026-10-24T23:00:00.000Z"],
      ["02:00", "2026-10-25T00:00:00.000Z"],
      ["03:00", "2026-10-25T02:00:00.000Z"],
    ]);
    // Slots never overlap, even around the change.
    for (const [i, s] of autumn.entries())
      if (i) expect(s.start).toBeGreaterThanOrEqual(autumn[i - 1]!.end);
  });

  it("shows a Berlin 10:00 slot to a viewer in Lagos at 09:00 in summer and 10:00 in winter", () => {
    const week = generateSlots({
      timeZone: "Europe/Berlin",
      weekly: every("10:00", "11:00"),
      from: utc("2026-07-01T00:00:00Z"),
      to: utc("2026-07-02T00:00:00Z"),
    });
    const summer = groupByViewerDay(week, "Africa/Lagos", "2026-07-01", "2026-07-01");
    expect(summer[0]!.timeSlot.map((s) => [s.startTime, s.endTime])).toEqual([["09:00", "10:00"]]);
    const winterSlots = generateSlots({
      timeZone: "Europe/Berlin",
      weekly: every("10:00", "11:00"),
      from: utc("2026-12-01T00:00:00Z"),
      to: utc("2026-12-02T00:00:00Z"),
    });
    const winter = groupByViewerDay(winterSlots, "Africa/Lagos", "2026-12-01", "2026-12-01");
    expect(winter[0]!.timeSlot[0]).toMatchObject({
      startTime: "10:00",
      start: "2026-12-01T09:00:00.000Z",
    });
  });

  it("puts a late New York slot on the next date for a viewer in Lagos", () => {
    const slots = generateSlots({
      timeZone: "America/New_York",
      weekly: { 1: [{ startTime: "20:00", endTime: "21:00" }] },
      from: utc("2026-06-01T00:00:00Z"),
      to: utc("2026-06-03T00:00:00Z"),
    });
    const days = groupByViewerDay(slots, "Africa/Lagos", "2026-06-01", "2026-06-02");
    expect(days[0]).toEqual({
      date: { date: "2026-06-01", isAvailable: false },
      timeSlot: [],
      bookedSlots: [],
    });
    expect(days[1]!.timeSlot[0]).toMatchObject({ startTime: "01:00", endTime: "02:00" });
  });
});

describe("the weekly template, specific dates, bookings and notice", () => {
  const base = {
    timeZone: "Africa/Lagos",
    weekly: {
      2: [
        { startTime: "09:00", endTime: "12:00" },
        { startTime: "14:00", endTime: "16:00" },
      ],
    },
    from: utc("2026-06-01T00:00:00Z"),
    to: utc("2026-06-15T00:00:00Z"),
  } satisfies Parameters<typeof generateSlots>[0];

  it("offers hourly slots inside each interval of the weekday", () => {
    const slots = generateSlots(base).filter((s) => s.providerDate === "2026-06-02");
    expect(slots.map((s) => s.providerTime)).toEqual(["09:00", "10:00", "11:00", "14:00", "15:00"]);
  });

  it("lets a specific date replace the weekly template, blocked or with its own hours", () => {
    const slots = generateSlots({
      ...base,
      overrides: [
        { date: "2026-06-02", isAvailable: false, intervals: [] },
        {
          date: "2026-06-06",
          isAvailable: true,
          intervals: [{ startTime: "10:00", endTime: "12:00" }],
        },
      ],
    });
    const dates = [...new Set(slots.map((s) => s.providerDate))];
    expect(dates).toEqual(["2026-06-06", "2026-06-09"]);
    expect(slots.filter((s) => s.providerDate === "2026-06-06").map((s) => s.providerTime)).toEqual(
      ["10:00", "11:00"],
    );
  });

  it("marks every slot that overlaps a busy interval as booked", () => {
    const slots = generateSlots({
      ...base,
      busy: [
        { start: utc("2026-06-02T09:30:00Z"), end: utc("2026-06-02T10:30:00Z") }, // 10:30-11:30 Lagos
        { start: utc("2026-06-02T13:00:00Z"), end: utc("2026-06-02T14:00:00Z") }, // exactly 14:00-15:00
        { start: utc("2026-06-02T15:00:00Z"), end: utc("2026-06-02T15:00:00Z") }, // empty: ignored
      ],
    }).filter((s) => s.providerDate === "2026-06-02");
    expect(slots.map((s) => [s.providerTime, s.isBooked])).toEqual([
      ["09:00", false],
      ["10:00", true],
      ["11:00", true],
      ["14:00", true],
      ["15:00", false],
    ]);
    const days = groupByViewerDay(slots, "Africa/Lagos", "2026-06-02", "2026-06-02");
    expect(days[0]!.date.isAvailable).toBe(true);
    // Spec section 3's booked slots: the same three, by date and identifier only.
    expect(days[0]!.bookedSlots).toEqual(
      slots
        .filter((s) => s.isBooked)
        .map((s) => ({ date: "2026-06-02", timeslotIdentifier: s.identifier })),
    );
    expect(days[0]!.bookedSlots).toHaveLength(3);
  });

  it("offers nothing sooner than the minimum notice", () => {
    const slots = generateSlots({
      ...base,
      now: utc("2026-06-02T08:30:00Z"), // 09:30 in Lagos
      minimumNoticeMinutes: 90,
    }).filter((s) => s.providerDate === "2026-06-02");
    expect(slots.map((s) => s.providerTime)).toEqual(["11:00", "14:00", "15:00"]);
  });

  it("round-trips slot identifiers and refuses what is not one", () => {
    const start = utc("2026-12-01T09:00:00Z");
    expect(slotIdentifier(start, 60)).toBe("20261201T0900Z_60");
    expect(parseSlotIdentifier("20261201T0900Z_60")).toEqual({ start, end: start + 3_600_000 });
    for (const bad of ["20261301T0900Z_60", "20260231T0900Z_60", "x", "20261201T0900Z_0"])
      expect(parseSlotIdentifier(bad)).toBeNull();
  });
});

const ZONES = [
  "Africa/Lagos",
  "Europe/London",
  "Europe/Berlin",
  "America/New_York",
  "America/Los_Angeles",
];
// The change days of 2026 and 2027 in Europe and the United States.
const DST_DAYS = [
  "2026-03-08",
  "2026-03-29",
  "2026-10-25",
  "2026-11-01",
  "2027-03-14",
  "2027-03-28",
  "2027-10-31",
  "2027-11-07",
];
const hour = fc.integer({ min: 0, max: 23 });
/** A template interval on whole hours, start before end. */
const hourInterval = fc
  .tuple(hour, hour)
  .filter(([a, b]) => a < b)
  .map(([a, b]) => ({
    startTime: `${String(a).padStart(2, "0")}:00`,
    endTime: `${String(b).padStart(2, "0")}:00`,
  }));

const someDay = fc.oneof(
  fc.constantFrom(...DST_DAYS),
  fc
    .date({
      min: new Date("2026-01-01T00:00:00Z"),
      max: new Date("2027-12-31T00:00:00Z"),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10)),
);

// Each property runs a hundred generations: about 1 s alone, 6.7 s once on a loaded machine, over
// the default 5 s, and 25 s on a machine loaded eightfold.
describe(
  "properties over the zones the product serves and two years of change days",
  { timeout: 60_000 },
  () => {
    it("every slot starts at its template time on the provider's wall clock", () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...ZONES),
          someDay,
          fc.integer({ min: 0, max: 22 }),
          (zone, date, hour) => {
            const time = `${String(hour).padStart(2, "0")}:00`;
            const end = `${String(hour + 1).padStart(2, "0")}:00`;
            const slots = generateSlots({
              timeZone: zone,
              weekly: every(time, end),
              ...day(date),
            }).filter((s) => s.providerDate === date);
            expect(slots.length).toBeLessThanOrEqual(1);
            for (const slot of slots) {
              expect(wallClock(zone, slot.start)).toEqual({ date, time });
              expect(slot.end - slot.start).toBe(3_600_000);
            }
            // Only a wall time skipped by a spring-forward change may be missing.
            if (!slots.length) expect(DST_DAYS).toContain(date);
          },
        ),
        { numRuns: 400 },
      );
    });

    it("a viewer anywhere sees each slot at the instant's own local time", () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...ZONES),
          fc.constantFrom(...ZONES, "Asia/Tokyo", "Pacific/Auckland"),
          someDay,
          (zone, viewer, date) => {
            const slots = generateSlots({
              timeZone: zone,
              weekly: every("08:00", "20:00"),
              ...day(date),
            });
            const days = groupByViewerDay(slots, viewer, "2025-12-30", "2028-01-02");
            const shown = days.flatMap((d) => d.timeSlot.map((s) => ({ date: d.date.date, ...s })));
            expect(shown).toHaveLength(slots.length);
            for (const s of shown) {
              const start = Date.parse(s.start);
              expect({ date: s.date, time: s.startTime }).toEqual(wallClock(viewer, start));
              expect(s.endTime).toBe(wallClock(viewer, Date.parse(s.end)).time);
            }
          },
        ),
        { numRuns: 150 },
      );
    });

    it("slots never overlap and are sorted, whatever the template", () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...ZONES),
          someDay,
          fc.array(hourInterval, { maxLength: 3 }),
          (zone, date, intervals) => {
            const slots = generateSlots({
              timeZone: zone,
              weekly: { 1: intervals, 3: intervals, 7: intervals },
              ...day(date),
            });
            for (let i = 1; i < slots.length; i++)
              expect(slots[i]!.start).toBeGreaterThan(slots[i - 1]!.start);
          },
        ),
        { numRuns: 200 },
      );
    });

    it("the first free slot is the first unbooked one generateSlots offers, bookings anywhere", () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...ZONES),
          someDay,
          fc.array(hourInterval, { maxLength: 3 }),
          fc.array(fc.integer({ min: 0, max: 4 * 24 - 1 }), { maxLength: 60 }),
          (zone, date, intervals, bookedHours) => {
            const window = day(date);
            const input = {
              timeZone: zone,
              weekly: { 1: intervals, 2: intervals, 4: intervals, 6: intervals, 7: intervals },
              ...window,
              busy: bookedHours.map((h) => ({
                start: window.from + h * 3_600_000,
                end: window.from + (h + 1) * 3_600_000,
              })),
            };
            expect(firstFreeSlot(input)).toEqual(
              generateSlots(input).find((s) => !s.isBooked) ?? null,
            );
          },
        ),
        { numRuns: 300 },
      );
    });
  },
);
