import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { and, inArray } from "drizzle-orm";
import {
  countries,
  preferenceOptions,
  providerLanguages,
  providerProfiles,
  users,
  verifications,
} from "@/db/schema";
import { lapseExpiredApprovals, reviewVerification } from "@/features/credentials/server/service";
import { call } from "@/tests/helpers/api-client";
import { withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });
const names = (body: { data: { lastName: string }[] }) => body.data.map((p) => p.lastName);
const idOf = async (email: string) =>
  (await database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

describe("GET /api/providers", () => {
  it("lists listed therapists with their cards, paged", async () => {
    const res = await call("/providers");
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ page: 1, pageSize: 12, total: 7 });
    const amaka = res.body.data.find((p: { lastName: string }) => p.lastName === "Obi");
    expect(amaka).toMatchObject({
      firstName: "Amaka",
      title: "Dr",
      headline: "Clinical Psychologist",
      country: { code: "NG", name: "Nigeria" },
      state: { code: "LA", name: "Lagos" },
      rating: 4.8,
      reviewCount: 2,
    });
    expect(amaka.categories.map((c: { slug: string }) => c.slug)).toEqual([
      "individual",
      "couples",
    ]);
  });

  it("filters by country and US state, category, concern and gender", async () => {
    expect(names((await call("/providers?countryCode=US")).body)).toEqual([
      "Lee",
      "Mitchell",
      "Shah",
    ]);
    expect(names((await call("/providers?countryCode=US&state=ny")).body)).toEqual(["Mitchell"]);
    expect(names((await call("/providers?category=family")).body)).toEqual(["Bakare", "Shah"]);
    expect(names((await call("/providers?concern=trauma")).body)).toEqual(["Mitchell"]);
    expect(names((await call("/providers?countryCode=US&gender=male")).body)).toEqual(["Lee"]);
    expect((await call("/providers?countryCode=GH")).body.data).toEqual([]);
  });

  it("leaves out inactive and unlisted therapists and countries where the product does not operate", async () => {
    const sarah = await idOf("sarah.mitchell@demo.therapy");
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, sarah));
    expect(names((await call("/providers?countryCode=US")).body)).toEqual(["Lee", "Shah"]);
    expect((await call(`/providers/${sarah}`)).status).toBe(404);
    await database.db.update(users).set({ isActive: true }).where(eq(users.id, sarah));

    await database.db
      .update(providerProfiles)
      .set({ isListed: false })
      .where(eq(providerProfiles.userId, sarah));
    expect(names((await call("/providers?countryCode=US")).body)).toEqual(["Lee", "Shah"]);
    await database.db
      .update(providerProfiles)
      .set({ isListed: true })
      .where(eq(providerProfiles.userId, sarah));

    await database.db.update(countries).set({ isOperating: false }).where(eq(countries.code, "GB"));
    expect(names((await call("/providers")).body)).not.toContain("Carter");
    await database.db.update(countries).set({ isOperating: true }).where(eq(countries.code, "GB"));
  });

  it("answers 400 for bad filters", async () => {
    expect((await call("/providers?countryCode=USA")).status).toBe(400);
    expect((await call("/providers?page=0")).status).toBe(400);
    expect((await call("/providers?category=DROP%20TABLE")).status).toBe(400);
  });
});

