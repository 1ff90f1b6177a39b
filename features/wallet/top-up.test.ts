import { describe, expect, it } from "vitest";
import { minimumTopUp, prefilledTopUp } from "./top-up";

describe("top-up rules", () => {
  it("has the spec's minimums: NGN 500, GBP 5, anything else 5", () => {
    expect(minimumTopUp("NGN")).toEqual({ major: 500, minor: 50_000 });
    expect(minimumTopUp("GBP")).toEqual({ major: 5, minor: 500 });
    expect(minimumTopUp("USD")).toEqual({ major: 5, minor: 500 });
    expect(minimumTopUp("EUR")).toEqual({ major: 5, minor: 500 });
  });

  it("prefills a booking's shortfall, rounded up to whole units and at least the minimum", () => {
    expect(prefilledTopUp(4_750_000, "NGN")).toBe("47,500");
    expect(prefilledTopUp(4_750_001, "NGN")).toBe("47,501");
    expect(prefilledTopUp(1_250, "USD")).toBe("13");
    expect(prefilledTopUp(499, "USD")).toBe("5");
    expect(prefilledTopUp(500, "USD")).toBe("5");
    expect(prefilledTopUp(10_000, "NGN")).toBe("500");
    expect(prefilledTopUp(0, "USD")).toBe("");
  });
});
