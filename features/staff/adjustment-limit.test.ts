import { describe, expect, it } from "vitest";
import { approvalLimitOf, parseApprovalLimits, type ApprovalLimits } from "./adjustment-limit";

const limits = (value: string | undefined) => parseApprovalLimits(value) as ApprovalLimits;

describe("WALLET_ADJUSTMENT_APPROVAL_ABOVE", () => {
  it("defaults to ₦50,000 and 100 pounds, dollars or euros, 10,000 minor units elsewhere", () => {
    expect(approvalLimitOf(limits(undefined), "NGN")).toBe(5_000_000);
    expect(approvalLimitOf(limits(""), "gbp")).toBe(10_000);
    expect(approvalLimitOf(limits(undefined), "KES")).toBe(10_000);
  });

  it("takes one number for every currency", () => {
    expect(approvalLimitOf(limits("250000"), "NGN")).toBe(250_000);
    expect(approvalLimitOf(limits("0"), "GBP")).toBe(0);
  });

  it("takes currencies of their own, the rest keeping the defaults unless * says otherwise", () => {
    const set = limits(" ngn=100000 , *=500 ");
    expect(approvalLimitOf(set, "NGN")).toBe(100_000);
    expect(approvalLimitOf(set, "GBP")).toBe(10_000);
    expect(approvalLimitOf(set, "KES")).toBe(500);
  });

  it("names a part it cannot read rather than leaving the rule off", () => {
    expect(parseApprovalLimits("NGN=50k")).toEqual({
      error: expect.stringContaining('"NGN=50k"'),
    });
    expect(parseApprovalLimits("-5")).toHaveProperty("error");
    expect(parseApprovalLimits("NAIRA=5")).toHaveProperty("error");
  });
});
