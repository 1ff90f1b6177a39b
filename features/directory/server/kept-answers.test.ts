import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { providerConcerns, providerLanguages, providerProfiles, reviews, users } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { bookableTherapist, freeSlots, requestBooking } from "@/tests/helpers/booking";
import { createUser, signedInUser } from "@/tests/helpers/factories";
import { onPostgres, withTestDatabase } from "@/tests/helpers/test-db";
import { keptWhileDirectoryUnchanged } from "./kept-answers";

const database = withTestDatabase({ seed: true });

const version = async () =>
  String(
    (
      (await database.db.execute(sql`select version from directory_version`)) as unknown as {
        rows: { version: string | number }[];
      }
    ).rows[0]!.version,
  );

/** A count that says how often it ran, answering the version in its own statement. */
function countingTotal(total: number) {
  const counter = {
    runs: 0,
    count: async () => {
      counter.runs++;
      return { value: total, version: await version() };
    },
  };
  return counter;
}

/** Lists or unlists a therapist in the directory. */
const setListed = (id: string, isListed: boolean) =>
  database.db.update(providerProfiles).set({ isListed }).where(eq(providerProfiles.userId, id));

const sarahId = async () =>
  (
    await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "sarah.mitchell@demo.therapy"))
  )[0]!.id;

describe("the directory's kept answers", () => {
  it("counts a filter once while nothing it counts changes, and again after a change", async () => {
    const counter = countingTotal(3);
    expect(await keptWhileDirectoryUnchanged(database.db, "kept-a", counter.count)).toBe(3);
    expect(await keptWhileDirectoryUnchanged(database.db, "kept-a", counter.count)).toBe(3);
    expect(counter.runs).toBe(1);

    const other = countingTotal(5);
    expect(await keptWhileDirectoryUnchanged(database.db, "kept-b", other.count)).toBe(5);
    expect(other.runs).toBe(1);

    await database.db
      .update(providerProfiles)
      .set({ headline: "Changed" })
      .where(eq(providerProfiles.userId, await sarahId()));
    await keptWhileDirectoryUnchanged(database.db, "kept-a", counter.count);
    expect(counter.runs).toBe(2);
  });

  it("moves with every change the directory filters on, in the same transaction", async () => {
    const sarah = await sarahId();
    const changes = [
      () => database.db.update(users).set({ lastName: "Mitchel" }).where(eq(users.id, sarah)),
      () => database.db.update(users).set({ isActive: true }).where(eq(users.id, sarah)),
      () => database.db.delete(providerLanguages).where(eq(providerLanguages.providerId, sarah)),
      () => database.db.execute(sql`update countries set is_operating = is_operating`),
    ];
    for (const change of changes) {
      const before = await version();
      await change();
      expect(await version()).not.toBe(before);
    }

    const before = await version();
    await database.db
      .transaction(async (tx) => {
        await tx.update(users).set({ lastName: "Rolled back" }).where(eq(users.id, sarah));
        throw new Error("roll back");
      })
      .catch(() => {});
    expect(await version()).toBe(before);
  });

  it("moves once per transaction, however many rows it changes", async () => {
    const sarah = await sarahId();
    const before = Number(await version());
    await database.db.transaction(async (tx) => {
      await tx
        .update(providerProfiles)
        .set({ headline: "One" })
        .where(eq(providerProfiles.userId, sarah));
      await tx.update(users).set({ lastName: "Mitchell" }).where(eq(users.id, sarah));
      await tx
        .update(providerProfiles)
        .set({ headline: "Two" })
        .where(eq(providerProfiles.userId, sarah));
    });
    expect(Number(await version())).toBe(before + 1);
  });

  it.skipIf(!onPostgres)(
    "lets two transactions lock the same rows in opposite order without a deadlock",
    async () => {
      // The first holds Sarah's profile, then wants Marcus's user row, which the second takes
      // meanwhile. A version moved per statement would be held by the first and awaited by the
      // second: a deadlock. Moved at commit, the second finishes and the first goes on.
      const sarah = await sarahId();
      const [marcus] = await database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, "marcus.lee@demo.therapy"));
      let second: Promise<unknown> | undefined;
      const first = database.db.transaction(async (tx) => {
        await tx
          .update(providerProfiles)
          .set({ headline: "First" })
          .where(eq(providerProfiles.userId, sarah));
        second = database.db.transaction(async (tx2) => {
          await tx2.update(users).set({ firstName: "Marc" }).where(eq(users.id, marcus!.id));
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.update(users).set({ firstName: "Marcus" }).where(eq(users.id, marcus!.id));
      });
      await expect(first).resolves.toBeUndefined();
      await expect(second).resolves.toBeUndefined();
    },
  );

  it("does not move for a sign-in, a new client or a booking", async () => {
    const before = await version();
    const therapist = await bookableTherapist();
    const client = await signedInUser({ countryCode: "US" });
    const [slot] = await freeSlots(therapist.providerId, therapist.categoryId);
    expect((await requestBooking(client.token, therapist, slot!.identifier)).status).toBe(201);
    expect(await version()).toBe(before);
  });

  it("shows the directory's total as it is after each change", async () => {
    const total = async () => (await call("/providers?countryCode=US")).body.meta.total;
    const sarah = await sarahId();
    expect(await total()).toBe(3);
    await setListed(sarah, false);
    expect(await total()).toBe(2);
    await setListed(sarah, true);
    expect(await total()).toBe(3);

    const search = async () => (await call("/providers?q=Zyxwv")).body.meta.total;
    expect(await search()).toBe(0);
    await database.db.update(users).set({ lastName: "Zyxwv" }).where(eq(users.id, sarah));
    expect(await search()).toBe(1);
  });

  it("shows a country's top states as they are after each change", async () => {
    const top = async () =>
      (await call("/providers/stats/states?countryCode=US&top=3")).body.data.map(
        (s: { code: string; therapistCount: number }) => `${s.code} ${s.therapistCount}`,
      );
    const before = await top();
    const sarah = await sarahId();
    const [profile] = await database.db
      .select({ stateId: providerProfiles.stateId })
      .from(providerProfiles)
      .where(eq(providerProfiles.userId, sarah));
    await setListed(sarah, false);
    const after = await top();
    expect(after).not.toEqual(before);
    expect(profile!.stateId).not.toBeNull();
    await setListed(sarah, true);
    expect(await top()).toEqual(before);
  });

  it("counts past a full page, and follows a change there too", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 13; i++) {
      const user = await createUser({ userType: "provider", countryCode: "GB" });
      await database.db.update(users).set({ lastName: "Keptcount" }).where(eq(users.id, user.id));
      ids.push(user.id);
    }
    for (const id of ids) await setListed(id, true);
    const meta = async (page: number) =>
      (await call(`/providers?q=Keptcount&page=${page}`)).body.meta;

    expect(await meta(1)).toEqual({ page: 1, pageSize: 12, total: 13 });
    expect(await meta(2)).toEqual({ page: 2, pageSize: 12, total: 13 });
    expect(await meta(3)).toEqual({ page: 3, pageSize: 12, total: 13 });

    const thirteenth = await createUser({ userType: "provider", countryCode: "GB" });
    await database.db
      .update(users)
      .set({ lastName: "Keptcount" })
      .where(eq(users.id, thirteenth.id));
    await setListed(thirteenth.id, true);
    expect((await meta(1)).total).toBe(14);
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, ids[0]!));
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, ids[1]!));
    expect((await meta(1)).total).toBe(12);
    expect((await meta(3)).total).toBe(12);
  });
});

