import { describe, expect, it } from "vitest";
import {
  dateToMonth,
  inMonthRange,
  inputToMonth,
  latestStartMonth,
  monthToDate,
  monthToInput,
  parseMonth,
} from "./months";

describe("work-history months", () => {
  it("reads MM-YYYY with a four-digit year and nothing else", () => {
    expect(parseMonth("01-2020")).toBe(2020 * 12);
    expect(parseMonth("12-2020")).toBe(2020 * 12 + 11);
    for (const bad of ["13-2020", "00-2020", "1-2020", "01-20", "01-20201", "2020-01", " 01-2020"])
      expect(parseMonth(bad), bad).toBeNull();
  });

  it("keeps months between 01-1900 and 12-2099", () => {
    expect(inMonthRange(parseMonth("01-1900")!)).toBe(true);
    expect(inMonthRange(parseMonth("12-1899")!)).toBe(false);
    expect(inMonthRange(parseMonth("12-2099")!)).toBe(true);
    expect(inMonthRange(parseMonth("01-2100")!)).toBe(false);
  });

  it("converts between the month input, the API and the table", () => {
    expect(inputToMonth("2020-01")).toBe("01-2020");
    expect(inputToMonth("202020-01")).toBe("202020-01");
    expect(monthToInput("01-2020")).toBe("2020-01");
    expect(monthToInput(null)).toBe("");
    expect(monthToDate("03-1999")).toBe("1999-03-01");
    expect(dateToMonth("1999-03-01")).toBe("03-1999");
  });

  it("lets a job start in the current month anywhere on Earth, not later", () => {
    expect(latestStartMonth(new Date("2026-11-15T12:00:00Z"))).toBe(parseMonth("11-2026"));
    expect(latestStartMonth(new Date("2026-11-30T09:59:59Z"))).toBe(parseMonth("11-2026"));
    expect(latestStartMonth(new Date("2026-11-30T10:00:00Z"))).toBe(parseMonth("12-2026"));
    expect(latestStartMonth(new Date("2026-12-31T10:00:00Z"))).toBe(parseMonth("01-2027"));
  });
});
