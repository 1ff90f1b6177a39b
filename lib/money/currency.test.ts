import { describe, expect, it } from "vitest";
import {
  amountInputToMinor,
  currencyForCountry,
  currencySymbol,
  formatAmountInput,
  formatMoney,
  toMinorUnits,
  UnknownCountryError,
} from "./currency";

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

describe("amounts as people type them", () => {
  it("keeps digits and commas only and regroups thousands", () => {
    expect(formatAmountInput("5000")).toBe("5,000");
    expect(formatAmountInput("1,2,3,4,5,6,7")).toBe("1,234,567");
    expect(formatAmountInput("12a.5-0 0")).toBe("12,500");
    expect(formatAmountInput("0005")).toBe("5");
    expect(formatAmountInput("abc")).toBe("");
  });

  it("strips the commas and multiplies by 100", () => {
    expect(amountInputToMinor("5,000")).toBe(500_000);
    expect(amountInputToMinor("1,234,567")).toBe(123_456_700);
    expect(amountInputToMinor("")).toBeNaN();
  });

  it("names currencies by their symbol", () => {
    expect(currencySymbol("NGN")).toBe("₦");
    expect(currencySymbol("GBP")).toBe("£");
    expect(currencySymbol("USD")).toBe("$");
  });
});
