import { describe, expect, it } from "vitest";
import { TEST_NOW } from "@/tests/setup/clock";
import { clockOfDay, clockTime } from "./clock-time";

describe("a time of day (issue 74)", () => {
  // Nine in the morning in Lagos (UTC+1) on the test's day.
  const nineInLagos = Date.UTC(
    TEST_NOW.getUTCFullYear(),
    TEST_NOW.getUTCMonth(),
    TEST_NOW.getUTCDate(),
    8,
  );

  it("reads the language's own short form, in the zone it is given", () => {
    expect(clockTime(nineInLagos, "en", "Africa/Lagos")).toBe("9:00 AM");
    expect(clockTime(nineInLagos, "de", "Africa/Lagos")).toBe("09:00");
    expect(clockTime(new Date(nineInLagos).toISOString(), "de", "UTC")).toBe("08:00");
  });
});

describe("a time of day kept as HH:MM (issue 74)", () => {
  it("reads as clockTime writes a time of day", () => {
    expect(clockOfDay("09:00", "en")).toBe("9:00 AM");
    expect(clockOfDay("13:30", "en")).toBe("1:30 PM");
    expect(clockOfDay("00:00", "en")).toBe("12:00 AM");
    expect(clockOfDay("09:00", "de")).toBe("09:00");
    expect(clockOfDay("13:30", "de")).toBe("13:30");
  });
});
