import { describe, expect, it } from "vitest";
import { returnPath, sameSitePath } from "./same-site-path";

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

describe("returnPath", () => {
  const form = (returnTo?: string) => {
    const data = new FormData();
    if (returnTo !== undefined) data.set("returnTo", returnTo);
    return data;
  };
  const referer = "http://localhost:3000/mockServiceWorker.js";

  it("prefers the page the form says it was on", () => {
    expect(returnPath(form("/de/therapists/?page=2"), referer)).toBe("/de/therapists/?page=2");
  });

  it("never leaves the site, however the field is written", () => {
    // Read as addresses of another site, they keep only their path, on ours.
    expect(returnPath(form("//evil.example/x"), null)).toBe("/x");
    expect(returnPath(form("/\\evil.example"), null)).toBe("/");
    expect(returnPath(form("https://evil.example/"), "http://localhost/wallet/")).toBe("/wallet/");
  });

  it("falls back to the Referer", () => {
    expect(returnPath(form(), "http://localhost:3000/de/")).toBe("/de/");
  });
});
