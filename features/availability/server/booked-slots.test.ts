import { describe, expect, it } from "vitest";
import { call } from "@/tests/helpers/api-client";
import { bookableTherapist, freeSlots, requestBooking } from "@/tests/helpers/booking";
import { signedInUser } from "@/tests/helpers/factories";
import { withTestDatabase } from "@/tests/helpers/test-db";

withTestDatabase({ seed: true });

type Day = {
  date: { date: string; isAvailable: boolean };
  timeSlot: { identifier: string; isBooked: boolean }[];
  bookedSlots: { date: string; timeslotIdentifier: string }[];
};

/** What a client reading a therapist's slots is answered (spec section 7's timeslot read). */
async function daysOf(therapist: { providerId: string; categoryId: string }, token?: string) {
  const res = await call(
    `/provider-availability/timeslot/${therapist.providerId}?category=${therapist.categoryId}`,
    { token },
  );
  expect(res.status).toBe(200);
  return res.body.data as Day[];
}
const dayOf = (days: Day[], identifier: string) =>
  days.find((d) => d.timeSlot.some((s) => s.identifier === identifier))!;

describe("booked slots (spec section 3: date, timeslotIdentifier)", () => {
  it("lists a booked slot with its day, drops it once cancelled, and names no client", async () => {
    const therapist = await bookableTherapist();
    const [kept, cancelled] = await freeSlots(therapist.providerId, therapist.categoryId);
    const client = await signedInUser({ countryCode: "US" });
    const other = await signedInUser({ countryCode: "US" });

    const first = await requestBooking(client.token, therapist, kept!.identifier);
    expect(first.status).toBe(201);
    const second = await requestBooking(client.token, therapist, cancelled!.identifier);
    expect(second.status).toBe(201);
    const cancel = await call(`/booking/${second.body.data.identifier}/cancel`, {
      token: client.token,
      body: {},
    });
    expect(cancel.status).toBe(200);

    // Another client sees the same list: it says which slots are taken, not by whom.
    for (const token of [other.token, undefined]) {
      const days = await daysOf(therapist, token);
      const day = dayOf(days, kept!.identifier);
      expect(day.bookedSlots).toContainEqual({
        date: day.date.date,
        timeslotIdentifier: kept!.identifier,
      });
      const all = days.flatMap((d) => d.bookedSlots);
      expect(all.map((b) => b.timeslotIdentifier)).not.toContain(cancelled!.identifier);
      // The list and each slot's isBooked say the same.
      for (const d of days)
        expect(d.bookedSlots.map((b) => b.timeslotIdentifier)).toEqual(
          d.timeSlot.filter((s) => s.isBooked).map((s) => s.identifier),
        );
      const text = JSON.stringify(all);
      for (const who of [client, other])
        for (const value of [who.user.id, who.user.email, who.user.firstName])
          if (value) expect(text).not.toContain(value);
      expect(all.every((b) => Object.keys(b).sort().join() === "date,timeslotIdentifier")).toBe(
        true,
      );
    }
  });

  it("is empty on a day with nothing booked", async () => {
    const therapist = await bookableTherapist();
    const free = (await daysOf(therapist)).filter(
      (d) => d.timeSlot.length > 0 && d.timeSlot.every((s) => !s.isBooked),
    );
    expect(free.length).toBeGreaterThan(0);
    for (const day of free) expect(day.bookedSlots).toEqual([]);
  });
});