describe("kept directory pages and profiles", () => {
  type Card = { identifier: string; headline: string; concerns: unknown[]; nextAvailable: string };
  const cardOf = async (id: string) =>
    ((await call("/providers?countryCode=US")).body.data as Card[]).find(
      (c) => c.identifier === id,
    );
  const profileOf = async (id: string) => (await call(`/providers/${id}`)).body.data;

  it("shows a card and a profile as they are after each change of the therapist's practice", async () => {
    const sarah = await sarahId();
    const before = await cardOf(sarah);
    expect(before!.concerns.length).toBeGreaterThan(0);
    await profileOf(sarah);

    await database.db
      .update(providerProfiles)
      .set({ headline: "Kept, then changed", bio: "A new bio" })
      .where(eq(providerProfiles.userId, sarah));
    expect((await cardOf(sarah))!.headline).toBe("Kept, then changed");
    expect((await profileOf(sarah)).bio).toBe("A new bio");

    await database.db.delete(providerConcerns).where(eq(providerConcerns.providerId, sarah));
    expect((await cardOf(sarah))!.concerns).toEqual([]);
    expect((await profileOf(sarah)).concerns).toEqual([]);

    await setListed(sarah, false);
    expect(await cardOf(sarah)).toBeUndefined();
    expect((await call(`/providers/${sarah}`)).status).toBe(404);
    await setListed(sarah, true);
    expect(await cardOf(sarah)).toBeDefined();
  });

  it("moves the version when a therapist's time zone changes: their next free time is made in it", async () => {
    const sarah = await sarahId();
    const before = await version();
    const [row] = await database.db
      .select({ timezone: users.timezone })
      .from(users)
      .where(eq(users.id, sarah));
    await database.db.update(users).set({ timezone: "Asia/Tokyo" }).where(eq(users.id, sarah));
    expect(await version()).not.toBe(before);
    await database.db.update(users).set({ timezone: row!.timezone }).where(eq(users.id, sarah));
  });

  it("shows a card's and a profile's rating as it is after a review is edited", async () => {
    const [reviewed] = await database.db.select({ id: reviews.providerId }).from(reviews).limit(1);
    const id = reviewed!.id;
    const [person] = await database.db
      .select({ lastName: users.lastName })
      .from(users)
      .where(eq(users.id, id));
    const card = async () =>
      ((await call(`/providers?q=${person!.lastName}`)).body.data as Card[]).find(
        (c) => c.identifier === id,
      ) as Card & { rating: number; reviewCount: number };
    const before = await card();
    expect(before.reviewCount).toBeGreaterThan(0);
    expect((await profileOf(id)).rating).toBe(before.rating);

    const version0 = await version();
    await database.db.update(reviews).set({ ratingHalves: 1 }).where(eq(reviews.providerId, id));
    expect(await version()).not.toBe(version0);
    expect((await card()).rating).toBe(0.5);
    expect((await profileOf(id)).rating).toBe(0.5);

    await database.db.delete(reviews).where(eq(reviews.providerId, id));
    expect(await card()).toMatchObject({ rating: null, reviewCount: 0 });
    expect((await profileOf(id)).reviewCount).toBe(0);
  });

  it("reads the next free time for every request: a booking moves a kept card's", async () => {
    const therapist = await bookableTherapist();
    const first = async () => (await cardOf(therapist.providerId))!.nextAvailable;
    const [slot, next] = await freeSlots(therapist.providerId, therapist.categoryId);
    expect(await first()).toBe(slot!.start);
    const client = await signedInUser({ countryCode: "US" });
    expect((await requestBooking(client.token, therapist, slot!.identifier)).status).toBe(201);
    expect(await first()).toBe(next!.start);
    expect((await profileOf(therapist.providerId)).nextAvailable).toBe(next!.start);
  });
});
