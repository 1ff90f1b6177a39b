import { describe, expect, it } from "vitest";
import { TEST_NOW } from "@/tests/setup/clock";
import { clockTime } from "./clock-time";
import { TIME_FORMATS, type TimeFormat } from "./formats";

// Nine in the morning in Lagos (UTC+1) on the test's day, read there.
const nineInLagos = Date.UTC(
  TEST_NOW.getUTCFullYear(),
  TEST_NOW.getUTCMonth(),
  TEST_NOW.getUTCDate(),
  8,
);
const read = (format: TimeFormat, locale: string) =>
  new Intl.DateTimeFormat(locale, { ...TIME_FORMATS[format], timeZone: "Africa/Lagos" }).format(
    nineInLagos,
  );
// The test day's names, so the expectations hold on any day the clock is moved to.
const names = (locale: string) => {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: "Africa/Lagos" }).format(nineInLagos);
  return {
    weekday: part({ weekday: "long" }),
    month: part({ month: "long" }),
    shortMonth: part({ month: "short" }),
    day: TEST_NOW.getUTCDate(),
    dd: String(TEST_NOW.getUTCDate()).padStart(2, "0"),
    mm: String(TEST_NOW.getUTCMonth() + 1).padStart(2, "0"),
    year: TEST_NOW.getUTCFullYear(),
  };
};

describe("the site's time formats (issue 74)", () => {
  it("writes a session's start with its weekday and the language's clock", () => {
    const en = names("en");
    const de = names("de");
    expect(read("session", "en")).toBe(
      `${en.weekday}, ${en.month} ${en.day}, ${en.year} at 9:00 AM`,
    );
    expect(read("session", "de")).toBe(`${de.weekday}, ${de.day}. ${de.month} ${de.year} um 09:00`);
  });

  it("writes a day alone as the session's date", () => {
    const en = names("en");
    const de = names("de");
    expect(read("day", "en")).toBe(`${en.weekday}, ${en.month} ${en.day}, ${en.year}`);
    expect(read("day", "de")).toBe(`${de.weekday}, ${de.day}. ${de.month} ${de.year}`);
    expect(read("session", "en").startsWith(read("day", "en"))).toBe(true);
    expect(read("session", "de").startsWith(read("day", "de"))).toBe(true);
  });

  it("writes a time of day as clockTime does, and as the session's time", () => {
    expect(read("clock", "en")).toBe("9:00 AM");
    expect(read("clock", "de")).toBe("09:00");
    expect(read("clock", "en")).toBe(clockTime(nineInLagos, "en", "Africa/Lagos"));
    expect(read("session", "en").endsWith(read("clock", "en"))).toBe(true);
    expect(read("session", "de").endsWith(read("clock", "de"))).toBe(true);
  });

  it("writes when something happened shorter, with the same clock", () => {
    const en = names("en");
    const de = names("de");
    expect(read("record", "en")).toBe(`${en.shortMonth} ${en.day}, ${en.year}, 9:00 AM`);
    expect(read("record", "de")).toBe(`${de.dd}.${de.mm}.${de.year}, 09:00`);
    expect(read("recordDay", "en")).toBe(`${en.shortMonth} ${en.day}, ${en.year}`);
    expect(read("recordDay", "de")).toBe(`${de.dd}.${de.mm}.${de.year}`);
  });
});