describe("GET /api/providers/{id}", () => {
  it("answers a listed therapist's public profile in the caller's language", async () => {
    const res = await call(`/providers/${await idOf("lena.mueller@demo.therapy")}`, {
      headers: { "X-Language": "de" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      firstName: "Lena",
      country: { name: "Deutschland" },
      rating: 5,
      reviewCount: 1,
    });
    expect(res.body.data.categories[0].name).toBe("Einzeltherapie");
    expect(res.body.data.bio).toContain("Berlin");
    expect(JSON.stringify(res.body)).not.toMatch(/email|phone|password/i);
  });

  it("does not show a client as a therapist", async () => {
    expect((await call(`/providers/${await idOf("chioma.eze@demo.therapy")}`)).status).toBe(404);
  });
});

describe("GET /api/providers and /providers/{id}: only verified therapists (decision 0213)", () => {
  it("lists and shows a therapist only while a reviewer's approval holds, following each decision", async () => {
    const tunde = await idOf("tunde.bakare@demo.therapy");
    const amaka = await idOf("amaka.obi@demo.therapy");
    /** Each Nigerian card's verified flag, read the way a page reads them (kept pages included). */
    const cards = async () =>
      Object.fromEntries(
        ((await call("/providers?countryCode=NG")).body.data as Card[]).map((c) => [
          c.identifier,
          c.verified,
        ]),
      );
    type Card = { identifier: string; verified: boolean };
    const profile = () => call(`/providers/${tunde}`);
    // Every demo therapist is approved: listed, and the card and profile say so.
    expect((await profile()).body.data.verified).toBe(true);
    expect(await cards()).toEqual({ [amaka]: true, [tunde]: true });

    // A revoked approval takes him out of the kept list and makes his profile not found.
    await reviewVerification(tunde, "reject", "The license scan is cut off.");
    expect((await profile()).status).toBe(404);
    expect(await cards()).toEqual({ [amaka]: true });

    // Approved again until his licence expires in an hour: back, until the lapse sweep runs past it.
    const now = Date.now();
    await reviewVerification(tunde, "approve", null, new Date(now), new Date(now + 3600_000));
    expect((await profile()).status).toBe(200);
    expect(await cards()).toEqual({ [amaka]: true, [tunde]: true });
    expect(await lapseExpiredApprovals(new Date(now + 1800_000))).toEqual([]);
    expect(await lapseExpiredApprovals(new Date(now + 3600_000))).toEqual([tunde]);
    expect(await cards()).toEqual({ [amaka]: true });
    expect((await profile()).status).toBe(404);

    await reviewVerification(tunde, "approve", null);
    expect(await cards()).toEqual({ [amaka]: true, [tunde]: true });
  });

  it("never lists a therapist whose complete profile has no approved credentials", async () => {
    const amaka = await idOf("amaka.obi@demo.therapy");
    await database.db.delete(verifications).where(eq(verifications.providerId, amaka));
    const nigerians = async () =>
      ((await call("/providers?countryCode=NG")).body.data as { identifier: string }[]).map(
        (c) => c.identifier,
      );
    expect(await nigerians()).not.toContain(amaka);
    expect((await call(`/providers/${amaka}`)).status).toBe(404);
    // The home page's counts of states and concerns leave her out too.
    expect((await call("/providers")).body.meta.total).toBe(6);
    await database.db.insert(verifications).values({
      providerId: amaka,
      status: "submitted",
      submittedAt: new Date(),
    });
    expect(await nigerians()).not.toContain(amaka);
    await reviewVerification(amaka, "approve", null);
    expect(await nigerians()).toContain(amaka);
    expect((await call("/providers")).body.meta.total).toBe(7);

    // Changed credentials resubmitted by an approved therapist: listed while the reviewer looks.
    await database.db
      .update(verifications)
      .set({ changedAt: new Date(Date.now() + 1000) })
      .where(eq(verifications.providerId, amaka));
    const token = (
      await call("/user/login", {
        body: { email: "amaka.obi@demo.therapy", password: "demo-pass-1" },
      })
    ).body.data.token as string;
    const resubmitted = await call("/provider/verification-submission", { method: "PUT", token });
    expect(resubmitted.body.data.status).toBe("submitted");
    expect(await nigerians()).toContain(amaka);
    expect((await call(`/providers/${amaka}`)).status).toBe(200);
  });
});

describe("directory filters for modality and price", () => {
  it("filters by a way to meet and by the highest fee", async () => {
    const all = (await call("/providers")).body.data as {
      lastName: string;
      fee: { amount: number };
    }[];
    const inPerson = names((await call("/providers?modality=in-person")).body);
    expect(inPerson.length).toBeGreaterThan(0);
    expect(inPerson.length).toBeLessThanOrEqual(all.length);
    const cheapest = Math.min(...all.map((p) => p.fee.amount)) / 100;
    const capped = (await call(`/providers?maxFee=${cheapest}`)).body.data as {
      fee: { amount: number };
    }[];
    expect(capped.length).toBeGreaterThan(0);
    expect(capped.every((p) => p.fee.amount <= cheapest * 100)).toBe(true);
    expect((await call("/providers?maxFee=-1")).status).toBe(400);
  });
});

describe("directory filter by language", () => {
  /** The last names of every listed therapist the database says works in a language. */
  async function speakers(slug: string) {
    const rows = await database.db
      .select({ lastName: users.lastName })
      .from(providerLanguages)
      .innerJoin(users, eq(users.id, providerLanguages.providerId))
      .innerJoin(preferenceOptions, eq(preferenceOptions.id, providerLanguages.optionId))
      .where(and(eq(preferenceOptions.kind, "language"), eq(preferenceOptions.slug, slug)));
    return rows.map((r) => r.lastName).sort();
  }

  it("lists exactly the therapists who work in the language", async () => {
    expect(names((await call("/providers?language=ig")).body)).toEqual(["Obi"]);
    expect(names((await call("/providers?language=ha")).body)).toEqual(["Bakare"]);
    expect(names((await call("/providers?language=de")).body)).toEqual(["Müller"]);
    expect(names((await call("/providers?language=es")).body)).toEqual(["Mitchell", "Shah"]);
    for (const slug of ["en", "de", "yo", "ig", "ha", "fr", "es"]) {
      const listed = names((await call(`/providers?language=${slug}`)).body).sort();
      expect([slug, listed]).toEqual([slug, await speakers(slug)]);
    }
    expect(names((await call("/providers?language=en")).body)).toHaveLength(7);
  });

  it("combines with the other filters and follows what a therapist saves", async () => {
    expect(names((await call("/providers?countryCode=NG&language=yo")).body)).toEqual([
      "Bakare",
      "Obi",
    ]);
    expect(names((await call("/providers?countryCode=US&language=yo")).body)).toEqual([]);
    const marcus = await idOf("marcus.lee@demo.therapy");
    const [spanish] = await database.db
      .select({ id: preferenceOptions.id })
      .from(preferenceOptions)
      .where(and(eq(preferenceOptions.kind, "language"), eq(preferenceOptions.slug, "es")));
    await database.db
      .insert(providerLanguages)
      .values({ providerId: marcus, optionId: spanish!.id });
    expect(names((await call("/providers?language=es")).body)).toEqual(["Lee", "Mitchell", "Shah"]);
    await database.db
      .delete(providerLanguages)
      .where(
        and(
          eq(providerLanguages.providerId, marcus),
          inArray(providerLanguages.optionId, [spanish!.id]),
        ),
      );
    expect(names((await call("/providers?language=es")).body)).toEqual(["Mitchell", "Shah"]);
  });

  it("lists exactly the few who offer a language that 1 in 100 therapists do not", async () => {
    // 200 more listed therapists who work in English: French, offered by the seed's few, is then
    // rare, and the directory joins from its links instead of checking each name in turn.
    const us = (
      await database.db.select({ id: countries.id }).from(countries).where(eq(countries.code, "US"))
    )[0]!.id;
    const added = await database.db
      .insert(users)
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          email: `rare-language-${i}@example.com`,
          userType: "provider" as const,
          firstName: "Many",
          lastName: `Aardvark ${String(i).padStart(3, "0")}`,
          countryId: us,
        })),
      )
      .returning({ id: users.id });
    await database.db
      .insert(providerProfiles)
      .values(added.map(({ id }) => ({ userId: id, isListed: true })));
    const approvedAt = new Date();
    await database.db.insert(verifications).values(
      added.map(({ id }) => ({
        providerId: id,
        status: "approved" as const,
        submittedAt: approvedAt,
        reviewedAt: approvedAt,
        approvedAt,
      })),
    );
    try {
      const french = await speakers("fr");
      expect(french.length).toBeGreaterThan(0);
      expect(french.length * 100).toBeLessThan(207);
      expect(names((await call("/providers?language=fr")).body).sort()).toEqual(french);
      expect((await call("/providers?language=en")).body.meta.total).toBe(7);
      expect((await call("/providers")).body.meta.total).toBe(207);
    } finally {
      const ids = added.map(({ id }) => id);
      await database.db.delete(providerProfiles).where(inArray(providerProfiles.userId, ids));
      await database.db.delete(users).where(inArray(users.id, ids));
    }
  });

  it("finds no one for a language nobody offers and refuses a malformed one", async () => {
    expect((await call("/providers?language=sw")).body).toMatchObject({
      data: [],
      meta: { total: 0 },
    });
    // A modality's slug is not a language.
    expect((await call("/providers?language=video")).body.data).toEqual([]);
    expect((await call("/providers?language=EN")).status).toBe(400);
    expect((await call("/providers?language=e%20n")).status).toBe(400);
  });

  it("shows the languages on the public profile, in the caller's language", async () => {
    const lena = await idOf("lena.mueller@demo.therapy");
    const de = await call(`/providers/${lena}`, { headers: { "X-Language": "de" } });
    expect(de.body.data.languages).toEqual([
      { slug: "en", name: "Englisch" },
      { slug: "de", name: "Deutsch" },
    ]);
    const tunde = await call(`/providers/${await idOf("tunde.bakare@demo.therapy")}`);
    expect(tunde.body.data.languages).toEqual([
      { slug: "en", name: "English" },
      { slug: "yo", name: "Yoruba" },
      { slug: "ha", name: "Hausa" },
    ]);
  });
});

