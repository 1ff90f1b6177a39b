import { TZDate } from "@date-fns/tz";
import { addWeeks } from "date-fns";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { availabilityDates, bookings, users } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { bookableTherapist, freeSlots, fundWallet, requestBooking } from "@/tests/helpers/booking";
import { signedInUser } from "@/tests/helpers/factories";
import { therapistToken } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });

async function setup() {
  const therapist = await bookableTherapist();
  const client = await signedInUser({ countryCode: "US" });
  const slots = await freeSlots(therapist.providerId, therapist.categoryId);
  const book = (slotIndex: number, token = client.token, extra: Record<string, unknown> = {}) =>
    call("/booking", {
      token,
      body: {
        providerId: therapist.providerId,
        therapyCategoryId: therapist.categoryId,
        modality: "video",
        timeslotIdentifier: slots[slotIndex]!.identifier,
        note: "First session",
        ...extra,
      },
    });
  return { therapist, client, slots, book };
}

describe("POST /api/booking", () => {
  it("books an offered slot: pending, held for 15 minutes, priced from the therapist's fee", async () => {
    const { book, slots, therapist, client } = await setup();
    const res = await book(0);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      status: "pending",
      startTime: new Date(slots[0]!.start).toISOString(),
      modality: "video",
      currency: "USD",
      isFree: false,
      provider: { identifier: therapist.providerId, firstName: "Sarah", lastName: "Mitchell" },
      client: { identifier: client.user.id, firstName: "Test", lastName: "Person" },
    });
    // The answer names both people as the booking's own page does (its names are read on the way).
    const read = await call(`/booking/${res.body.data.identifier}`, { token: client.token });
    expect(read.body.data).toMatchObject({
      provider: res.body.data.provider,
      client: res.body.data.client,
    });
    expect(res.body.data.amount).toBeGreaterThan(0);
    const held = new Date(res.body.data.holdExpiresAt).getTime() - Date.now();
    expect(held).toBeGreaterThan(14 * 60_000);
    expect(held).toBeLessThanOrEqual(15 * 60_000);
    // the public picker now shows the slot as booked
    const again = await freeSlots(therapist.providerId, therapist.categoryId);
    expect(again.map((s) => s.identifier)).not.toContain(slots[0]!.identifier);
  });

  it("answers 409 with a clear message when the slot was just taken", async () => {
    const { book } = await setup();
    expect((await book(1)).status).toBe(201);
    const other = await signedInUser({ countryCode: "US" });
    const res = await book(1, other.token);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: "SLOT_TAKEN",
      message: "Someone else just booked that time. Please pick another slot.",
    });
  });

  it("frees the slot of a booking whose hold ran out", async () => {
    const { book } = await setup();
    const first = await book(2);
    await database.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, first.body.data.identifier));
    const other = await signedInUser({ countryCode: "US" });
    expect((await book(2, other.token)).status).toBe(201);
    const [expired] = await database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, first.body.data.identifier));
    expect(expired!.status).toBe("expired");
  });

  it("refuses a time the therapist does not offer, a bad modality and a long note", async () => {
    const { book } = await setup();
    const notOffered = await book(0, undefined, { timeslotIdentifier: "20990105T0300Z_60" });
    expect(notOffered.status).toBe(409);
    expect(notOffered.body.code).toBe("SLOT_UNAVAILABLE");
    expect((await book(3, undefined, { modality: "teleport" })).body.errors.modality).toBe(
      "Choose how you want to meet",
    );
    // She offers video and in person: exactly those, not a part of one.
    for (const modality of ["audio", "in", "person"])
      expect((await book(3, undefined, { modality })).body.errors?.modality).toBe(
        "Choose how you want to meet",
      );
    expect((await book(4, undefined, { modality: "in-person" })).status).toBe(201);
    expect((await book(3, undefined, { note: "x".repeat(401) })).body.errors.note).toBe(
      "A note can have at most 400 characters",
    );
    expect((await book(3, undefined, { note: "x".repeat(400) })).status).toBe(201);
    const missing = await call("/booking", { token: (await signedInUser()).token, body: {} });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors)).toEqual(
      expect.arrayContaining(["modality", "providerId", "therapyCategoryId"]),
    );
    const noSlot = await book(3, undefined, { timeslotIdentifier: undefined });
    expect(noSlot.body.errors.timeslotIdentifier).toBe("Choose a time slot");
  });

  it("books a day that only a date override opens, for a therapist a day ahead of UTC or behind it", async () => {
    const { therapist, client } = await setup();
    // Saturday in the therapist's zone is off in their week; each zone opens one Saturday alone.
    for (const [timezone, saturdayAhead] of [
      ["Pacific/Kiritimati", 1], // UTC+14: its mornings are the day before in UTC
      ["Pacific/Pago_Pago", 3], // UTC-11: its afternoons are the day after in UTC
    ] as const) {
      await database.db.update(users).set({ timezone }).where(eq(users.id, therapist.providerId));
      const today = new TZDate(Date.now(), timezone);
      const saturday = new TZDate(today, timezone);
      saturday.setDate(today.getDate() + ((6 - today.getDay() + 7) % 7) + 7 * saturdayAhead);
      const dayThere = (instant: Date) =>
        new Intl.DateTimeFormat("en-CA", { timeZone: timezone }).format(instant);
      const date = dayThere(saturday);
      await database.db.insert(availabilityDates).values({
        providerId: therapist.providerId,
        date,
        isAvailable: true,
        intervals: [{ startTime: "09:00", endTime: "17:00" }],
      });
      const slots = await freeSlots(therapist.providerId, therapist.categoryId);
      const slot = slots.find(
        (s) => dayThere(new Date(s.start)) === date && s.start.slice(0, 10) !== date,
      )!;
      expect(slot, `a ${timezone} Saturday slot on another UTC date`).toBeDefined();
      const res = await requestBooking(client.token, therapist, slot.identifier);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.data.startTime).toBe(new Date(slot.start).toISOString());
    }
  });

  it("lets a client book now and pick the time later", async () => {
    const { book, client, slots } = await setup();
    const res = await book(0, undefined, { timeslotIdentifier: undefined, scheduleLater: true });
    expect(res.status).toBe(201);
    expect(res.body.data.startTime).toBeNull();
    const id = res.body.data.identifier;
    const scheduled = await call(`/booking/${id}/schedule`, {
      token: client.token,
      body: { timeslotIdentifier: slots[5]!.identifier },
    });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.data.startTime).toBe(new Date(slots[5]!.start).toISOString());
  });

  it("only clients book, and only signed in", async () => {
    const { book } = await setup();
    const therapist = await signedInUser({ userType: "provider" });
    expect((await book(4, therapist.token)).status).toBe(403);
    expect((await call("/booking", { body: {} })).status).toBe(401);
  });
});

