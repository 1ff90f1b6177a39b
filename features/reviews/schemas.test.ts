import { describe, expect, it } from "vitest";
import { reviewSchema } from "./schemas";

const parse = (input: unknown) => reviewSchema.safeParse(input);

describe("review rules (spec section 5)", () => {
  it.each([0.5, 1, 2.5, 5])("accepts a rating of %s", (rating) => {
    expect(parse({ rating }).success).toBe(true);
  });

  it.each([0, 5.5, 1.25, -1, Number.NaN])("refuses a rating of %s", (rating) => {
    expect(parse({ rating }).error?.issues[0]?.message).toBe("reviewRating");
  });

  it("takes a comment of 5 to 2500 characters, or none", () => {
    expect(parse({ rating: 4, comment: "x".repeat(4) }).success).toBe(false);
    expect(parse({ rating: 4, comment: "x".repeat(5) }).data?.comment).toBe("xxxxx");
    expect(parse({ rating: 4, comment: "x".repeat(2500) }).success).toBe(true);
    expect(parse({ rating: 4, comment: "x".repeat(2501) }).error?.issues[0]?.message).toBe(
      "reviewComment",
    );
    expect(parse({ rating: 4, comment: "   " }).data?.comment).toBeUndefined();
    expect(parse({ rating: 4, comment: "  abcd  " }).success).toBe(false);
  });
});
