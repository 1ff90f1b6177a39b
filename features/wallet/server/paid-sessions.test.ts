// @vitest-environment node
import { describe, expect, it } from "vitest";
import { call } from "@/tests/helpers/api-client";
import { bookableTherapist, freeSlots, fundWallet, requestSeries } from "@/tests/helpers/booking";
import { signedInUser } from "@/tests/helpers/factories";
import { paidSession } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";

withTestDatabase({ seed: true });

type Tx = { identifier: string; transactionType: string; reference: string };

/** The client's newest transaction of a type, read as its detail page reads it. */
async function latest(token: string, type: string) {
  const list = await call(`/wallet/transactions?transactionType=${type}`, { token });
  const [newest] = list.body.data as Tx[];
  return call(`/wallet/transactions/${newest!.identifier}`, { token });
}

describe("GET /wallet/transactions/{id}: the sessions a payment or refund was for", () => {
  it("names the session a charge paid, and the same session for its refund", async () => {
    const session = await paidSession({ slotIndex: 50 });
    const { token } = session.client;
    const booking = (await call(`/booking/${session.id}`, { token })).body.data;
    const expected = [
      {
        bookingIdentifier: session.id,
        providerName: "Sarah Mitchell",
        startTime: booking.startTime,
      },
    ];
    const charge = await latest(token, "booking_charge");
    expect(charge.status).toBe(200);
    expect(charge.body.data.sessions).toEqual(expected);

    const cancelled = await call(`/booking/${session.id}/cancel`, { token, body: {} });
    expect(cancelled.status).toBe(200);
    const refund = await latest(token, "refund");
    expect(refund.body.data).toMatchObject({ transactionType: "refund", sessions: expected });
  });

  it("lists every session of a series paid in one charge, earliest first", async () => {
    const therapist = await bookableTherapist("marcus.lee@demo.therapy");
    const client = await signedInUser({ countryCode: "US" });
    const slot = (await freeSlots(therapist.providerId, therapist.categoryId))[51]!;
    const series = await requestSeries(client.token, therapist, slot.identifier, 3);
    expect(series.status).toBe(201);
    const ids = series.body.data.bookings as string[];
    const read = await Promise.all(
      ids.map(async (id) => (await call(`/booking/${id}`, { token: client.token })).body.data),
    );
    await fundWallet(client.user.id, read[0].amount * 3, read[0].currency);
    await call(`/booking/${ids[1]}/pay`, { token: client.token, method: "POST" });

    const charge = await latest(client.token, "booking_charge");
    const byTime = [...read].sort((a, b) => a.startTime.localeCompare(b.startTime));
    expect(charge.body.data.sessions).toEqual(
      byTime.map((b) => ({
        bookingIdentifier: b.identifier,
        providerName: "Marcus Lee",
        startTime: b.startTime,
      })),
    );
    const list = await call("/wallet/transactions?transactionType=booking_charge", {
      token: client.token,
    });
    expect(list.body.data[0].providerName).toBe("Marcus Lee");
  });

  it("names no session for a top-up, and shows nothing to another client", async () => {
    const session = await paidSession({ slotIndex: 52 });
    const topUp = await latest(session.client.token, "top_up");
    expect(topUp.body.data.sessions).toEqual([]);

    const charge = await latest(session.client.token, "booking_charge");
    const stranger = await signedInUser({ countryCode: "US" });
    const theirs = await call(`/wallet/transactions/${charge.body.data.identifier}`, {
      token: stranger.token,
    });
    expect([theirs.status, theirs.body.data]).toEqual([404, undefined]);
  });

  it("names whom each charge and refund in the list was with, and no one for a top-up", async () => {
    const session = await paidSession({ slotIndex: 53 });
    const { token } = session.client;
    await call(`/booking/${session.id}/cancel`, { token, body: {} });
    const list = await call("/wallet/transactions", { token });
    expect(list.status).toBe(200);
    const named = (list.body.data as (Tx & { providerName: string | null })[]).map((t) => [
      t.transactionType,
      t.providerName,
    ]);
    expect(named).toEqual([
      ["refund", "Sarah Mitchell"],
      ["booking_charge", "Sarah Mitchell"],
      ["top_up", null],
    ]);
  });
});
