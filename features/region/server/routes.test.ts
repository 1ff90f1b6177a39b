import { describe, expect, it } from "vitest";
import { call } from "@/tests/helpers/api-client";
import { withTestDatabase } from "@/tests/helpers/test-db";

withTestDatabase({ seed: true });

describe("GET /api/region/country", () => {
  it("lists only the countries where the product operates, by name", async () => {
    const res = await call("/region/country");
    expect(res.status).toBe(200);
    const codes = res.body.data.map((c: { code: string }) => c.code);
    expect(codes).toEqual(["DE", "NG", "GB", "US"]);
    expect(res.body.data[1]).toMatchObject({
      code: "NG",
      name: "Nigeria",
      currencyCode: "NGN",
      isOperating: true,
    });
  });

  it("lists every country with ?all=true, names in the caller's language", async () => {
    const res = await call("/region/country?all=true", { headers: { "X-Language": "de" } });
    const names = res.body.data.map((c: { name: string }) => c.name);
    expect(names).toContain("Deutschland");
    expect(names).toContain("Vereinigte Staaten");
    expect(res.body.data.some((c: { isOperating: boolean }) => !c.isOperating)).toBe(true);
  });

  it("answers 400 with field errors for a bad all flag", async () => {
    const res = await call("/region/country?all=yes");
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty("all");
  });
});

describe("states", () => {
  it("lists the US states by country code, DC included", async () => {
    const res = await call("/region/country/code/us/states");
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(51);
    expect(res.body.data[0]).toMatchObject({ code: "AL", name: "Alabama" });
  });

  it("lists states by country identifier", async () => {
    const countries = await call("/region/country");
    const nigeria = countries.body.data.find((c: { code: string }) => c.code === "NG");
    const res = await call(`/region/country/${nigeria.identifier}/states`);
    expect(res.body.data.map((s: { name: string }) => s.name)).toContain("Lagos");
    expect(res.body.data).toHaveLength(37);
  });

  it("answers an empty list for a country without states and 400 for a malformed id", async () => {
    expect((await call("/region/country/code/GH/states")).body.data).toEqual([]);
    const bad = await call("/region/country/not-a-uuid/states");
    expect(bad.status).toBe(400);
    expect(bad.body.errors.id).toBe("This identifier is not valid.");
  });

  it("answers 400 for a country code that is not two letters", async () => {
    const res = await call("/region/country/code/USA/states");
    expect(res.status).toBe(400);
    expect(res.body.errors.code).toBe("Country code must be two letters.");
  });
});

describe("GET /api/region/user-timezone", () => {
  it("uses the proxy's timezone header when present", async () => {
    const res = await call("/region/user-timezone", {
      headers: { "x-vercel-ip-country": "GB", "x-vercel-ip-timezone": "Europe/London" },
    });
    expect(res.body.data).toEqual({ timezone: "Europe/London", countryCode: "GB" });
  });

  it("falls back to the country's default timezone from X-CountryCode", async () => {
    const res = await call("/region/user-timezone", { headers: { "X-CountryCode": "ng" } });
    expect(res.body.data).toEqual({ timezone: "Africa/Lagos", countryCode: "NG" });
  });

  it("answers UTC when nothing is known", async () => {
    const res = await call("/region/user-timezone");
    expect(res.body.data).toEqual({ timezone: "UTC", countryCode: null });
  });
});
