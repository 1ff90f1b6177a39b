import { describe, expect, it } from "vitest";
import { sameSitePath } from "./same-site-path";

describe("sameSitePath", () => {
  it("keeps the page's path and query, and drops its origin", () => {
    expect(sameSitePath("http://localhost:3000/de/therapists/?page=2")).toBe(
      "/de/therapists/?page=2",
    );
    expect(sameSitePath("https://evil.example/login/")).toBe("/login/");
  });

  it("never answers an address another site could be read from", () => {
    expect(sameSitePath("https://haven.example//evil.example/x")).toBe("/evil.example/x");
    expect(sameSitePath("https://haven.example/\\evil.example")).toBe("/evil.example");
  });

  it("sends a visitor without a usable referer home", () => {
    expect(sameSitePath(null)).toBe("/");
    expect(sameSitePath("not a url")).toBe("/");
  });
});
