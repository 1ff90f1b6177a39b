import { describe, expect, it } from "vitest";
import { resolveVisitorCountry } from "./visitor-country";

describe("the visitor's country", () => {
  it("is the one they chose, whatever the geo header says", () => {
    expect(
      resolveVisitorCountry({ geoHeader: "fr", cookie: "gb", chosen: true, locale: "en" }),
    ).toBe("GB");
    expect(
      resolveVisitorCountry({ geoHeader: "fr", cookie: "zz9", chosen: true, locale: "en" }),
    ).toBe("FR");
  });
  it("prefers the proxy's geo header", () => {
    expect(resolveVisitorCountry({ geoHeader: "gb", cookie: "US", locale: "de" })).toBe("GB");
  });
  it("then the X-CountryCode cookie", () => {
    expect(resolveVisitorCountry({ geoHeader: null, cookie: "us", locale: "de" })).toBe("US");
  });
  it("then the locale", () => {
    expect(resolveVisitorCountry({ locale: "de" })).toBe("DE");
    expect(resolveVisitorCountry({ locale: "en" })).toBe("NG");
  });
  it("ignores values that are not country codes", () => {
    expect(resolveVisitorCountry({ geoHeader: "XX", cookie: "<script>", locale: "en" })).toBe("NG");
  });
});
