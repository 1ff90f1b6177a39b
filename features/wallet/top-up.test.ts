import { describe, expect, it } from "vitest";
import { minimumTopUp } from "./top-up";

describe("top-up rules", () => {
  it("has the spec's minimums: NGN 500, GBP 5, anything else 5", () => {
    expect(minimumTopUp("NGN")).toEqual({ major: 500, minor: 50_000 });
    expect(minimumTopUp("GBP")).toEqual({ major: 5, minor: 500 });
    expect(minimumTopUp("USD")).toEqual({ major: 5, minor: 500 });
    expect(minimumTopUp("EUR")).toEqual({ major: 5, minor: 500 });
  });
});
