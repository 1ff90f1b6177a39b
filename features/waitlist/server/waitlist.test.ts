import { TZDate } from "@date-fns/tz";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bookings, users, waitlistEntries, waitlistOffers } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { bookableTherapist, freeSlots, requestBooking } from "@/tests/helpers/booking";
import { signedInUser } from "@/tests/helpers/factories";
import { therapistToken } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { acceptOffer, sweepWaitlists } from "./offers";
import { clearWaitlists } from "./entries";

const database = withTestDatabase({ seed: true });
const THERAPIST = "sarah.mitchell@demo.therapy";

afterEach(async () => {
  vi.useRealTimers();
  // Each test starts with no one waiting and no offer's hold left.
  await database.db.delete(waitlistEntries);
  await database.db
    .update(bookings)
    .set({ status: "expired", previousStatus: "pending" })
    .where(eq(bookings.status, "pending"));
});

const pad = (n: number) => String(n).padStart(2, "0");
const sameDayIn = (zone: string, start: number, end: number) =>
  new TZDate(start, zone).getDate() === new TZDate(end, zone).getDate();

/** A wish for exactly one time's weekday, hours and date, read in `zone`. */
function wishFor(
  therapist: { providerId: string; categoryId: string },
  slot: { start: number; end: number },
  zone: string,
) {
  const start = new TZDate(slot.start, zone);
  const end = new TZDate(slot.end, zone);
  const date = `${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}`;
  return {
    providerId: therapist.providerId,
    therapyCategoryId: therapist.categoryId,
    modality: "video",
    weekdays: [start.getDay()],
    ranges: [
      {
        from: `${pad(start.getHours())}:${pad(start.getMinutes())}`,
        to: `${pad(end.getHours())}:${pad(end.getMinutes())}`,
      },
    ],
    fromDate: date,
    toDate: date,
    timezone: zone,
  };
}

/** A wish nothing of a Mon-Fri 9-17 New York therapist fits: Sundays at 02:00 UTC. */
const neverFits = (therapist: { providerId: string; categoryId: string }, days = 30) => ({
  providerId: therapist.providerId,
  therapyCategoryId: therapist.categoryId,
  weekdays: [0],
  ranges: [{ from: "02:00", to: "03:00" }],
  fromDate: new Date().toISOString().slice(0, 10),
  toDate: new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10),
  timezone: "UTC",
});

const lengthOf = (identifier: string) => Number(identifier.split("_")[1]) * 60_000;

const join = (token: string, body: object) => call("/waitlist", { token, body });
const mine = async (token: string) =>
  (await call("/waitlist", { token })).body.data as {
    identifier: string;
    offer: { identifier: string; bookingId: string; startTime: string; expiresAt: string } | null;
  }[];
const slotsOf = async (therapist: { providerId: string; categoryId: string }) =>
  (await freeSlots(therapist.providerId, therapist.categoryId)).map((s) => ({
    ...s,
    start: Date.parse(s.start),
    end: Date.parse(s.start) + lengthOf(s.identifier),
  }));

