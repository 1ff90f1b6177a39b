// @vitest-environment node
import { describe, expect, it, onTestFinished } from "vitest";
import { providerTherapyCategories, therapyCategories } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { addDays, addMonths, formatCivilDate, isoWeekday, utcToZoned } from "../time-zone";
import { setBusyIntervalSource } from "./busy";
import { findOfferedSlot, isSlotOffered } from "./service";

const database = withTestDatabase({ seed: true });

// Test providers live in Africa/Lagos (tests/helpers/factories.ts).
const today = () => utcToZoned("Africa/Lagos", Date.now());
/** The first Monday at least three days ahead, so the minimum notice never matters. */
function nextMonday() {
  let d = addDays(today(), 3);
  while (isoWeekday(d) !== 1) d = addDays(d, 1);
  return d;
}
const week = (overrides: Record<string, unknown>[] = []) => ({
  days: [
    {
      day: "MONDAY",
      isAvailable: true,
      timeSlotsInterval: [
        { startTime: "09:00", endTime: "12:00" },
        { startTime: "14:00", endTime: "16:00" },
      ],
    },
    ...overrides,
  ],
});

async function providerWithCategories() {
  const session = await signedInUser({ userType: "provider" });
  const categories = await database.db.select().from(therapyCategories);
  const [individual, couples, family] = ["individual", "couples", "family"].map(
    (slug) => categories.find((c) => c.slug === slug)!.id,
  );
  await database.db.insert(providerTherapyCategories).values([
    { providerId: session.user.id, categoryId: individual! },
    { providerId: session.user.id, categoryId: couples! },
  ]);
  return { ...session, individual: individual!, couples: couples!, family: family! };
}

describe("settings", () => {
  it("reads and changes the setup type and the minimum notice", async () => {
    const { token } = await signedInUser({ userType: "provider" });
    const read = await call("/provider-availability/settings", { token });
    expect(read.body.data).toEqual({
      calendarSetupType: "GENERAL",
      minimumNoticeHours: 2,
      slotMinutes: 60,
      timezone: "Africa/Lagos",
      categories: [],
    });
    const put = await call("/provider-availability/settings", {
      token,
      method: "PUT",
      body: { calendarSetupType: "BY_CATEGORY", minimumNoticeHours: 0 },
    });
    expect(put.body.data).toMatchObject({
      calendarSetupType: "BY_CATEGORY",
      minimumNoticeHours: 0,
    });
  });

  it.each([
    [{ minimumNoticeHours: -1 }, 400],
    [{ minimumNoticeHours: 168 }, 200],
    [{ minimumNoticeHours: 169 }, 400],
    [{ calendarSetupType: "WEEKLY" }, 400],
    [{}, 400],
  ])("PUT %j answers %i", async (body, status) => {
    const { token } = await signedInUser({ userType: "provider" });
    expect(
      (await call("/provider-availability/settings", { token, method: "PUT", body })).status,
    ).toBe(status);
  });

  it("is for therapists only", async () => {
    expect((await call("/provider-availability/settings")).status).toBe(401);
    const client = await signedInUser({ userType: "client" });
    expect((await call("/provider-availability/settings", { token: client.token })).status).toBe(
      403,
    );
    const put = await call("/provider-availability/days/recurring", {
      token: client.token,
      body: week(),
    });
    expect(put.status).toBe(403);
  });
});

