import { and, eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  availabilityDates,
  bookings,
  providerProfiles,
  providerTherapyCategories,
  slotsVersion,
  users,
} from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { bookableTherapist, freeSlots, requestBooking } from "@/tests/helpers/booking";
import { createUser, signedInUser } from "@/tests/helpers/factories";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { keptWhileSlotsUnchanged } from "./kept-slots";
import type { TimeInterval } from "../slots";
import { providerContexts } from "./provider-context";
import { listSlots, nextFreeSlots } from "./slot-reads";

const database = withTestDatabase({ seed: true });
afterEach(() => vi.useRealTimers());

const versionOf = async (providerId: string) =>
  (
    await database.db
      .select({ version: slotsVersion.version })
      .from(slotsVersion)
      .where(eq(slotsVersion.providerId, providerId))
  )[0]?.version;

type Day = {
  date: { date: string };
  timeSlot: { identifier: string; isBooked: boolean; start: string }[];
};
/** The public slots of a therapist's category, as GET /provider-availability/timeslot answers. */
const daysOf = async (therapist: { providerId: string; categoryId: string }, timezone?: string) => {
  const res = await call(
    `/provider-availability/timeslot/${therapist.providerId}?category=${therapist.categoryId}${timezone ? `&timezone=${timezone}` : ""}`,
  );
  expect(res.status).toBe(200);
  return res.body.data as Day[];
};
const slotOf = (days: Day[], identifier: string) =>
  days.flatMap((d) => d.timeSlot).find((s) => s.identifier === identifier);

const NEW_YORK = "America/New_York"; // the seeded Sarah Mitchell's zone, Mon-Fri 09:00-17:00

const WEEK = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** The first instant after `after`, on a quarter hour, whose wall clock in `timeZone` is `time`. */
function nextLocal(timeZone: string, time: string, after: number, days = WEEK) {
  const format = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  for (let at = Math.ceil(after / 900_000) * 900_000; ; at += 900_000) {
    const parts = format.formatToParts(at);
    const part = (type: string) => parts.find((p) => p.type === type)!.value;
    if (`${part("hour")}:${part("minute")}` !== time) continue;
    if (days.includes(part("weekday"))) return at;
  }
}

/** A compute that says how often it ran. */
function counting(value: string, until = Infinity) {
  const counter = {
    runs: 0,
    compute: async () => {
      counter.runs++;
      return { value, until };
    },
  };
  return counter;
}