describe("joining a waitlist", () => {
  it("offers a free time that fits at once, matched on the client's own clock (UTC+14)", async () => {
    const therapist = await bookableTherapist(THERAPIST);
    const slot = (await slotsOf(therapist))[6]!;
    const client = await signedInUser({ countryCode: "US" });
    const res = await join(client.token, wishFor(therapist, slot, "Pacific/Kiritimati"));
    expect(res.status).toBe(201);
    expect(res.body.data.offer).toMatchObject({
      status: "open",
      startTime: new Date(slot.start).toISOString(),
    });
    // Held for half an hour, as a pending booking of the offered client.
    const offer = res.body.data.offer;
    expect(Date.parse(offer.expiresAt) - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(Date.parse(offer.expiresAt) - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    const [held] = await database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, offer.bookingId));
    expect(held).toMatchObject({ status: "pending", clientId: client.user.id });

    // The same wall-clock hours on the other side of the date line (UTC-11) are another instant.
    const other = await signedInUser({ countryCode: "US" });
    const far = {
      ...wishFor(therapist, slot, "Pacific/Kiritimati"),
      timezone: "Pacific/Pago_Pago",
    };
    const answer = await join(other.token, far);
    expect(answer.status).toBe(201);
    expect(answer.body.data.offer?.startTime).not.toBe(new Date(slot.start).toISOString());
    // Told by notification and by email.
    const news = await call("/notifications", { token: client.token });
    expect(news.body.data[0]).toMatchObject({ kind: "waitlistOffer" });
  });

  it("refuses the 6th waitlist, and a date more than 90 days ahead; leaving makes room", async () => {
    const therapist = await bookableTherapist(THERAPIST);
    const client = await signedInUser({ countryCode: "US" });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await join(client.token, neverFits(therapist));
      expect(res.status).toBe(201);
      ids.push(res.body.data.identifier);
    }
    const sixth = await join(client.token, neverFits(therapist));
    expect(sixth.status).toBe(409);
    expect(sixth.body).toMatchObject({
      code: "WAITLIST_LIMIT",
      message: "You are on 5 waitlists already. Leave one to join another.",
    });
    expect(await mine(client.token)).toHaveLength(5);

    expect(
      (await call(`/waitlist/${ids[0]}`, { token: client.token, method: "DELETE" })).status,
    ).toBe(200);
    expect(await mine(client.token)).toHaveLength(4);
    const tooFar = await join(client.token, neverFits(therapist, 92));
    expect(tooFar.status).toBe(400);
    expect(tooFar.body.code).toBe("WAITLIST_TOO_FAR");
    expect((await join(client.token, neverFits(therapist, 89))).status).toBe(201);

    // Another client cannot leave it for them.
    const stranger = await signedInUser({ countryCode: "US" });
    expect(
      (await call(`/waitlist/${ids[1]}`, { token: stranger.token, method: "DELETE" })).status,
    ).toBe(404);
  });

  it("is left with the account: a deleted client waits in no line", async () => {
    const therapist = await bookableTherapist(THERAPIST);
    const client = await signedInUser({ countryCode: "US" });
    expect((await join(client.token, neverFits(therapist))).status).toBe(201);
    await database.db.transaction((tx) => clearWaitlists(tx, client.user.id));
    expect(
      await database.db.$count(waitlistEntries, eq(waitlistEntries.clientId, client.user.id)),
    ).toBe(0);
  });
});

describe("the therapist's view", () => {
  it("counts who waits per weekday and hour, and never says who", async () => {
    const therapist = await bookableTherapist(THERAPIST);
    const client = await signedInUser({ countryCode: "US" });
    await database.db
      .update(users)
      .set({ firstName: "Wilhelmina", lastName: "Zebedee" })
      .where(eq(users.id, client.user.id));
    expect((await join(client.token, neverFits(therapist))).status).toBe(201);
    const token = await therapistToken(THERAPIST);
    const res = await call("/waitlist/demand", { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ timezone: "America/New_York", waiting: 1 });
    // Sunday 02:00 UTC is Saturday 21:00 or 22:00 in New York.
    expect(res.body.data.cells).toEqual([{ weekday: 6, hour: expect.any(Number), count: 1 }]);
    const text = JSON.stringify(res.body);
    for (const secret of [client.user.id, client.user.email, "Wilhelmina", "Zebedee"])
      expect(text).not.toContain(secret);
    // Each side reads only its own part.
    expect((await call("/waitlist/demand", { token: client.token })).status).toBe(403);
    expect((await call("/waitlist", { token })).status).toBe(403);
  });
});

