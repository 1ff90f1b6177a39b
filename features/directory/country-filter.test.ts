import { describe, expect, it } from "vitest";
import { ALL_COUNTRIES, directoryCountry } from "./country-filter";

const operating = ["NG", "DE", "US"];

describe("the directory's country (decision 0219)", () => {
  it("starts at a visitor's own country when we operate there", () => {
    expect(directoryCountry(undefined, "NG", operating)).toEqual({
      countryCode: "NG",
      fromVisitor: true,
    });
  });

  it("shows every country when the visitor chose all, or is from elsewhere, or unknown", () => {
    expect(directoryCountry(ALL_COUNTRIES, "NG", operating)).toEqual({ fromVisitor: false });
    expect(directoryCountry("ALL", "NG", operating)).toEqual({ fromVisitor: false });
    expect(directoryCountry(undefined, "FR", operating)).toEqual({ fromVisitor: false });
    expect(directoryCountry(undefined, undefined, operating)).toEqual({ fromVisitor: false });
  });

  it("keeps the country in the address over the visitor's own", () => {
    expect(directoryCountry("DE", "NG", operating)).toEqual({
      countryCode: "DE",
      fromVisitor: false,
    });
  });
});
