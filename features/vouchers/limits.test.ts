import { describe, expect, it } from "vitest";
import { CODE_ALPHABET, normalizeCode, voucherLimits } from "./limits";

describe("voucherLimits", () => {
  it("is NGN 1,000 to 1,000,000 and 100 to 1,000 in the other currencies", () => {
    expect(voucherLimits("NGN")).toEqual({
      min: 1_000,
      max: 1_000_000,
      minMinor: 100_000,
      maxMinor: 100_000_000,
    });
    for (const currency of ["USD", "GBP", "EUR"])
      expect(voucherLimits(currency)).toMatchObject({ minMinor: 10_000, maxMinor: 100_000 });
  });
});

describe("normalizeCode", () => {
  it("reads a code however it was typed", () => {
    expect(normalizeCode("abcd-efgh-jkmn")).toBe("ABCD-EFGH-JKMN");
    expect(normalizeCode(" ABCD EFGH JKMN ")).toBe("ABCD-EFGH-JKMN");
    expect(normalizeCode("ABCDEFGHJKMN")).toBe("ABCD-EFGH-JKMN");
  });

  it("refuses a wrong length or a character no code has", () => {
    expect(normalizeCode("ABCD-EFGH-JKM")).toBeNull();
    expect(normalizeCode("ABCD-EFGH-JKMNP")).toBeNull();
    expect(normalizeCode("ABCD-EFGH-JKM0")).toBeNull();
    expect(normalizeCode("ABCD-EFGH-JKMI")).toBeNull();
    expect(normalizeCode("")).toBeNull();
  });

  it("has 32 characters, so a random byte picks one evenly", () => {
    expect(new Set(CODE_ALPHABET).size).toBe(32);
  });
});
