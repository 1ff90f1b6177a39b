import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { bookableTherapist, freeSlots, requestBooking } from "@/tests/helpers/booking";
import { signedInUser } from "@/tests/helpers/factories";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { expireAllStaleHolds } from "./hold-sweeper";

const database = withTestDatabase({ seed: true });

describe("the hold sweeper", () => {
  it("expires unpaid bookings whose hold ran out, and only those, once", async () => {
    const therapist = await bookableTherapist("sarah.mitchell@demo.therapy");
    const client = await signedInUser({ countryCode: "US" });
    const slots = await freeSlots(therapist.providerId, therapist.categoryId);
    const book = async (slot: { identifier: string }) => {
      const res = await requestBooking(client.token, therapist, slot.identifier);
      expect(res.status).toBe(201);
      return res.body.data.identifier as string;
    };
    const stale = await book(slots[30]!);
    const held = await book(slots[31]!);
    await database.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, stale));

    expect(await expireAllStaleHolds()).toBe(1);
    expect(await expireAllStaleHolds()).toBe(0);

    const read = async (id: string) =>
      (await call(`/booking/${id}`, { token: client.token })).body.data;
    expect(await read(stale)).toMatchObject({
      status: "expired",
      previousStatus: "pending",
      holdExpiresAt: null,
    });
    const stillHeld = await read(held);
    expect(stillHeld.status).toBe("pending");
    expect(Date.parse(stillHeld.holdExpiresAt)).toBeGreaterThan(Date.now());

    // The expired one's time is free again: another client can book it.
    const other = await signedInUser({ countryCode: "US" });
    expect((await requestBooking(other.token, therapist, slots[30]!.identifier)).status).toBe(201);
  });
});