describe("an offered time", () => {
  it("is the offered client's alone during the hold, the next in line's after a pass, and anyone's after expiry", async () => {
    const therapist = await bookableTherapist(THERAPIST);
    const slots = await slotsOf(therapist);
    const slot = slots[12]!;
    const first = await signedInUser({ countryCode: "US" });
    const second = await signedInUser({ countryCode: "US" });
    const booker = await signedInUser({ countryCode: "US" });
    const wish = wishFor(therapist, slot, "Europe/Berlin");
    const offered = (await join(first.token, wish)).body.data.offer;
    expect(offered.startTime).toBe(new Date(slot.start).toISOString());
    // The second in line waits: the time is held for the first.
    expect(
      (await join(second.token, { ...wish, timezone: "Europe/Berlin" })).body.data.offer,
    ).toBeNull();
    const direct = await requestBooking(booker.token, therapist, slot.identifier);
    expect(direct.status).toBe(409);
    expect(direct.body.code).toBe("SLOT_TAKEN");

    // A pass frees it for the next in line, live.
    const pass = await call(`/waitlist/offers/${offered.identifier}/pass`, {
      token: first.token,
      body: {},
    });
    expect(pass.status).toBe(200);
    const next = (await mine(second.token))[0]!.offer!;
    expect(next.startTime).toBe(new Date(slot.start).toISOString());
    expect((await requestBooking(booker.token, therapist, slot.identifier)).status).toBe(409);
    // Someone else's offer cannot be taken.
    const stolen = await call(`/waitlist/offers/${next.identifier}/accept`, {
      token: first.token,
      body: {},
    });
    expect(stolen.status).toBe(404);

    // Half an hour on, the sweeper closes it and nobody else is waiting for it: anyone may book.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.parse(next.expiresAt) + 60_000);
    expect(await sweepWaitlists()).toMatchObject({ expired: 1 });
    await expect(acceptOffer(second.user.id, next.identifier)).rejects.toMatchObject({
      code: "OFFER_EXPIRED",
    });
    const later = await signedInUser({ countryCode: "US" });
    expect((await requestBooking(later.token, therapist, slot.identifier)).status).toBe(201);
  });

  it("freed by a cancel, goes to the first in line on the sweeper's next pass", async () => {
    const therapist = await bookableTherapist(THERAPIST);
    const slot = (await slotsOf(therapist))[18]!;
    const holder = await signedInUser({ countryCode: "US" });
    const held = await requestBooking(holder.token, therapist, slot.identifier);
    expect(held.status).toBe(201);
    const first = await signedInUser({ countryCode: "US" });
    const second = await signedInUser({ countryCode: "US" });
    const wish = wishFor(therapist, slot, "America/Los_Angeles");
    expect((await join(first.token, wish)).body.data.offer).toBeNull();
    expect((await join(second.token, wish)).body.data.offer).toBeNull();
    expect(await sweepWaitlists()).toMatchObject({ offered: 0 });

    const cancel = await call(`/booking/${held.body.data.identifier}/cancel`, {
      token: holder.token,
      body: {},
    });
    expect(cancel.status).toBe(200);
    expect(await sweepWaitlists()).toMatchObject({ offered: 1 });
    expect((await mine(first.token))[0]!.offer?.startTime).toBe(new Date(slot.start).toISOString());
    expect((await mine(second.token))[0]!.offer).toBeNull();
  });

  it("accepted, becomes a booking to pay as usual", async () => {
    const therapist = await bookableTherapist(THERAPIST);
    // A time that ends on the day it starts in Tokyo: a wish's hours are within one day, and
    // which of New York's times end at midnight there depends on the hour this runs.
    const slot = (await slotsOf(therapist))
      .slice(14)
      .find((s) => sameDayIn("Asia/Tokyo", s.start, s.end))!;
    const client = await signedInUser({ countryCode: "US" });
    const offer = (await join(client.token, wishFor(therapist, slot, "Asia/Tokyo"))).body.data
      .offer;
    const res = await call(`/waitlist/offers/${offer.identifier}/accept`, {
      token: client.token,
      body: {},
    });
    expect(res.status).toBe(200);
    expect(res.body.data.bookingId).toBe(offer.bookingId);
    const booking = await call(`/booking/${offer.bookingId}`, { token: client.token });
    expect(booking.body.data).toMatchObject({ status: "pending" });
    // Accepting twice answers the same.
    const again = await call(`/waitlist/offers/${offer.identifier}/accept`, {
      token: client.token,
      body: {},
    });
    expect(again.body.data.bookingId).toBe(offer.bookingId);
  });

  it("shows the therapist a held time for the waitlist, with no name until it is accepted", async () => {
    const therapist = await bookableTherapist(THERAPIST);
    const slot = (await slotsOf(therapist))[15]!;
    const client = await signedInUser({ countryCode: "US" });
    const offer = (await join(client.token, wishFor(therapist, slot, "UTC"))).body.data.offer;
    const token = await therapistToken(THERAPIST);
    const seen = async () => {
      const list = await call("/appointment?statuses=pending", { token });
      const row = list.body.data.find(
        (b: { identifier: string }) => b.identifier === offer.bookingId,
      );
      const one = (await call(`/appointment/${offer.bookingId}`, { token })).body.data;
      const clients = (await call("/clients", { token })).body.data as { identifier: string }[];
      return { row, one, listed: clients.some((c) => c.identifier === client.user.id) };
    };
    const held = await seen();
    expect(held.row).toMatchObject({
      heldForWaitlist: true,
      client: { identifier: "", firstName: "", lastName: "" },
    });
    expect(held.one.client.firstName).toBe("");
    expect(held.listed).toBe(false);
    // The client reads their own booking as usual.
    const own = await call(`/booking/${offer.bookingId}`, { token: client.token });
    expect(own.body.data.client.identifier).toBe(client.user.id);
    await call(`/waitlist/offers/${offer.identifier}/accept`, { token: client.token, body: {} });
    const accepted = await seen();
    expect(accepted.row).toMatchObject({
      heldForWaitlist: false,
      client: { identifier: client.user.id, firstName: "Test" },
    });
    expect(accepted.listed).toBe(true);
  });

  it("is not the therapist's to move or cancel until the client accepts; then it is", async () => {
    const therapist = await bookableTherapist(THERAPIST);
    const slots = await slotsOf(therapist);
    const slot = slots[16]!;
    const client = await signedInUser({ countryCode: "US" });
    const offer = (await join(client.token, wishFor(therapist, slot, "UTC"))).body.data.offer;
    const token = await therapistToken(THERAPIST);
    const other = slots[30]!.identifier;
    const path = `/appointment/${offer.bookingId}`;
    const tries = [
      await call(`${path}/reschedule`, { token, body: { timeslotIdentifier: other } }),
      await call(`${path}/reschedule/following?timeslotIdentifier=${other}`, { token }),
      await call(`${path}/reschedule/following`, { token, body: { timeslotIdentifier: other } }),
      await call(`${path}/cancel`, { token, body: {} }),
      await call(`${path}/cancel/following`, { token }),
      await call(`${path}/cancel/following`, { token, body: {} }),
    ];
    for (const res of tries)
      expect([res.status, res.body.code]).toEqual([409, "HELD_FOR_WAITLIST"]);
    expect(tries[3]!.body.message).toMatch(/held for a client on your waitlist/);
    const german = await call(`${path}/cancel`, { token, body: {}, headers: { "x-locale": "de" } });
    expect(german.body.message).toMatch(/Warteliste reserviert/);
    // Untouched: still the client's offer, at its time.
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, offer.bookingId));
    expect(row).toMatchObject({ status: "pending", waitlistHold: true });
    expect(row!.startTime!.getTime()).toBe(slot.start);

    await call(`/waitlist/offers/${offer.identifier}/accept`, { token: client.token, body: {} });
    const cancelled = await call(`${path}/cancel`, { token, body: {} });
    expect([cancelled.status, cancelled.body.data.status]).toEqual([200, "cancelled"]);
  });

  it("expiring while it is accepted has exactly one outcome", async () => {
    const therapist = await bookableTherapist(THERAPIST);
    const slot = (await slotsOf(therapist))[16]!;
    const client = await signedInUser({ countryCode: "US" });
    const offer = (await join(client.token, wishFor(therapist, slot, "UTC"))).body.data.offer;
    const expiry = Date.parse(offer.expiresAt);
    // The client presses a millisecond before the half hour ends; the sweeper runs just after it.
    const [accepted, swept] = await Promise.allSettled([
      acceptOffer(client.user.id, offer.identifier, new Date(expiry - 1)),
      sweepWaitlists(new Date(expiry + 1)),
    ]);
    const [row] = await database.db
      .select()
      .from(waitlistOffers)
      .where(eq(waitlistOffers.id, offer.identifier));
    const [booking] = await database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, offer.bookingId));
    expect(swept.status).toBe("fulfilled");
    if (accepted.status === "fulfilled") {
      expect(row!.status).toBe("accepted");
      expect(booking!.holdExpiresAt!.getTime()).toBeGreaterThan(expiry);
    } else {
      expect(row!.status).toBe("expired");
      expect((accepted.reason as { code: string }).code).toBe("OFFER_EXPIRED");
    }
  });
});