describe("weekly recurring days", () => {
  it("answers all seven days, unavailable until saved, then the saved intervals", async () => {
    const { token } = await signedInUser({ userType: "provider" });
    const empty = await call("/provider-availability/days/default", { token });
    expect(empty.body.data).toHaveLength(7);
    expect(empty.body.data[0]).toEqual({
      identifier: null,
      day: "MONDAY",
      isAvailable: false,
      timeslotIntervals: [],
    });
    const saved = await call("/provider-availability/days/recurring", {
      token,
      body: week([{ day: "SUNDAY", isAvailable: false, timeSlotsInterval: [] }]),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data[0]).toMatchObject({
      day: "MONDAY",
      isAvailable: true,
      timeslotIntervals: [
        { startTime: "09:00", endTime: "12:00" },
        { startTime: "14:00", endTime: "16:00" },
      ],
    });
    expect(saved.body.data[0].identifier).toEqual(expect.any(String));
    expect(saved.body.data[6]).toMatchObject({
      day: "SUNDAY",
      isAvailable: false,
      timeslotIntervals: [],
    });
    // Saving one day leaves the others as they were.
    await call("/provider-availability/days/recurring", {
      token,
      body: {
        days: [
          {
            day: "TUESDAY",
            isAvailable: true,
            timeSlotsInterval: [{ startTime: "10:00", endTime: "11:00" }],
          },
        ],
      },
    });
    const read = await call("/provider-availability/days/default", { token });
    expect(
      read.body.data
        .filter((d: { isAvailable: boolean }) => d.isAvailable)
        .map((d: { day: string }) => d.day),
    ).toEqual(["MONDAY", "TUESDAY"]);
  });

  it.each([
    [
      "an end before the start",
      [{ startTime: "12:00", endTime: "11:00" }],
      "The end time must be after the start time",
    ],
    [
      "an empty interval",
      [{ startTime: "12:00", endTime: "12:00" }],
      "The end time must be after the start time",
    ],
    [
      "overlapping intervals",
      [
        { startTime: "09:00", endTime: "12:00" },
        { startTime: "11:00", endTime: "13:00" },
      ],
      "Time intervals must not overlap",
    ],
    ["a 24:00 end", [{ startTime: "09:00", endTime: "24:00" }], "Use a 24-hour time such as 09:00"],
    [
      "a 12-hour time",
      [{ startTime: "9:00 AM", endTime: "10:00" }],
      "Use a 24-hour time such as 09:00",
    ],
    [
      "no interval on an available day",
      [],
      "Add at least one time interval or mark the day unavailable",
    ],
  ])("refuses %s", async (_, timeSlotsInterval, message) => {
    const { token } = await signedInUser({ userType: "provider" });
    const res = await call("/provider-availability/days/recurring", {
      token,
      body: { days: [{ day: "MONDAY", isAvailable: true, timeSlotsInterval }] },
    });
    expect(res.status).toBe(400);
    expect(Object.values(res.body.errors)).toEqual([message]);
  });

  it("accepts back-to-back intervals and the last minute of the day, and refuses repeated days", async () => {
    const { token } = await signedInUser({ userType: "provider" });
    const ok = await call("/provider-availability/days/recurring", {
      token,
      body: {
        days: [
          {
            day: "MONDAY",
            isAvailable: true,
            timeSlotsInterval: [
              { startTime: "09:00", endTime: "12:00" },
              { startTime: "12:00", endTime: "23:59" },
            ],
          },
        ],
      },
    });
    expect(ok.status).toBe(200);
    const twice = await call("/provider-availability/days/recurring", {
      token,
      body: { days: [week().days[0], week().days[0]] },
    });
    expect(twice.status).toBe(400);
    expect(
      (await call("/provider-availability/days/recurring", { token, body: { days: [] } })).status,
    ).toBe(400);
  });

  it("keeps a week per therapy category, only for categories the therapist offers", async () => {
    const p = await providerWithCategories();
    const res = await call("/provider-availability/days/recurring", {
      token: p.token,
      body: { categoryIdentifier: p.couples, ...week() },
    });
    expect(res.status).toBe(200);
    const general = await call("/provider-availability/days/default", { token: p.token });
    expect(general.body.data[0].isAvailable).toBe(false);
    const couples = await call(`/provider-availability/days/default?category=${p.couples}`, {
      token: p.token,
    });
    expect(couples.body.data[0].isAvailable).toBe(true);
    const other = await call("/provider-availability/days/recurring", {
      token: p.token,
      body: { categoryIdentifier: p.family, ...week() },
    });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe("You do not offer this therapy category.");
  });
});

describe("GET and POST /api/provider/availability-setting", () => {
  it("saves the setup type and a scope's week together", async () => {
    const p = await providerWithCategories();
    const res = await call("/provider/availability-setting", {
      token: p.token,
      body: {
        calendarSetupType: "BY_CATEGORY",
        categoryIdentifier: p.individual,
        days: week().days,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      calendarSetupType: "BY_CATEGORY",
      categoryIdentifier: p.individual,
      timezone: "Africa/Lagos",
    });
    expect(res.body.data.days[0].isAvailable).toBe(true);
    const read = await call(`/provider/availability-setting?category=${p.individual}`, {
      token: p.token,
    });
    expect(read.body.data).toEqual(res.body.data);
    const missing = await call("/provider/availability-setting", {
      token: p.token,
      body: { calendarSetupType: "BY_CATEGORY", days: week().days },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ categoryIdentifier: "Select a therapy category" });
  });
});

describe("specific dates", () => {
  it("blocks and opens dates from today to two months ahead, and deletes them", async () => {
    const { token } = await signedInUser({ userType: "provider" });
    const t = today();
    const last = addMonths(t, 2);
    const post = (date: string, body: Record<string, unknown> = { isAvailable: false }) =>
      call("/provider-availability/days/custom", { token, body: { date, ...body } });
    expect((await post(formatCivilDate(addDays(t, -1)))).status).toBe(400);
    const first = await post(formatCivilDate(t));
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      date: formatCivilDate(t),
      isAvailable: false,
      timeslotIntervals: [],
    });
    expect((await post(formatCivilDate(last))).status).toBe(201);
    const over = await post(formatCivilDate(addDays(last, 1)));
    expect(over.status).toBe(400);
    expect(over.body.errors).toEqual({ date: "Choose a date from today to two months ahead" });
    expect((await post("2026-02-30")).status).toBe(400);
    // Saving a date again replaces it.
    const open = await post(formatCivilDate(t), {
      isAvailable: true,
      timeSlotsInterval: [{ startTime: "10:00", endTime: "12:00" }],
    });
    expect(open.body.data.identifier).toBe(first.body.data.identifier);
    expect(open.body.data.timeslotIntervals).toEqual([{ startTime: "10:00", endTime: "12:00" }]);
    const list = await call("/provider-availability/days/custom", { token });
    expect(list.body.data.map((d: { date: string }) => d.date)).toEqual([
      formatCivilDate(t),
      formatCivilDate(last),
    ]);

    const other = await signedInUser({ userType: "provider" });
    const stolen = await call(`/provider-availability/days/custom/${first.body.data.identifier}`, {
      token: other.token,
      method: "DELETE",
    });
    expect(stolen.status).toBe(404);
    expect(
      (await call("/provider-availability/days/custom", { token: other.token })).body.data,
    ).toEqual([]);
    const deleted = await call(`/provider-availability/days/custom/${first.body.data.identifier}`, {
      token,
      method: "DELETE",
    });
    expect(deleted.status).toBe(200);
    expect(
      (
        await call(`/provider-availability/days/custom/${first.body.data.identifier}`, {
          token,
          method: "DELETE",
        })
      ).status,
    ).toBe(404);
    expect(
      (await call("/provider-availability/days/custom/not-a-uuid", { token, method: "DELETE" }))
        .status,
    ).toBe(400);
  });
});

