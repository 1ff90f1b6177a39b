import { describe, expect, it } from "vitest";
import { TEST_NOW } from "@/tests/setup/clock";
import { formatInZone, sameZone, zoneName } from "./zone-name";

// Nine in the morning in Lagos (UTC+1, no daylight saving) on the test's day.
const nineInLagos = Date.UTC(
  TEST_NOW.getUTCFullYear(),
  TEST_NOW.getUTCMonth(),
  TEST_NOW.getUTCDate(),
  8,
);

describe("a time read in a zone (issue 74)", () => {
  it("is not named for someone whose own zone it is", () => {
    expect(formatInZone(nineInLagos, "en", "clock", "Africa/Lagos", "Africa/Lagos")).toBe(
      "9:00 AM",
    );
    expect(formatInZone(nineInLagos, "de", "clock", "Africa/Lagos", "Africa/Lagos")).toBe("09:00");
  });

  it("is named, in the same format, for someone elsewhere", () => {
    expect(formatInZone(nineInLagos, "en", "clock", "Africa/Lagos", "Europe/London")).toBe(
      "9:00 AM GMT+1",
    );
    expect(formatInZone(nineInLagos, "de", "clock", "Africa/Lagos", "Europe/London")).toBe(
      "09:00 GMT+1",
    );
    const inLagos = new Intl.DateTimeFormat("de", {
      dateStyle: "full",
      timeStyle: "short",
      timeZone: "Africa/Lagos",
    }).format(nineInLagos);
    expect(formatInZone(nineInLagos, "de", "session", "Africa/Lagos", "UTC")).toBe(
      `${inLagos} GMT+1`,
    );
  });

  it("is named while the viewer's zone is not known (on the server)", () => {
    expect(formatInZone(nineInLagos, "en", "clock", "UTC", null)).toBe("8:00 AM UTC");
  });

  it("takes two names of one zone as one", () => {
    expect(sameZone("Etc/UTC", "UTC")).toBe(true);
    expect(sameZone("Africa/Lagos", "Europe/London")).toBe(false);
  });

  it("names a zone as the language does", () => {
    // Lagos keeps UTC+1 all year; New York's name is the language's own.
    expect(zoneName(nineInLagos, "en", "Africa/Lagos")).toBe("GMT+1");
    expect(zoneName(nineInLagos, "de", "Africa/Lagos")).toBe("GMT+1");
    expect(zoneName(Date.UTC(TEST_NOW.getUTCFullYear(), 0, 15), "en", "America/New_York")).toBe(
      "EST",
    );
    expect(zoneName(Date.UTC(TEST_NOW.getUTCFullYear(), 0, 15), "de", "America/New_York")).toBe(
      "GMT-5",
    );
  });
});
