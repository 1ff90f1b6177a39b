import { describe, expect, it } from "vitest";
import { supportWidgetAllowed } from "./widget-routes";

describe("where the support widget shows (spec section 2)", () => {
  it.each(["/", "/therapists", "/therapists/abc", "/vouchers", "/de", "/de/therapists"])(
    "shows on the public page %s",
    (path) => expect(supportWidgetAllowed(path)).toBe(true),
  );

  it("is always allowed on /overview, in either language", () => {
    expect(supportWidgetAllowed("/overview")).toBe(true);
    expect(supportWidgetAllowed("/de/overview")).toBe(true);
  });

  it.each([
    "/account",
    "/account/security",
    "/wallet",
    "/appointments",
    "/appointments/abc",
    "/therapists/abc/book",
    "/payment/abc",
    "/messages",
    "/credentials",
    "/preference",
    "/availability",
    "/calendar",
    "/policy/client-cancellation",
    "/recommended-provider",
    "/clients",
    "/clients/abc/notes",
    "/clients/imported/email-manual",
    "/transactions/abc",
    "/checkout/sandbox/ref",
    "/de/wallet",
    "/de/account/security",
    "/contact",
    "/staff",
    "/de/staff/support/abc",
  ])("is hidden on the account or dashboard route %s", (path) =>
    expect(supportWidgetAllowed(path)).toBe(false),
  );

  it("shows on the provider's cancellation policy, which is not listed", () => {
    expect(supportWidgetAllowed("/policy/provider-cancellation")).toBe(true);
  });
});
