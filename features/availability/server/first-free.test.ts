import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { availabilityDates, providerProfiles, users } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { bookableTherapist, freeSlots } from "@/tests/helpers/booking";
import { signedInUser } from "@/tests/helpers/factories";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { providerContexts } from "./provider-context";
import { listSlots, nextFreeSlots } from "./service";

const database = withTestDatabase({ seed: true });
const TWO_WEEKS = 14 * 86_400_000;

/** What listSlots, one provider at a time, says is each provider's first free slot. */
async function oneByOne(ids: string[], from: Date, to: Date) {
  const answer = new Map<string, number>();
  for (const providerId of ids) {
    const free = (await listSlots({ providerId, from, to })).find((s) => !s.isBooked);
    if (free) answer.set(providerId, free.start);
  }
  return answer;
}

const therapistIds = async () =>
  (
    await database.db.select({ id: users.id }).from(users).where(eq(users.userType, "provider"))
  ).map((r) => r.id);

describe("nextFreeSlots: every directory card's next free time in a handful of queries", () => {
  it("answers what listSlots answers for each therapist, with bookings and a day off in the way", async () => {
    const ids = await therapistIds();
    const sarah = await bookableTherapist();
    // Sarah's first two free slots are taken; Marcus takes his first open day off.
    const slots = await freeSlots(sarah.providerId, sarah.categoryId);
    for (const slot of slots.slice(0, 2)) {
      const client = await signedInUser({ countryCode: "US" });
      const res = await call("/booking", {
        token: client.token,
        body: {
          providerId: sarah.providerId,
          therapyCategoryId: sarah.categoryId,
          modality: "video",
          timeslotIdentifier: slot.identifier,
        },
      });
      expect(res.status).toBe(201);
    }
    const marcus = await bookableTherapist("marcus.lee@demo.therapy");
    const marcusFirst = (await freeSlots(marcus.providerId, marcus.categoryId))[0]!;
    const dayOff = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(
      new Date(marcusFirst.start),
    );
    await database.db
      .insert(availabilityDates)
      .values({ providerId: marcus.providerId, date: dayOff, isAvailable: false, intervals: [] });

    const from = new Date();
    const to = new Date(from.getTime() + TWO_WEEKS);
    const batched = await nextFreeSlots(await providerContexts(ids), TWO_WEEKS, from.getTime());
    expect(batched).toEqual(await oneByOne(ids, from, to));
    expect(batched.size).toBeGreaterThanOrEqual(7);
    expect(batched.get(sarah.providerId)).toBe(Date.parse(slots[2]!.start));
    expect(batched.get(marcus.providerId)).toBeGreaterThan(Date.parse(marcusFirst.start));
  });

  it("leaves out therapists without free time or with availability per category", async () => {
    const ids = await therapistIds();
    const from = new Date();
    expect(await nextFreeSlots(await providerContexts(ids), 0, from.getTime())).toEqual(new Map());
    await database.db
      .update(providerProfiles)
      .set({ calendarSetupType: "BY_CATEGORY" })
      .where(inArray(providerProfiles.userId, ids.slice(0, 2)));
    const batched = await nextFreeSlots(await providerContexts(ids), TWO_WEEKS, from.getTime());
    expect(batched.has(ids[0]!)).toBe(false);
    expect(batched.has(ids[1]!)).toBe(false);
    expect(batched.has(ids[2]!)).toBe(true);
    expect(await nextFreeSlots([], TWO_WEEKS)).toEqual(new Map());
  });
});