describe("a therapist's kept slots", () => {
  it("makes an answer once while nothing it reads changes, and again after a change", async () => {
    const { providerId } = await bookableTherapist();
    const now = Date.now();
    const counter = counting("month");
    expect(await keptWhileSlotsUnchanged("days", providerId, "a", now, counter.compute)).toBe(
      "month",
    );
    expect(await keptWhileSlotsUnchanged("days", providerId, "a", now, counter.compute)).toBe(
      "month",
    );
    expect(counter.runs).toBe(1);

    await database.db
      .insert(availabilityDates)
      .values({ providerId, date: "2099-01-01", isAvailable: false, intervals: [] });
    await keptWhileSlotsUnchanged("days", providerId, "a", now, counter.compute);
    expect(counter.runs).toBe(2);
  });

  it("keeps an answer only from when it was made until the instant it says", async () => {
    const { providerId } = await bookableTherapist();
    const now = Date.now();
    const counter = counting("until", now + 1000);
    await keptWhileSlotsUnchanged("days", providerId, "b", now, counter.compute);
    await keptWhileSlotsUnchanged("days", providerId, "b", now + 999, counter.compute);
    expect(counter.runs).toBe(1);
    await keptWhileSlotsUnchanged("days", providerId, "b", now + 1000, counter.compute);
    expect(counter.runs).toBe(2);
    // Made at now + 1000: a read for an earlier instant makes its own.
    await keptWhileSlotsUnchanged("days", providerId, "b", now + 500, counter.compute);
    expect(counter.runs).toBe(3);
  });

  it("keeps nothing under a version newer than what it read", async () => {
    const { providerId } = await bookableTherapist();
    const now = Date.now();
    // A change commits while the answer is being made: the answer may predate it.
    await keptWhileSlotsUnchanged("days", providerId, "c", now, async () => {
      await database.db
        .insert(availabilityDates)
        .values({ providerId, date: "2099-01-02", isAvailable: false, intervals: [] });
      return { value: "before the change", until: Infinity };
    });
    const counter = counting("after the change");
    expect(await keptWhileSlotsUnchanged("days", providerId, "c", now, counter.compute)).toBe(
      "after the change",
    );
    expect(counter.runs).toBe(1);
  });

  it("moves with every change a therapist's slots are made of, once per transaction", async () => {
    // A therapist of this test's own: the changes below would leave a seeded one unbookable.
    const { id: providerId } = await createUser({ userType: "provider" });
    const { categoryId } = await bookableTherapist();
    const changes = [
      () => database.db.insert(providerTherapyCategories).values({ providerId, categoryId }),
      () =>
        database.db
          .update(providerProfiles)
          .set({ minimumNoticeMinutes: 240 })
          .where(eq(providerProfiles.userId, providerId)),
      () =>
        database.db.update(users).set({ timezone: "Asia/Tokyo" }).where(eq(users.id, providerId)),
      () => database.db.update(users).set({ isActive: false }).where(eq(users.id, providerId)),
      () =>
        database.db
          .delete(providerTherapyCategories)
          .where(
            and(
              eq(providerTherapyCategories.providerId, providerId),
              eq(providerTherapyCategories.categoryId, categoryId),
            ),
          ),
      () =>
        database.db
          .insert(availabilityDates)
          .values({ providerId, date: "2099-01-03", isAvailable: false, intervals: [] }),
    ];
    for (const change of changes) {
      const before = await versionOf(providerId);
      await change();
      expect(await versionOf(providerId)).toBe(before! + 1);
    }

    const before = await versionOf(providerId);
    await database.db.transaction(async (tx) => {
      for (const date of ["2099-02-01", "2099-02-02", "2099-02-03"])
        await tx
          .insert(availabilityDates)
          .values({ providerId, date, isAvailable: false, intervals: [] });
      await tx
        .update(providerProfiles)
        .set({ minimumNoticeMinutes: 120 })
        .where(eq(providerProfiles.userId, providerId));
    });
    expect(await versionOf(providerId)).toBe(before! + 1);

    await database.db
      .transaction(async (tx) => {
        await tx
          .insert(availabilityDates)
          .values({ providerId, date: "2099-03-01", isAvailable: false, intervals: [] });
        throw new Error("roll back");
      })
      .catch(() => {});
    expect(await versionOf(providerId)).toBe(before! + 1);
  });

  it("moves both therapists' versions when a booking passes from one to the other, and on its delete", async () => {
    const sarah = await bookableTherapist();
    const marcus = await bookableTherapist("marcus.lee@demo.therapy");
    const client = await signedInUser({ countryCode: "US" });
    const [slot] = await freeSlots(sarah.providerId, sarah.categoryId);
    const booked = await requestBooking(client.token, sarah, slot!.identifier);
    const bookingId = booked.body.data.identifier as string;
    const before = [await versionOf(sarah.providerId), await versionOf(marcus.providerId)];

    await database.db
      .update(bookings)
      .set({ providerId: marcus.providerId })
      .where(eq(bookings.id, bookingId));
    expect(await versionOf(sarah.providerId)).toBe(before[0]! + 1);
    expect(await versionOf(marcus.providerId)).toBe(before[1]! + 1);

    await database.db.delete(bookings).where(eq(bookings.id, bookingId));
    expect(await versionOf(sarah.providerId)).toBe(before[0]! + 1);
    expect(await versionOf(marcus.providerId)).toBe(before[1]! + 2);
  });

  it("moves each therapist's version once for an insert of many bookings, and once for an insert and an update of it in one transaction", async () => {
    const sarah = await bookableTherapist();
    const marcus = await bookableTherapist("marcus.lee@demo.therapy");
    const client = await signedInUser({ countryCode: "US" });
    const ids: string[] = [];
    for (const therapist of [sarah, marcus]) {
      const [slot] = await freeSlots(therapist.providerId, therapist.categoryId);
      const booked = await requestBooking(client.token, therapist, slot!.identifier);
      ids.push(booked.body.data.identifier as string);
    }
    // `each` copies of each booking, the first `years` later and each next a year after it.
    const copies = (ids: string[], years: number, each: number) => sql`
      insert into bookings
      select (jsonb_populate_record(null::bookings, to_jsonb(b) || jsonb_build_object(
        'id', gen_random_uuid(),
        'start_time', b.start_time + make_interval(years => ${years} + g),
        'end_time', b.end_time + make_interval(years => ${years} + g)))).*
      from bookings b, generate_series(1, ${each}) g
      where b.id = any(${sql.param(ids)}::uuid[])
      returning id`;
    const before = [await versionOf(sarah.providerId), await versionOf(marcus.providerId)];

    // Two new rows of each therapist in one statement.
    await database.db.execute(copies(ids, 50, 2));
    expect(await versionOf(sarah.providerId)).toBe(before[0]! + 1);
    expect(await versionOf(marcus.providerId)).toBe(before[1]! + 1);

    await database.db.transaction(async (tx) => {
      const { rows } = (await tx.execute(copies([ids[0]!], 60, 1))) as unknown as {
        rows: { id: string }[];
      };
      await tx
        .update(bookings)
        .set({ endTime: sql`end_time + interval '5 minutes'` })
        .where(eq(bookings.id, rows[0]!.id));
    });
    expect(await versionOf(sarah.providerId)).toBe(before[0]! + 2);
    expect(await versionOf(marcus.providerId)).toBe(before[1]! + 1);
    // Left on hold, Sarah's first slot would be hidden from the tests below until the hold ran out.
    await database.db.delete(bookings).where(eq(bookings.clientId, client.user.id));
  });

  it("does not move for another therapist's booking, nor for a client's profile", async () => {
    const sarah = await bookableTherapist();
    const marcus = await bookableTherapist("marcus.lee@demo.therapy");
    const before = await versionOf(sarah.providerId);
    const client = await signedInUser({ countryCode: "US" });
    const [slot] = await freeSlots(marcus.providerId, marcus.categoryId);
    expect((await requestBooking(client.token, marcus, slot!.identifier)).status).toBe(201);
    await database.db
      .update(users)
      .set({ timezone: "Europe/Berlin" })
      .where(eq(users.id, client.user.id));
    expect(await versionOf(sarah.providerId)).toBe(before);
    expect(await versionOf(client.user.id)).toBeUndefined();
  });

  it("shows a booked slot as booked at once, and free again once the booking is cancelled", async () => {
    const therapist = await bookableTherapist();
    const [, slot] = await freeSlots(therapist.providerId, therapist.categoryId);
    expect(slotOf(await daysOf(therapist), slot!.identifier)!.isBooked).toBe(false);
    const client = await signedInUser({ countryCode: "US" });
    const booked = await requestBooking(client.token, therapist, slot!.identifier);
    expect(booked.status).toBe(201);
    expect(slotOf(await daysOf(therapist), slot!.identifier)!.isBooked).toBe(true);

    await database.db
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: new Date(), cancelledBy: "client" })
      .where(eq(bookings.id, booked.body.data.identifier));
    expect(slotOf(await daysOf(therapist), slot!.identifier)!.isBooked).toBe(false);
  });

  it("frees a held slot when its hold ends, with no write", async () => {
    const therapist = await bookableTherapist();
    const [, , slot] = await freeSlots(therapist.providerId, therapist.categoryId);
    const client = await signedInUser({ countryCode: "US" });
    const booked = await requestBooking(client.token, therapist, slot!.identifier);
    expect(booked.status).toBe(201);
    const [hold] = await database.db
      .select({ status: bookings.status, holdExpiresAt: bookings.holdExpiresAt })
      .from(bookings)
      .where(eq(bookings.id, booked.body.data.identifier));
    expect(hold!.status).toBe("pending");
    expect(slotOf(await daysOf(therapist), slot!.identifier)!.isBooked).toBe(true);
    const version = await versionOf(therapist.providerId);

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(hold!.holdExpiresAt!.getTime() + 1000);
    expect(slotOf(await daysOf(therapist), slot!.identifier)!.isBooked).toBe(false);
    expect(await versionOf(therapist.providerId)).toBe(version);
  });

  it("drops the first slot once the minimum notice reaches it, with no write", async () => {
    const therapist = await bookableTherapist();
    const [profile] = await database.db
      .select({ notice: providerProfiles.minimumNoticeMinutes })
      .from(providerProfiles)
      .where(eq(providerProfiles.userId, therapist.providerId));
    // 06:30 on a weekday in New York: her first slot that day is 09:00, and no midnight comes first.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(nextLocal(NEW_YORK, "06:30", Date.now() + 86_400_000, WEEK.slice(0, 5)));
    const [first] = (await daysOf(therapist)).flatMap((d) => d.timeSlot);
    expect(Date.parse(first!.start)).toBe(Date.now() + 150 * 60_000);
    const version = await versionOf(therapist.providerId);

    vi.setSystemTime(Date.parse(first!.start) - profile!.notice * 60_000 + 1000);
    expect(slotOf(await daysOf(therapist), first!.identifier)).toBeUndefined();
    expect(await versionOf(therapist.providerId)).toBe(version);
  });

  it("reaches one day further after the therapist's midnight, with no write", async () => {
    const therapist = await bookableTherapist();
    // A viewer in Tokyo at 20:00 in New York: her midnight comes 4 hours later, the viewer's 14.
    const lastDate = async () => (await daysOf(therapist, "Asia/Tokyo")).at(-1)!.date.date;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(nextLocal(NEW_YORK, "20:00", Date.now()));
    const before = await lastDate();
    const version = await versionOf(therapist.providerId);

    vi.setSystemTime(Date.now() + 4 * 3_600_000 + 1000);
    expect(Date.parse(await lastDate())).toBe(Date.parse(before) + 86_400_000);
    expect(await versionOf(therapist.providerId)).toBe(version);
  });

  it("starts at the viewer's new day after their midnight, with no write", async () => {
    const therapist = await bookableTherapist();
    // 23:00 on a Saturday in Tokyo is 09:00 or 10:00 in New York (with or without summer time):
    // the viewer's midnight comes first, before the therapist's and her first slot (Monday).
    const firstDate = async () => (await daysOf(therapist, "Asia/Tokyo"))[0]!.date.date;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(nextLocal("Asia/Tokyo", "23:00", Date.now(), ["Sat"]));
    const before = await firstDate();

    vi.setSystemTime(Date.now() + 3_600_000 + 1000);
    expect(Date.parse(await firstDate())).toBe(Date.parse(before) + 86_400_000);
  });
});

