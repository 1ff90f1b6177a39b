import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, walletEntries, wallets } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { bookableTherapist, freeSlots, fundWallet } from "@/tests/helpers/booking";
import { signedInUser } from "@/tests/helpers/factories";
import { onPostgres, withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });

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
