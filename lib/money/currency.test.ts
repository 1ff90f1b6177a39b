import { describe, expect, it } from "vitest";
import { currencyForCountry, formatMoney, toMinorUnits, UnknownCountryError } from "./currency";

describe("currency per country", () => {
  it("knows the operating countries' currencies", () => {
    expect(currencyForCountry("NG")).toBe("NGN");
    expect(currencyForCountry("gb")).toBe("GBP");
    expect(currencyForCountry("US")).toBe("USD");
    expect(currencyForCountry("DE")).toBe("EUR");
  });

  it("fails clearly for an unknown code", () => {
    expect(() => currencyForCountry("ZZ")).toThrow(UnknownCountryError);
    expect(() => currencyForCountry("ZZ")).toThrow('No currency is known for country code "ZZ"');
  });
});

describe("money", () => {
  it("converts major to minor units without float drift", () => {
    expect(toMinorUnits(5000)).toBe(500000);
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
  });

  it("formats minor units for the viewer's locale", () => {
    expect(formatMoney(500000, "NGN", "en-NG")).toBe("₦5,000.00");
    expect(formatMoney(1999, "GBP", "en-GB")).toBe("£19.99");
    expect(formatMoney(123456, "EUR", "de")).toBe("1.234,56\u00a0€");
  });

  it("refuses fractional minor units", () => {
    expect(() => formatMoney(10.5, "USD", "en")).toThrow(TypeError);
  });
});
