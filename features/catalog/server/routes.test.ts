import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { concerns, providerConcerns, providerProfiles, users } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });

describe("GET /api/categories/therapy", () => {
  it("lists the therapy categories in order, in the caller's language", async () => {
    const en = await call("/categories/therapy");
    expect(en.status).toBe(200);
    expect(en.body.data[0]).toMatchObject({ slug: "individual", name: "Individual therapy" });
    const de = await call("/categories/therapy", { headers: { "X-Language": "de" } });
    expect(de.body.data[0].name).toBe("Einzeltherapie");
    expect(de.body.data).toHaveLength(en.body.data.length);
  });
});

describe("GET /api/categories/concerns/top", () => {
  it("orders concerns by the number of listed therapists and honours the limit", async () => {
    const res = await call("/categories/concerns/top?limit=10&withTherapists=false");
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(10);
    const counts = res.body.data.map((c: { therapistCount: number }) => c.therapistCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(res.body.data[0]).toMatchObject({ slug: "anxiety", therapistCount: 4 });
  });

  it("leaves out concerns no therapist treats with withTherapists=true", async () => {
    const all = await call("/categories/concerns/top?limit=50&withTherapists=false");
    const withTherapists = await call("/categories/concerns/top?limit=50&withTherapists=true");
    expect(
      withTherapists.body.data.every((c: { therapistCount: number }) => c.therapistCount > 0),
    ).toBe(true);
    expect(all.body.data.length).toBeGreaterThanOrEqual(withTherapists.body.data.length);
  });

  it("does not count inactive or unlisted therapists", async () => {
    const before = await call("/categories/concerns/top?limit=50");
    const trauma = (body: typeof before.body) =>
      body.data.find((c: { slug: string }) => c.slug === "trauma").therapistCount;
    expect(trauma(before.body)).toBe(1);

    const [sarah] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, "sarah.mitchell@demo.therapy"));
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, sarah!.id));
    expect(trauma((await call("/categories/concerns/top?limit=50")).body)).toBe(0);
    await database.db.update(users).set({ isActive: true }).where(eq(users.id, sarah!.id));
    await database.db
      .update(providerProfiles)
      .set({ isListed: false })
      .where(eq(providerProfiles.userId, sarah!.id));
    expect(trauma((await call("/categories/concerns/top?limit=50")).body)).toBe(0);
    await database.db
      .update(providerProfiles)
      .set({ isListed: true })
      .where(eq(providerProfiles.userId, sarah!.id));
    // a concern the therapist treats twice over is still one therapist
    const [ocd] = await database.db.select().from(concerns).where(eq(concerns.slug, "ocd"));
    await database.db
      .insert(providerConcerns)
      .values({ providerId: sarah!.id, concernId: ocd!.id });
    const ocdCount = (await call("/categories/concerns/top?limit=50")).body.data.find(
      (c: { slug: string }) => c.slug === "ocd",
    ).therapistCount;
    expect(ocdCount).toBe(2);
  });

  it.each([
    ["limit=0", "limit"],
    ["limit=51", "limit"],
    ["limit=abc", "limit"],
    ["withTherapists=maybe", "withTherapists"],
  ])("answers 400 for %s", async (query, field) => {
    const res = await call(`/categories/concerns/top?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty(field);
  });

  it("accepts the limit's edges 1 and 50", async () => {
    expect((await call("/categories/concerns/top?limit=1")).body.data).toHaveLength(1);
    expect((await call("/categories/concerns/top?limit=50")).status).toBe(200);
  });
});