describe("a card's kept next free time", () => {
  const SPAN = 14 * 86_400_000;
  const calendarOf = async (providerId: string) => (await providerContexts([providerId]))[0]!;
  /** The first free slot listSlots offers between two instants. */
  const firstListed = async (providerId: string, from: number, to: number) =>
    (
      await listSlots({ providerId, from: new Date(from), to: new Date(to), now: new Date(from) })
    ).find((s) => !s.isBooked)?.start;
  /** A new therapist, with no weekly hours and no holds: free only on `date`, in their zone. */
  async function freeOnlyOn(date: (timezone: string) => [string, TimeInterval]) {
    const { id: providerId } = await createUser({ userType: "provider" });
    const calendar = await calendarOf(providerId);
    const [day, interval] = date(calendar.timezone);
    await database.db
      .insert(availabilityDates)
      .values({ providerId, date: day, isAvailable: true, intervals: [interval] });
    return { providerId, calendar };
  }

  it("answers what listSlots offers first, and the same again while it is kept", async () => {
    const ids = ["sarah.mitchell@demo.therapy", "marcus.lee@demo.therapy"];
    const calendars = await Promise.all(
      ids.map(async (email) => calendarOf((await bookableTherapist(email)).providerId)),
    );
    const now = Date.now();
    const made = new Map<string, number>();
    for (const { providerId } of calendars)
      made.set(providerId, (await firstListed(providerId, now, now + SPAN))!);
    expect(await nextFreeSlots(calendars, SPAN, now)).toEqual(made);
    expect(await nextFreeSlots(calendars, SPAN, now + 1000)).toEqual(made);
  });

  it("moves to the next slot once the minimum notice reaches the first, with no write", async () => {
    // Free 09:00-12:00 on one day three days from now.
    const { providerId, calendar } = await freeOnlyOn((timezone) => [
      new Intl.DateTimeFormat("en-CA", { timeZone: timezone }).format(Date.now() + 3 * 86_400_000),
      { startTime: "09:00", endTime: "12:00" },
    ]);
    const now = Date.now();
    const first = (await nextFreeSlots([calendar], SPAN, now)).get(providerId)!;
    const version = await versionOf(providerId);
    const later = first - calendar.minimumNoticeMinutes * 60_000 + 1000;
    expect((await nextFreeSlots([calendar], SPAN, later)).get(providerId)).toBe(first + 3_600_000);
    expect(await versionOf(providerId)).toBe(version);
  });

  it("shows a free time once it enters the span, with no write", async () => {
    // Free for one hour only, starting one to four hours past the span, on their own clock.
    const now = Date.now();
    const { providerId, calendar } = await freeOnlyOn((timezone) => {
      const wall = (at: number) =>
        new Intl.DateTimeFormat("sv-SE", {
          timeZone: timezone,
          dateStyle: "short",
          timeStyle: "short",
        })
          .format(at)
          .split(" ");
      let at = now + SPAN + 2 * 3_600_000;
      if (wall(at)[1]!.startsWith("23")) at += 2 * 3_600_000;
      const [date, time] = wall(at);
      const hour = Number(time!.slice(0, 2));
      const hh = (h: number) => `${String(h).padStart(2, "0")}:00`;
      return [date!, { startTime: hh(hour), endTime: hh(hour + 1) }];
    });
    expect((await nextFreeSlots([calendar], SPAN, now)).get(providerId)).toBeUndefined();
    const slot = await firstListed(providerId, now, now + SPAN + 86_400_000);
    expect(slot! - now - SPAN).toBeLessThan(86_400_000);

    const version = await versionOf(providerId);
    const entered = slot! - SPAN + 1000;
    expect((await nextFreeSlots([calendar], SPAN, entered)).get(providerId)).toBe(slot);
    expect(await versionOf(providerId)).toBe(version);
  });

  it("gives a held slot back when its hold ends, with no write", async () => {
    // Booked a minute past the hour, so the slot is still outside the therapist's notice when the
    // hold ends (booked at 12:55, the 15:00 slot would fall inside a two-hour notice by 13:11).
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 60_000);
    const therapist = await bookableTherapist();
    const calendar = await calendarOf(therapist.providerId);
    const [first] = await freeSlots(therapist.providerId, therapist.categoryId);
    const client = await signedInUser({ countryCode: "US" });
    const booked = await requestBooking(client.token, therapist, first!.identifier);
    expect(booked.status).toBe(201);
    const [hold] = await database.db
      .select({ holdExpiresAt: bookings.holdExpiresAt })
      .from(bookings)
      .where(eq(bookings.id, booked.body.data.identifier));
    const next = async () => (await nextFreeSlots([calendar], SPAN)).get(therapist.providerId);
    expect(await next()).toBeGreaterThan(Date.parse(first!.start));
    const version = await versionOf(therapist.providerId);

    vi.setSystemTime(hold!.holdExpiresAt!.getTime() + 1000);
    expect(await next()).toBe(Date.parse(first!.start));
    expect(await versionOf(therapist.providerId)).toBe(version);
  });
});