describe("matching across a daylight-saving change", () => {
  it("keeps the client's wall-clock hour while the therapist's hour moves (clock pinned)", async () => {
    // New York moves to summer time on 14 March 2027, Berlin on 28 March: in between they are
    // five hours apart, after it six again. Thursday 18 March, noon UTC.
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    vi.setSystemTime(Date.parse("2027-03-18T12:00:00Z"));
    const therapist = await bookableTherapist(THERAPIST);
    const client = await signedInUser({ countryCode: "US" });
    const res = await join(client.token, {
      providerId: therapist.providerId,
      therapyCategoryId: therapist.categoryId,
      weekdays: [1],
      ranges: [{ from: "15:00", to: "16:00" }],
      fromDate: "2027-03-22",
      toDate: "2027-03-29",
      timezone: "Europe/Berlin",
    });
    expect(res.status).toBe(201);
    // Monday 22 March, 15:00 in Berlin (CET) is 10:00 in New York (EDT).
    expect(res.body.data.offer.startTime).toBe("2027-03-22T14:00:00.000Z");
    const pass = await call(`/waitlist/offers/${res.body.data.offer.identifier}/pass`, {
      token: client.token,
      body: {},
    });
    expect(pass.status).toBe(200);
    // Monday 29 March, 15:00 in Berlin (CEST) is 09:00 in New York.
    expect((await mine(client.token))[0]!.offer!.startTime).toBe("2027-03-29T13:00:00.000Z");
  });
});
