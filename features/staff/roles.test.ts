import { describe, expect, it } from "vitest";
import { actingRole, areasOf, parseStaffAddArgs } from "./roles";

describe("staff roles", () => {
  it("acts under the needed role first, else admin, else not at all", () => {
    expect(actingRole(["support", "reviewer"], ["reviewer"])).toBe("reviewer");
    expect(actingRole(["admin", "reviewer"], ["reviewer"])).toBe("reviewer");
    expect(actingRole(["admin"], ["support"])).toBe("admin");
    expect(actingRole(["finance"], ["support"])).toBeNull();
    expect(actingRole([], ["support"])).toBeNull();
  });

  it("opens each area to its roles and every area to admin", () => {
    expect(areasOf(["reviewer"])).toEqual(["verification"]);
    expect(areasOf(["support"])).toEqual(["people", "reviews", "emails", "support"]);
    expect(areasOf(["finance"])).toEqual(["money"]);
    expect(areasOf(["admin"])).toEqual([
      "verification",
      "people",
      "reviews",
      "emails",
      "support",
      "money",
      "audit",
      "team",
    ]);
  });

  it("reads staff:add's email and roles, refusing unknown roles", () => {
    expect(parseStaffAddArgs(["Ada@Example.com", "support", "reviewer", "support"])).toEqual({
      email: "ada@example.com",
      roles: ["support", "reviewer"],
    });
    expect(parseStaffAddArgs(["ada@example.com"])).toHaveProperty("error");
    expect(parseStaffAddArgs(["ada@example.com", "boss"])).toMatchObject({
      error: expect.stringContaining("unknown role boss"),
    });
  });
});