describe("GET /api/providers/{id}: what a session costs and how it is held", () => {
  it("shows each category's own fee over the general one, a free category, and the modalities", async () => {
    const amaka = await idOf("amaka.obi@demo.therapy");
    const token = (
      await call("/user/login", {
        body: { email: "amaka.obi@demo.therapy", password: "demo-pass-1" },
      })
    ).body.data.token as string;
    const general = (await call("/provider", { token })).body.data.bookingFee.general.fee;
    const profile = async () => (await call(`/providers/${amaka}`)).body.data;
    const before = await profile();
    const [individual, couples] = before.categories.map(
      (c: { identifier: string }) => c.identifier,
    );
    const fee = (amount: number, isFree = false) => ({ amount, currency: "NGN", isFree });
    expect(before.fees).toEqual([
      { categoryIdentifier: individual, ...fee(general) },
      { categoryIdentifier: couples, ...fee(general) },
    ]);

    const setCouples = (body: { fee: number; isFree: boolean }) =>
      call("/provider/booking-fee/therapy", {
        token,
        body: { categoryIdentifier: couples, ...body },
      });
    expect((await setCouples({ fee: 3_000_000, isFree: false })).status).toBe(200);
    expect((await profile()).fees).toEqual([
      { categoryIdentifier: individual, ...fee(general) },
      { categoryIdentifier: couples, ...fee(3_000_000) },
    ]);
    expect((await setCouples({ fee: 0, isFree: true })).status).toBe(200);
    expect((await profile()).fees[1]).toEqual({ categoryIdentifier: couples, ...fee(0, true) });

    const de = (await call(`/providers/${amaka}`, { headers: { "X-Language": "de" } })).body.data;
    expect(de.modalities).toEqual([
      { slug: "video", name: "Videoanruf" },
      { slug: "in-person", name: "Vor Ort" },
    ]);
    expect(de.languages.map((l: { slug: string }) => l.slug)).toEqual(["en", "yo", "ig"]);
  });
});

