import { describe, expect, it } from "vitest";
import { currentArea, NAV } from "./nav";

describe("currentArea", () => {
  it("marks the longest matching area, in either language", () => {
    expect(currentArea(NAV.client, "/account/security/")?.key).toBe("security");
    expect(currentArea(NAV.client, "/de/account/")?.key).toBe("account");
    expect(currentArea(NAV.provider, "/appointments/123/")?.key).toBe("appointments");
    expect(currentArea(NAV.client, "/transactions/9/")?.key).toBe("wallet");
  });

  it("marks nothing outside the dashboard", () => {
    expect(currentArea(NAV.client, "/therapists/")).toBeUndefined();
    expect(currentArea(NAV.client, "/")).toBeUndefined();
    expect(currentArea(NAV.client, "/accounting")).toBeUndefined();
  });

  it("lists each role's areas once, each a real page of this app", () => {
    for (const areas of Object.values(NAV)) {
      expect(new Set(areas.map((a) => a.href)).size).toBe(areas.length);
      for (const a of areas) expect(a.href).toMatch(/^\/[a-z-/]+$/);
    }
  });
});
