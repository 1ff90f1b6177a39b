import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { countries } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });

describe("GET /api/providers/stats/states", () => {
  it("answers the top states of a country with their therapist counts", async () => {
    const res = await call("/providers/stats/states?countryCode=US&top=3");
    expect(res.status).toBe(200);
    expect(res.body.data.map((s: { code: string }) => s.code)).toEqual(["CA", "NY", "TX"]);
    expect(res.body.data[0]).toMatchObject({ name: "California", therapistCount: 1 });
  });

  it("honours top and a lower-case country code", async () => {
    const res = await call("/providers/stats/states?countryCode=ng&top=1");
    expect(res.body.data).toHaveLength(1);
  });

  it("answers nothing for a country where the product does not operate", async () => {
    await database.db.update(countries).set({ isOperating: false }).where(eq(countries.code, "US"));
    const res = await call("/providers/stats/states?countryCode=US&top=3");
    expect(res.body.data).toEqual([]);
    await database.db.update(countries).set({ isOperating: true }).where(eq(countries.code, "US"));
  });

  it.each(["countryCode=USA&top=3", "top=3", "countryCode=US&top=0", "countryCode=US&top=21"])(
    "answers 400 for %s",
    async (query) => {
      expect((await call(`/providers/stats/states?${query}`)).status).toBe(400);
    },
  );
});