describe("directory search by words of a name or headline", () => {
  it("finds therapists whose name, title or headline holds every word, any case", async () => {
    expect(names((await call("/providers?q=MITCHELL")).body)).toEqual(["Mitchell"]);
    expect(names((await call("/providers?q=couples%20addiction")).body)).toEqual(["Lee"]);
    expect(names((await call("/providers?q=couples%20trauma")).body)).toEqual([]);
    expect(names((await call("/providers?q=psyd")).body)).toEqual(["Lee"]);
    expect(names((await call("/providers?q=lee&countryCode=NG")).body)).toEqual([]);
  });

  it("treats % and _ as letters, and ignores an empty search", async () => {
    expect((await call("/providers?q=100%25")).body.data).toEqual([]);
    expect((await call("/providers?q=_")).body.data).toEqual([]);
    const all = (await call("/providers")).body.meta.total;
    expect((await call("/providers?q=%20%20")).body.meta.total).toBe(all);
  });

  it("refuses a search longer than 60 characters", async () => {
    expect((await call(`/providers?q=${"a".repeat(60)}`)).status).toBe(200);
    expect((await call(`/providers?q=${"a".repeat(61)}`)).status).toBe(400);
  });
});

describe("a US state finds the therapists licensed there, not only those with an office there", () => {
  const signIn = async (email: string) =>
    (await call("/user/login", { body: { email, password: "demo-pass-1" } })).body.data
      .token as string;
  const stateId = async (country: string, code: string) =>
    (await call(`/region/country/code/${country}/states`)).body.data.find(
      (s: { code: string }) => s.code === code,
    ).identifier as string;

  it("lists a New York therapist licensed in New Jersey under New Jersey", async () => {
    expect(names((await call("/providers?countryCode=US&state=NJ")).body)).toEqual(["Mitchell"]);
    expect(names((await call("/providers?countryCode=US&state=NY")).body)).toEqual(["Mitchell"]);
    expect(names((await call("/providers?countryCode=US&state=OK")).body)).toEqual(["Shah"]);
    expect(names((await call("/providers?countryCode=US&state=WY")).body)).toEqual([]);
  });

  it("follows the licences a therapist saves, within their own country", async () => {
    const token = await signIn("marcus.lee@demo.therapy");
    const save = (ids: string[]) =>
      call("/provider/license-states", { token, body: { stateIdentifiers: ids } });
    expect((await save([await stateId("US", "NY"), await stateId("US", "LA")])).status).toBe(200);
    expect(names((await call("/providers?countryCode=US&state=NY")).body)).toEqual([
      "Lee",
      "Mitchell",
    ]);
    // Louisiana is "LA", as is Lagos: a Nigerian search for Lagos does not find him.
    expect(names((await call("/providers?countryCode=NG&state=LA")).body)).toEqual(["Obi"]);
    expect(names((await call("/providers?countryCode=US&state=LA")).body)).toEqual(["Lee"]);
    expect((await save([])).status).toBe(200);
    expect(names((await call("/providers?countryCode=US&state=NY")).body)).toEqual(["Mitchell"]);
  });
});