describe("public time slots", () => {
  async function provider() {
    const session = await signedInUser({ userType: "provider" });
    await call("/provider-availability/days/recurring", { token: session.token, body: week() });
    return session;
  }

  it("answers a day's slots as UTC instants and the viewer's wall-clock times", async () => {
    const { user } = await provider();
    const monday = formatCivilDate(nextMonday());
    const res = await call(
      `/provider-availability/timeslot/${user.id}?date=${monday}&timezone=Africa/Lagos`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0].date).toEqual({ date: monday, isAvailable: true });
    expect(res.body.data[0].timeSlot.map((s: { startTime: string }) => s.startTime)).toEqual([
      "09:00",
      "10:00",
      "11:00",
      "14:00",
      "15:00",
    ]);
    expect(res.body.data[0].timeSlot[0]).toEqual({
      identifier: `${monday.replaceAll("-", "")}T0800Z_60`,
      startTime: "09:00",
      endTime: "10:00",
      start: `${monday}T08:00:00.000Z`,
      end: `${monday}T09:00:00.000Z`,
      isBooked: false,
    });
    const tokyo = await call(
      `/provider-availability/timeslot/${user.id}?date=${monday}&timezone=Asia/Tokyo`,
    );
    expect(tokyo.body.data[0].timeSlot.map((s: { startTime: string }) => s.startTime)).toEqual([
      "17:00",
      "18:00",
      "19:00",
      "22:00",
      "23:00",
    ]);
  });

  it("follows specific dates: a blocked date has none, an opened date its own hours", async () => {
    const { user, token } = await provider();
    const monday = nextMonday();
    const nextWeek = addDays(monday, 7);
    await call("/provider-availability/days/custom", {
      token,
      body: { date: formatCivilDate(monday), isAvailable: false },
    });
    await call("/provider-availability/days/custom", {
      token,
      body: {
        date: formatCivilDate(addDays(monday, 1)),
        isAvailable: true,
        timeSlotsInterval: [{ startTime: "18:00", endTime: "20:00" }],
      },
    });
    const month = `${monday.year}-${String(monday.month).padStart(2, "0")}`;
    const inMonth = await call(
      `/provider-availability/timeslot/${user.id}?month=${month}&timezone=Africa/Lagos`,
    );
    expect(inMonth.body.data.length).toBeGreaterThanOrEqual(28);
    expect(
      inMonth.body.data.every((d: { date: { date: string } }) => d.date.date.startsWith(month)),
    ).toBe(true);
    const res = await call(`/provider-availability/timeslot/${user.id}?timezone=Africa/Lagos`);
    const days = new Map(res.body.data.map((d: { date: { date: string } }) => [d.date.date, d]));
    expect(days.get(formatCivilDate(monday))).toEqual({
      date: { date: formatCivilDate(monday), isAvailable: false },
      timeSlot: [],
      bookedSlots: [],
    });
    const tuesday = days.get(formatCivilDate(addDays(monday, 1))) as {
      timeSlot: { startTime: string }[];
    };
    expect(tuesday.timeSlot.map((s) => s.startTime)).toEqual(["18:00", "19:00"]);
    const later = await call(
      `/provider-availability/timeslot/${user.id}?date=${formatCivilDate(nextWeek)}&timezone=Africa/Lagos`,
    );
    expect(later.body.data[0].timeSlot).toHaveLength(5);
  });

  it("marks slots that overlap a booking as booked, from the booking feature's busy intervals", async () => {
    const { user } = await provider();
    const monday = formatCivilDate(nextMonday());
    const bookings = setBusyIntervalSource(
      async () =>
        new Map([
          [
            user.id,
            [{ start: Date.parse(`${monday}T09:00:00Z`), end: Date.parse(`${monday}T10:00:00Z`) }],
          ],
        ]),
    );
    // Test files share a worker's modules: the booking feature's source goes back in.
    onTestFinished(() => void setBusyIntervalSource(bookings));
    const res = await call(
      `/provider-availability/timeslot/${user.id}?date=${monday}&timezone=Africa/Lagos`,
    );
    expect(res.body.data[0].timeSlot.map((s: { isBooked: boolean }) => s.isBooked)).toEqual([
      false,
      true,
      false,
      false,
      false,
    ]);
  });

  it("answers one slot by its identifier, and 404 for a time not offered", async () => {
    const { user } = await provider();
    const monday = formatCivilDate(nextMonday()).replaceAll("-", "");
    const res = await call(
      `/providers-availability/${user.id}/timeslot/${monday}T0800Z_60?timezone=Europe/Berlin`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ identifier: `${monday}T0800Z_60`, isBooked: false });
    expect(["09:00", "10:00"]).toContain(res.body.data.startTime);
    for (const slot of [
      `${monday}T0830Z_60`,
      `${monday}T0800Z_30`,
      `${monday}T1100Z_60`,
      "garbage",
    ]) {
      expect((await call(`/providers-availability/${user.id}/timeslot/${slot}`)).status).toBe(404);
    }
  });

  it("lets the booking feature check that a requested slot is really offered", async () => {
    const { user, token } = await provider();
    const monday = formatCivilDate(nextMonday());
    const at = (time: string) => new Date(`${monday}T${time}:00Z`);
    expect(await isSlotOffered(user.id, null, at("08:00"), at("09:00"))).toBe(true);
    expect(await isSlotOffered(user.id, null, at("08:00"), at("08:30"))).toBe(false);
    expect(await isSlotOffered(user.id, null, at("11:00"), at("12:00"))).toBe(false);
    expect(
      await findOfferedSlot(user.id, null, `${monday.replaceAll("-", "")}T1300Z_60`),
    ).toMatchObject({ providerTime: "14:00" });
    await call("/provider-availability/days/custom", {
      token,
      body: { date: monday, isAvailable: false },
    });
    expect(await isSlotOffered(user.id, null, at("08:00"), at("09:00"))).toBe(false);
  });

  it("never offers the past, beyond two months, or sooner than the minimum notice", async () => {
    const { user, token } = await signedInUser({ userType: "provider" });
    const all = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"];
    await call("/provider-availability/days/recurring", {
      token,
      body: {
        days: all.map((day) => ({
          day,
          isAvailable: true,
          timeSlotsInterval: [{ startTime: "00:00", endTime: "23:59" }],
        })),
      },
    });
    const before = Date.now();
    const res = await call(`/provider-availability/timeslot/${user.id}?timezone=Africa/Lagos`);
    const after = Date.now();
    const slots = res.body.data.flatMap((d: { timeSlot: { start: string }[] }) => d.timeSlot);
    // The first whole hour after the two hours' notice; Lagos is UTC+1 all year, and its 23:00
    // (22:00 UTC) holds no whole slot before 23:59, so the day's next slot is midnight.
    const firstOffered = (now: number) => {
      const hour = Math.ceil((now + 2 * 3_600_000) / 3_600_000) * 3_600_000;
      return new Date(hour).getUTCHours() === 22 ? hour + 3_600_000 : hour;
    };
    expect([firstOffered(before), firstOffered(after)]).toContain(Date.parse(slots[0].start));
    const lastDate = formatCivilDate(addMonths(today(), 2));
    expect(res.body.data.at(-1).date.date).toBe(lastDate);
    expect(slots.at(-1).start.startsWith(lastDate) || slots.at(-1).start > `${lastDate}T`).toBe(
      true,
    );
    const beyond = formatCivilDate(addDays(addMonths(today(), 2), 2));
    const none = await call(
      `/provider-availability/timeslot/${user.id}?date=${beyond}&timezone=Africa/Lagos`,
    );
    expect(none.body.data[0].timeSlot).toEqual([]);
  });

  it("needs a category when availability is set up per category, and uses that category's week", async () => {
    const p = await providerWithCategories();
    await call("/provider/availability-setting", {
      token: p.token,
      body: { calendarSetupType: "BY_CATEGORY", categoryIdentifier: p.couples, days: week().days },
    });
    const monday = formatCivilDate(nextMonday());
    const without = await call(`/provider-availability/timeslot/${p.user.id}?date=${monday}`);
    expect(without.status).toBe(400);
    expect(without.body.errors).toEqual({ category: "Select a therapy category" });
    const couples = await call(
      `/provider-availability/timeslot/${p.user.id}?date=${monday}&category=${p.couples}`,
    );
    expect(couples.body.data[0].timeSlot).toHaveLength(5);
    const individual = await call(
      `/provider-availability/timeslot/${p.user.id}?date=${monday}&category=${p.individual}`,
    );
    expect(individual.body.data[0].timeSlot).toEqual([]);
    const notOffered = await call(
      `/provider-availability/timeslot/${p.user.id}?date=${monday}&category=${p.family}`,
    );
    expect(notOffered.body.data[0].timeSlot).toEqual([]);
  });

  it.each([
    "?date=2026-13-01",
    "?month=2026-1",
    "?date=2026-12-01&month=2026-12",
    "?timezone=Mars/Olympus",
    "?category=nope",
  ])("answers 400 for %s", async (query) => {
    const { user } = await provider();
    expect((await call(`/provider-availability/timeslot/${user.id}${query}`)).status).toBe(400);
  });

  it("answers 404 for someone who is not an active therapist", async () => {
    const client = await signedInUser({ userType: "client" });
    expect((await call(`/provider-availability/timeslot/${client.user.id}`)).status).toBe(404);
    expect(
      (await call("/provider-availability/timeslot/00000000-0000-4000-8000-000000000000")).status,
    ).toBe(404);
  });
});

