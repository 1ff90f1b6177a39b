import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { bookableTherapist, freeSlots, requestBooking } from "@/tests/helpers/booking";
import { signedInUser } from "@/tests/helpers/factories";
import { paidSession, therapistToken, unscheduledSession } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });
const MARCUS = "marcus.lee@demo.therapy";
const MINUTE = 60_000;

const nextOf = async (path: "/booking/next" | "/appointment/next", token?: string) =>
  call(path, { token });

/** Puts a session at minutes from now (negative: started already), 50 minutes long. */
async function moveTo(id: string, startInMinutes: number) {
  const start = Date.now() + startInMinutes * MINUTE;
  await database.db
    .update(bookings)
    .set({ startTime: new Date(start), endTime: new Date(start + 50 * MINUTE) })
    .where(eq(bookings.id, id));
}

describe("the viewer's next session (GET /booking/next, /appointment/next)", () => {
  it("is the confirmed session under way or starting soonest, behind any number still to be scheduled", async () => {
    const client = await signedInUser({ countryCode: "US" });
    expect((await nextOf("/booking/next", client.token)).body).toEqual({ data: null });

    const therapist = await bookableTherapist(MARCUS);
    // Twelve paid sessions to schedule later: more than the upcoming list's first page, which
    // shows them first.
    for (let i = 0; i < 12; i++) await unscheduledSession({ therapistEmail: MARCUS, client });
    const upcoming = await call("/booking?statuses=pending,confirmed", { token: client.token });
    expect(upcoming.body.data.every((b: { startTime: null }) => b.startTime === null)).toBe(true);
    expect((await nextOf("/booking/next", client.token)).body.data).toBeNull();

    const far = await paidSession({ therapistEmail: MARCUS, client, slotIndex: 30 });
    const soon = await paidSession({ therapistEmail: MARCUS, client, slotIndex: 10 });
    // An unpaid hold sooner than both is not a session yet.
    const slots = await freeSlots(therapist.providerId, therapist.categoryId);
    expect((await requestBooking(client.token, therapist, slots[0]!.identifier)).status).toBe(201);
    expect((await nextOf("/booking/next", client.token)).body.data.identifier).toBe(soon.id);

    await moveTo(soon.id, -30);
    const underWay = (await nextOf("/booking/next", client.token)).body.data;
    expect(underWay.identifier).toBe(soon.id);
    expect(underWay.status).toBe("confirmed");

    await moveTo(soon.id, -50);
    expect((await nextOf("/booking/next", client.token)).body.data.identifier).toBe(far.id);

    await call(`/booking/${far.id}/cancel`, { token: client.token, body: {} });
    expect((await nextOf("/booking/next", client.token)).body.data).toBeNull();
  });

  it("is the viewer's own: another client sees theirs, the therapist the soonest of all their clients'", async () => {
    const first = await paidSession({ therapistEmail: MARCUS, slotIndex: 20 });
    const second = await paidSession({ therapistEmail: MARCUS, slotIndex: 5 });
    expect((await nextOf("/booking/next", first.client.token)).body.data.identifier).toBe(first.id);
    const marcus = await therapistToken(MARCUS);
    const theirs = (await nextOf("/appointment/next", marcus)).body.data;
    expect(theirs.identifier).toBe(second.id);
    expect(theirs.client.identifier).toBe(second.client.user.id);
    const sarah = await therapistToken("sarah.mitchell@demo.therapy");
    expect((await nextOf("/appointment/next", sarah)).body.data?.identifier).not.toBe(second.id);
  });

  it("each side reads its own: a client is refused the therapist's, no one signed in is 401", async () => {
    const client = await signedInUser();
    expect((await nextOf("/appointment/next", client.token)).status).toBe(403);
    expect((await nextOf("/booking/next", await therapistToken(MARCUS))).status).toBe(403);
    expect((await nextOf("/booking/next")).status).toBe(401);
    expect((await nextOf("/appointment/next")).status).toBe(401);
  });
});