describe("paying from the wallet", () => {
  it("confirms the booking and takes the fee from the balance in one go", async () => {
    const { book, client } = await setup();
    const booking = (await book(6)).body.data;
    await fundWallet(client.user.id, booking.amount + 500, "USD");
    const paid = await call(`/booking/${booking.identifier}/pay`, {
      token: client.token,
      method: "POST",
    });
    expect(paid.status).toBe(200);
    expect(paid.body.data.status).toBe("confirmed");
    const balance = await call("/wallet/balance", { token: client.token });
    expect(balance.body.data.balance).toBe(500);
    // paying again changes nothing
    expect(
      (await call(`/booking/${booking.identifier}/pay`, { token: client.token, method: "POST" }))
        .status,
    ).toBe(200);
    expect((await call("/wallet/balance", { token: client.token })).body.data.balance).toBe(500);
  });

  it("refuses when the balance is short, leaving the booking pending and the money where it was", async () => {
    const { book, client } = await setup();
    const booking = (await book(7)).body.data;
    await fundWallet(client.user.id, booking.amount - 1, "USD");
    const res = await call(`/booking/${booking.identifier}/pay`, {
      token: client.token,
      method: "POST",
    });
    expect(res.status).toBe(402);
    expect(res.body.code).toBe("INSUFFICIENT_FUNDS");
    expect(
      (await call(`/booking/${booking.identifier}`, { token: client.token })).body.data.status,
    ).toBe("pending");
    expect((await call("/wallet/balance", { token: client.token })).body.data.balance).toBe(
      booking.amount - 1,
    );
  });

  it("refuses to pay a booking whose hold expired", async () => {
    const { book, client } = await setup();
    const booking = (await book(8)).body.data;
    await fundWallet(client.user.id, booking.amount, "USD");
    await database.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1) })
      .where(eq(bookings.id, booking.identifier));
    const res = await call(`/booking/${booking.identifier}/pay`, {
      token: client.token,
      method: "POST",
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("HOLD_EXPIRED");
    expect((await call("/wallet/balance", { token: client.token })).body.data.balance).toBe(
      booking.amount,
    );
  });
});

