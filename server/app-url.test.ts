import { describe, expect, it } from "vitest";
import { appUrlProblem } from "./app-url";

describe("APP_URL at the production start", () => {
  it("refuses a start without it, saying what to set", () => {
    expect(appUrlProblem(undefined)).toMatch(/^APP_URL must be set in production/);
    expect(appUrlProblem("  ")).toMatch(/^APP_URL must be set in production/);
  });

  it("refuses what is not a site's address", () => {
    expect(appUrlProblem("haven.example")).toMatch(/http:\/\/ or https:\/\//);
    expect(appUrlProblem("ftp://haven.example")).toMatch(/http:\/\/ or https:\/\//);
    expect(appUrlProblem("https://haven.example/app")).toMatch(/without a path/);
  });

  it("takes an origin, with or without its trailing slash", () => {
    expect(appUrlProblem("https://haven.example")).toBeNull();
    expect(appUrlProblem("https://haven.example/")).toBeNull();
    expect(appUrlProblem("http://127.0.0.1:3000")).toBeNull();
  });
});
