import { describe, expect, it } from "vitest";
import { hasSession } from "./session-state";
import { guard, routeAccess } from "./route-access";

describe("route access", () => {
  it("classifies pages with and without the locale prefix", () => {
    expect(routeAccess("/")).toBe("public");
    expect(routeAccess("/login/")).toBe("public");
    expect(routeAccess("/overview/")).toBe("signed-in");
    expect(routeAccess("/de/account/security/")).toBe("signed-in");
    expect(routeAccess("/availability/")).toBe("provider");
    expect(routeAccess("/de/wallet/transactions/1/")).toBe("client");
    expect(routeAccess("/deals/")).toBe("public");
    expect(routeAccess("/therapists/abc/")).toBe("public");
    expect(routeAccess("/de/therapists/abc/book/")).toBe("client");
    // The waitlist (issue 71): a client's own, a therapist's counts.
    expect(routeAccess("/waitlist/")).toBe("client");
    expect(routeAccess("/de/waitlist/demand/")).toBe("provider");
    // Care (issue 70): questionnaires are a client's; templates a therapist's; a form either's.
    expect(routeAccess("/care/")).toBe("client");
    expect(routeAccess("/de/care/templates/")).toBe("provider");
    expect(routeAccess("/care/forms/00000000-0000-4000-8000-000000000001/")).toBe("signed-in");
  });

  it("keeps a client's preferences and recommendations to clients", () => {
    expect(routeAccess("/preference/")).toBe("client");
    expect(routeAccess("/de/recommended-provider/")).toBe("client");
    // The sandbox checkout: a signed-out payer signs in and returns to it, not to a dead end.
    expect(routeAccess("/checkout/sandbox/hv-1/")).toBe("client");
    expect(routeAccess("/account/")).toBe("signed-in");
  });

  it("sends signed-out visitors to login and the wrong kind of user home", () => {
    expect(guard("signed-in", { signedIn: false })).toEqual({ action: "login" });
    expect(guard("provider", { signedIn: true, userType: "client" })).toEqual({ action: "home" });
    expect(guard("client", { signedIn: true, userType: "client" })).toEqual({ action: "allow" });
    expect(guard("public", { signedIn: false })).toEqual({ action: "allow" });
  });

  it("counts a session while the access token or an unexpired refresh token exists", () => {
    const jar = (values: Record<string, string>) => ({
      get: (name: string) => (name in values ? { value: values[name]! } : undefined),
    });
    expect(hasSession(jar({ token: "t" }))).toBe(true);
    expect(hasSession(jar({ refreshTokenExpiration: String(Date.now() + 1000) }))).toBe(true);
    expect(hasSession(jar({ refreshTokenExpiration: String(Date.now() - 1000) }))).toBe(false);
    expect(hasSession(jar({}))).toBe(false);
  });
});
