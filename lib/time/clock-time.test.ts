import { describe, expect, it } from "vitest";
import { TEST_NOW } from "@/tests/setup/clock";
import { clockTime } from "./clock-time";

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
