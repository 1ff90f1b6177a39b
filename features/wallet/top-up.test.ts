import { describe, expect, it } from "vitest";
import { amountInputToMinor, currencySymbol, formatAmountInput, minimumTopUp } from "./top-up";

describe("top-up rules", () => {
  it("has the spec's minimums: NGN 500, GBP 5, anything else 5", () => {
    expect(minimumTopUp("NGN")).toEqual({ major: 500, minor: 50_000 });
    expect(minimumTopUp("GBP")).toEqual({ major: 5, minor: 500 });
    expect(minimumTopUp("USD")).toEqual({ major: 5, minor: 500 });
    expect(minimumTopUp("EUR")).toEqual({ major: 5, minor: 500 });
  });

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
