import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, walletEntries, wallets } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { bookableTherapist, freeSlots, fundWallet, requestBooking } from "@/tests/helpers/booking";
import { signedInUser } from "@/tests/helpers/factories";
import { onPostgres, withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });

// Bookings asked for together are written together (decision 0038), on either database.
describe("bookings asked for at once", () => {
  it("answers each client with their own booking, and the second asking for a taken slot with 409", async () => {
    const sarah = await bookableTherapist("sarah.mitchell@demo.therapy");
    const marcus = await bookableTherapist("marcus.lee@demo.therapy");
    const [s1, s2] = await freeSlots(sarah.providerId, sarah.categoryId);
    const [m1, m2] = await freeSlots(marcus.providerId, marcus.categoryId);
    // Sarah's first slot twice: one of the two gets it.
    const asks = [
      { therapist: marcus, slot: m1! },
      { therapist: sarah, slot: s1! },
      { therapist: sarah, slot: s2! },
      { therapist: sarah, slot: s1! },
      { therapist: marcus, slot: m2! },
    ];
    const clients = await Promise.all(asks.map(() => signedInUser({ countryCode: "US" })));
    const answers = await Promise.all(
      asks.map((ask, i) => requestBooking(clients[i]!.token, ask.therapist, ask.slot.identifier)),
    );

    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 201, 409]);
    const lost = answers.findIndex((a) => a.status === 409);
    expect([1, 3]).toContain(lost);
    expect(answers[lost]!.body.code).toBe("SLOT_TAKEN");
    const booked = answers.flatMap((answer, i) => (answer.status === 201 ? [{ answer, i }] : []));
    for (const { answer, i } of booked) {
      const data = answer.body.data;
      expect(data.client.identifier).toBe(clients[i]!.user.id);
      expect(data.provider.identifier).toBe(asks[i]!.therapist.providerId);
      expect(data.startTime).toBe(new Date(asks[i]!.slot.start).toISOString());
      // The answer written from the batch's own returned row is the booking as it is read back.
      const read = await call(`/booking/${data.identifier}`, { token: clients[i]!.token });
      expect(data).toEqual(read.body.data);
    }
    const rows = await database.db
      .select()
      .from(bookings)
      .where(
        inArray(
          bookings.clientId,
          clients.map((c) => c.user.id),
        ),
      );
    expect(rows).toHaveLength(4);
    for (const { answer, i } of booked) {
      const row = rows.find((r) => r.id === answer.body.data.identifier);
      expect(row?.clientId).toBe(clients[i]!.user.id);
    }
  });
});

// PGlite runs one statement at a time, so races only mean something on PostgreSQL.
describe.runIf(onPostgres)("races on PostgreSQL", () => {
  it("50 clients asking for one slot at once: exactly one booking, 49 answers of 409", async () => {
    const therapist = await bookableTherapist("marcus.lee@demo.therapy");
    const [slot] = await freeSlots(therapist.providerId, therapist.categoryId);
    const clients = await Promise.all(
      Array.from({ length: 50 }, () => signedInUser({ countryCode: "US" })),
    );
    const answers = await Promise.all(
      clients.map((c) =>
        call("/booking", {
          token: c.token,
          body: {
            providerId: therapist.providerId,
            therapyCategoryId: therapist.categoryId,
            modality: "video",
            timeslotIdentifier: slot!.identifier,
          },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const rows = await database.db
      .select()
      .from(bookings)
      .where(eq(bookings.providerId, therapist.providerId));
    expect(
      rows.filter((r) => r.startTime?.toISOString() === new Date(slot!.start).toISOString()),
    ).toHaveLength(1);
  });

  it("50 payments at once for bookings worth more than the balance: never below zero, each confirmed booking paid once", async () => {
    const therapist = await bookableTherapist("sarah.mitchell@demo.therapy");
    const slots = await freeSlots(therapist.providerId, therapist.categoryId);
    const client = await signedInUser({ countryCode: "US" });
    const created = [];
    for (const slot of slots.slice(0, 50)) {
      const res = await call("/booking", {
        token: client.token,
        body: {
          providerId: therapist.providerId,
          therapyCategoryId: therapist.categoryId,
          modality: "video",
          timeslotIdentifier: slot.identifier,
        },
      });
      created.push(res.body.data);
    }
    const price = created[0].amount as number;
    await fundWallet(client.user.id, price * 20 + 7, "USD");

    const answers = await Promise.all(
      created.map((b) =>
        call(`/booking/${b.identifier}/pay`, { token: client.token, method: "POST" }),
      ),
    );
    const paid = answers.filter((a) => a.status === 200);
    expect(paid).toHaveLength(20);
    expect(answers.filter((a) => a.status === 402)).toHaveLength(30);

    const [wallet] = await database.db
      .select()
      .from(wallets)
      .where(eq(wallets.userId, client.user.id));
    expect(wallet!.balance).toBe(7);
    const confirmed = await database.db
      .select()
      .from(bookings)
      .where(
        inArray(
          bookings.id,
          created.map((b) => b.identifier),
        ),
      );
    const confirmedIds = confirmed.filter((b) => b.status === "confirmed").map((b) => b.id);
    expect(confirmedIds).toHaveLength(20);
    const charges = await database.db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.walletId, wallet!.id));
    const bookingCharges = charges.filter((e) => e.type === "booking_charge");
    expect(bookingCharges.map((e) => e.reference).sort()).toEqual(
      confirmedIds.map((id) => `booking:${id}`).sort(),
    );
    expect(charges.reduce((sum, e) => sum + Number(e.amount), 0)).toBe(wallet!.balance);
  });
});
