import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { providerProfiles } from "@/db/schema/practice";
import { call } from "@/tests/helpers/api-client";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { cachedPublic, publicDataChanged } from "./public-cache";

withTestDatabase({ seed: true });

beforeEach(() => {
  vi.stubEnv("PUBLIC_CACHE_SECONDS", "5");
  publicDataChanged();
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

/** Unlists one therapist behind the API's back, as another process would. */
async function unlistOne(providerId: string) {
  const db = await getDb();
  await db
    .update(providerProfiles)
    .set({ isListed: false })
    .where(eq(providerProfiles.userId, providerId));
}

describe("public reads kept for a few seconds", () => {
  it("answers the directory from the kept page until a write goes through the API", async () => {
    const first = await call("/providers");
    const total = first.body.meta.total;
    await unlistOne(first.body.data[0].identifier);

    // Another process changed the data: this one keeps its answer within the time to live.
    expect((await call("/providers")).body.meta.total).toBe(total);

    // Any write through this process ends every kept answer before its response is sent.
    await call("/user/login", {
      method: "POST",
      body: { email: "nobody@example.com", password: "wrong-pass-1" },
    });
    expect((await call("/providers")).body.meta.total).toBe(total - 1);
  });

  it("keeps an answer per query and locale", async () => {
    const en = await call("/providers?countryCode=GB");
    const de = await call("/providers?countryCode=GB", { headers: { "x-language": "de" } });
    const ng = await call("/providers?countryCode=NG");
    expect(en.body.data[0].country.name).toBe("United Kingdom");
    expect(de.body.data[0].country.name).toBe("Vereinigtes Königreich");
    expect(ng.body.data.map((p: { country: { code: string } }) => p.country.code)).not.toContain(
      "GB",
    );
  });

  it("ends an answer after its time to live", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    let computed = 0;
    const read = () => cachedPublic("ttl", async () => ++computed);
    expect(await read()).toBe(1);
    vi.setSystemTime(Date.now() + 4_900);
    expect(await read()).toBe(1);
    vi.setSystemTime(Date.now() + 200);
    expect(await read()).toBe(2);
  });

  it("computes once for callers that ask at the same time, and never keeps a failure", async () => {
    let computed = 0;
    const slow = () =>
      cachedPublic("burst", async () => {
        computed++;
        await new Promise((r) => setTimeout(r, 20));
        return computed;
      });
    expect(await Promise.all([slow(), slow(), slow()])).toEqual([1, 1, 1]);

    let attempts = 0;
    const flaky = () =>
      cachedPublic("flaky", async () => {
        if (++attempts === 1) throw new Error("database down");
        return attempts;
      });
    await expect(flaky()).rejects.toThrow("database down");
    expect(await flaky()).toBe(2);
  });

  it("ends an answer computed while a write committed", async () => {
    let release!: () => void;
    let computed = 0;
    const gate = new Promise<void>((r) => (release = r));
    const during = cachedPublic("race", async () => {
      computed++;
      await gate;
      return "before the write";
    });
    publicDataChanged();
    release();
    expect(await during).toBe("before the write");
    expect(await cachedPublic("race", async () => (++computed, "after"))).toBe("after");
    expect(computed).toBe(2);
  });

  it("is off when the time to live is 0", async () => {
    vi.stubEnv("PUBLIC_CACHE_SECONDS", "0");
    let computed = 0;
    await cachedPublic("off", async () => ++computed);
    expect(await cachedPublic("off", async () => ++computed)).toBe(2);
  });
});