describe("who sees what", () => {
  it("another client gets 404 for my booking; another therapist for my appointment", async () => {
    const { book, client, therapist } = await setup();
    const booking = (await book(9)).body.data;
    const stranger = await signedInUser({ countryCode: "US" });
    expect((await call(`/booking/${booking.identifier}`, { token: stranger.token })).status).toBe(
      404,
    );
    expect(
      (await call(`/booking/${booking.identifier}/pay`, { token: stranger.token, method: "POST" }))
        .status,
    ).toBe(404);
    const otherTherapist = await signedInUser({ userType: "provider" });
    expect(
      (await call(`/appointment/${booking.identifier}`, { token: otherTherapist.token })).status,
    ).toBe(404);
    const sarah = await call("/user/login", {
      body: { email: "sarah.mitchell@demo.therapy", password: "demo-pass-1" },
    });
    const mine = await call(`/appointment/${booking.identifier}`, { token: sarah.body.data.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.client.identifier).toBe(client.user.id);
    expect(therapist.providerId).toBe(mine.body.data.provider.identifier);
  });

  it("lists a client's bookings and a therapist's appointments by status, paged", async () => {
    const { book, client } = await setup();
    await book(10);
    const list = await call("/booking?statuses=pending&page=1", { token: client.token });
    expect(list.status).toBe(200);
    expect(list.body.meta).toMatchObject({ page: 1, pageSize: 10, total: 1 });
    // A page past the end has no booking to carry the total, and still tells it.
    const past = await call("/booking?statuses=pending&page=2", { token: client.token });
    expect(past.body).toMatchObject({ data: [], meta: { page: 2, pageSize: 10, total: 1 } });
    expect((await call("/booking?statuses=confirmed", { token: client.token })).body.data).toEqual(
      [],
    );
    expect(
      (await call("/booking?statuses=confirmed", { token: client.token })).body.meta.total,
    ).toBe(0);
    expect((await call("/booking?statuses=nonsense", { token: client.token })).status).toBe(400);
  });

  it("lists what is ahead soonest first and what is over newest first, for both sides", async () => {
    const { book, client, slots } = await setup();
    const ids = [];
    for (const slot of [12, 3, 7]) ids.push((await book(slot)).body.data.identifier);
    const startsOf = async (path: string, token: string) =>
      ((await call(path, { token })).body.data as { startTime: string }[]).map((b) => b.startTime);
    const at = (slot: number) => new Date(slots[slot]!.start).toISOString();
    expect(await startsOf("/booking?statuses=pending,confirmed", client.token)).toEqual(
      [3, 7, 12].map(at),
    );
    for (const id of ids)
      expect((await call(`/booking/${id}/cancel`, { token: client.token, body: {} })).status).toBe(
        200,
      );
    const past = "statuses=completed,cancelled,expired,rejected";
    expect(await startsOf(`/booking?${past}`, client.token)).toEqual([12, 7, 3].map(at));
    const sarah = await call("/user/login", {
      body: { email: "sarah.mitchell@demo.therapy", password: "demo-pass-1" },
    });
    const theirs = await startsOf(`/appointment?${past}`, sarah.body.data.token);
    expect(theirs.filter((start) => [3, 7, 12].map(at).includes(start))).toEqual(
      [12, 7, 3].map(at),
    );
  });
});

describe("series", () => {
  it("books the same weekly time for N weeks, and names the weeks that clash before booking anything", async () => {
    const { therapist, client, slots } = await setup();
    const base = slots.find((s) => new Date(s.start).getUTCDay() === 3)!; // a Wednesday
    const series = (token: string, weeks: number) =>
      call("/booking/series", {
        token,
        body: {
          providerId: therapist.providerId,
          therapyCategoryId: therapist.categoryId,
          modality: "video",
          timeslotIdentifier: base.identifier,
          weeks,
        },
      });
    const res = await series(client.token, 3);
    expect(res.status).toBe(201);
    expect(res.body.data.bookings).toHaveLength(3);
    const occurrences = await call(`/booking/${res.body.data.bookings[0]}/series`, {
      token: client.token,
    });
    const starts = occurrences.body.data.map((b: { startTime: string }) =>
      new Date(b.startTime).getTime(),
    );
    expect(starts[1] - starts[0]).toBeGreaterThanOrEqual(7 * 86_400_000 - 3_600_000);

    // The therapist reads the same series from their side (0315); another therapist and the
    // client's own token on the therapist's side do not.
    const sarah = await therapistToken("sarah.mitchell@demo.therapy");
    const theirs = await call(`/appointment/${res.body.data.bookings[2]}/series`, { token: sarah });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.map((b: { identifier: string }) => b.identifier)).toEqual(
      occurrences.body.data.map((b: { identifier: string }) => b.identifier),
    );
    const james = await therapistToken("james.carter@demo.therapy");
    const notTheirs = await call(`/appointment/${res.body.data.bookings[2]}/series`, {
      token: james,
    });
    expect(notTheirs.status).toBe(404);
    const asClient = await call(`/appointment/${res.body.data.bookings[2]}/series`, {
      token: client.token,
    });
    expect(asClient.status).toBe(403);

    const other = await signedInUser({ countryCode: "US" });
    const clash = await series(other.token, 2);
    expect(clash.status).toBe(409);
    expect(clash.body.code).toBe("SERIES_CLASHES");
    expect(clash.body.errors.weeks.split(", ")).toHaveLength(2);
    expect((await call("/booking?statuses=pending", { token: other.token })).body.meta.total).toBe(
      0,
    );
  });

  it("names a week on the therapist's day off and the weeks past the booking window", async () => {
    const { therapist, client, slots } = await setup();
    const base = slots.find((s) => new Date(s.start).getUTCDay() === 4)!; // a Thursday
    const [{ timezone } = { timezone: "" }] = await database.db
      .select({ timezone: users.timezone })
      .from(users)
      .where(eq(users.id, therapist.providerId));
    // The same wall-clock time n weeks on, in the therapist's zone.
    const week = (n: number) =>
      new Date(addWeeks(new TZDate(Date.parse(base.start), timezone), n).getTime());
    const localDate = (d: Date) =>
      new Intl.DateTimeFormat("en-CA", { timeZone: timezone }).format(d);
    await database.db.insert(availabilityDates).values({
      providerId: therapist.providerId,
      date: localDate(week(1)),
      isAvailable: false,
      intervals: [],
    });
    const series = (weeks: number) =>
      call("/booking/series", {
        token: client.token,
        body: {
          providerId: therapist.providerId,
          therapyCategoryId: therapist.categoryId,
          modality: "video",
          timeslotIdentifier: base.identifier,
          weeks,
        },
      });
    const dayOff = await series(3);
    expect(dayOff.status).toBe(409);
    expect(dayOff.body.errors.weeks).toBe(week(1).toISOString());
    // Two months ahead is as far as anyone books: twelve weeks reach past it.
    const far = await series(12);
    expect(far.status).toBe(409);
    const named: string[] = far.body.errors.weeks.split(", ");
    expect(named).toContain(week(1).toISOString());
    expect(named).toContain(week(11).toISOString());
    expect(named).not.toContain(week(2).toISOString());
    expect(named).not.toContain(week(3).toISOString());
    expect((await call("/booking", { token: client.token })).body.meta.total).toBe(0);
  });
});
