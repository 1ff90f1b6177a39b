import { describe, expect, it } from "vitest";
import { loginPathFor, safeRedirectPath } from "./login-redirect";

describe("login redirects", () => {
  it("sends the person to /login with the current path, in their language", () => {
    expect(loginPathFor("/wallet/?page=2")).toBe("/login/?redirect=%2Fwallet%2F%3Fpage%3D2");
    expect(loginPathFor("/de/wallet/")).toBe("/de/login/?redirect=%2Fde%2Fwallet%2F");
    expect(loginPathFor("/design/")).toBe("/login/?redirect=%2Fdesign%2F");
  });

  it("follows only same-site paths after login", () => {
    expect(safeRedirectPath("/appointments/")).toBe("/appointments/");
    expect(safeRedirectPath("//evil.example/")).toBe("/overview/");
    expect(safeRedirectPath("https://evil.example/")).toBe("/overview/");
    expect(safeRedirectPath("/\\evil.example")).toBe("/overview/");
    expect(safeRedirectPath(null)).toBe("/overview/");
  });
});