describe("GET /api/provider-availability/calendar", () => {
  it("marks each day from today to two months ahead available or not", async () => {
    const { token } = await signedInUser({ userType: "provider" });
    await call("/provider-availability/days/recurring", { token, body: week() });
    const monday = nextMonday();
    const blocked = await call("/provider-availability/days/custom", {
      token,
      body: { date: formatCivilDate(monday), isAvailable: false },
    });
    const res = await call("/provider-availability/calendar", { token });
    expect(res.status).toBe(200);
    expect(res.body.data.from).toBe(formatCivilDate(today()));
    expect(res.body.data.to).toBe(formatCivilDate(addMonths(today(), 2)));
    const days = new Map(res.body.data.days.map((d: { date: string }) => [d.date, d]));
    expect(days.get(formatCivilDate(monday))).toEqual({
      date: formatCivilDate(monday),
      isAvailable: false,
      source: "custom",
      customDayIdentifier: blocked.body.data.identifier,
      timeslotIntervals: [],
      bookedTimes: 0,
    });
    expect(days.get(formatCivilDate(addDays(monday, 7)))).toMatchObject({
      isAvailable: true,
      source: "weekly",
    });
    expect(days.get(formatCivilDate(addDays(monday, 1)))).toMatchObject({
      isAvailable: false,
      source: "weekly",
    });
    const month = `${monday.year}-${String(monday.month).padStart(2, "0")}`;
    const one = await call(`/provider-availability/calendar?month=${month}`, { token });
    expect(one.body.data.days.every((d: { date: string }) => d.date.startsWith(month))).toBe(true);
  });

  it("counts the times booked on each date of the therapist's own calendar, by their clock", async () => {
    const { token, user } = await signedInUser({ userType: "provider" });
    await call("/provider-availability/days/recurring", { token, body: week() });
    const monday = formatCivilDate(nextMonday());
    const tuesday = formatCivilDate(addDays(nextMonday(), 1));
    const at = (time: string) => Date.parse(`${monday}T${time}:00Z`);
    const [heldUntil, lapsedAt] = [Date.now() + 600_000, Date.now() - 60_000];
    const bookings = setBusyIntervalSource(
      async (ids) =>
        new Map(
          ids.map((id) => [
            id,
            id !== user.id
              ? []
              : [
                  { start: at("08:00"), end: at("09:00") },
                  // A held booking counts until its hold lapses; this one has lapsed.
                  { start: at("10:00"), end: at("11:00"), until: heldUntil },
                  { start: at("12:00"), end: at("13:00"), until: lapsedAt },
                  // 23:30 UTC is 00:30 on Tuesday in Lagos.
                  { start: at("23:30"), end: at("23:30") + 3_600_000 },
                ],
          ]),
        ),
    );
    onTestFinished(() => void setBusyIntervalSource(bookings));
    const res = await call("/provider-availability/calendar", { token });
    const booked = new Map(
      res.body.data.days.map((d: { date: string; bookedTimes: number }) => [d.date, d.bookedTimes]),
    );
    expect([booked.get(monday), booked.get(tuesday)]).toEqual([2, 1]);
    expect(booked.get(formatCivilDate(addDays(nextMonday(), 2)))).toBe(0);
    // Closing the Monday cancels none of them: they are still counted.
    await call("/provider-availability/days/custom", {
      token,
      body: { date: monday, isAvailable: false },
    });
    const closed = await call("/provider-availability/calendar", { token });
    const day = closed.body.data.days.find((d: { date: string }) => d.date === monday);
    expect(day).toMatchObject({ isAvailable: false, bookedTimes: 2 });
  });
});
