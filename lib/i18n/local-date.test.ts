import { describe, expect, it } from "vitest";
import { datePattern, formatLocalDate, isIsoDate, parseLocalDate } from "./local-date";

describe("dates written the viewer's way", () => {
  it("writes a date as German and English readers expect", () => {
    expect(formatLocalDate("2026-01-31", "de")).toBe("31.01.2026");
    expect(formatLocalDate("2026-01-31", "en")).toBe("01/31/2026");
    expect(datePattern("de", { day: "TT", month: "MM", year: "JJJJ" })).toBe("TT.MM.JJJJ");
    expect(datePattern("en", { day: "DD", month: "MM", year: "YYYY" })).toBe("MM/DD/YYYY");
  });

  it.each([
    ["de", "31.01.2026", "2026-01-31"],
    ["de", "1.2.2026", "2026-02-01"],
    ["de", " 01.02.2026 ", "2026-02-01"],
    ["de", "01022026", "2026-02-01"],
    ["de", "2026-02-01", "2026-02-01"],
    ["en", "01/31/2026", "2026-01-31"],
    ["en", "2/1/2026", "2026-02-01"],
    ["en", "02012026", "2026-02-01"],
    ["de", "29.02.2028", "2028-02-29"],
  ])("reads %s %j as %s", (locale, text, iso) => {
    expect(parseLocalDate(text, locale)).toBe(iso);
  });

  it.each([
    ["de", "31.02.2026"],
    ["de", "29.02.2027"],
    ["de", "01/31/2026"],
    ["en", "31/01/2026"],
    ["de", "1.2.26"],
    ["de", "1.2"],
    ["de", "123.4.2026"],
    ["de", "2026-13-01"],
    ["de", "heute"],
    ["de", ""],
  ])("refuses %s %j", (locale, text) => {
    expect(parseLocalDate(text, locale)).toBeNull();
  });

  it("knows a real YYYY-MM-DD date", () => {
    expect(isIsoDate("2026-02-28")).toBe(true);
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(isIsoDate("26-02-28")).toBe(false);
    expect(isIsoDate(undefined)).toBe(false);
  });
});
