// @vitest-environment node
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, providerProfiles, users } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import {
  bookableTherapist,
  freeSlots,
  fundWallet,
  requestBooking,
  requestSeries,
} from "@/tests/helpers/booking";
import { signedInUser } from "@/tests/helpers/factories";
import { paidSession, therapistToken } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });

const SARAH = "sarah.mitchell@demo.therapy";
const MARCUS = "marcus.lee@demo.therapy";

const receipt = (id: string, token?: string, side: "booking" | "appointment" = "booking") =>
  call(`/${side}/${id}/receipt`, { token });

describe("GET /booking/{id}/receipt: what a client paid for a session", () => {
  it("shows the payment from the ledger, to the client and to the therapist alike", async () => {
    const session = await paidSession({ therapistEmail: SARAH });
    const booking = (await call(`/booking/${session.id}`, { token: session.client.token })).body
      .data;
    const [sarah] = await database.db
      .select({ title: providerProfiles.title, headline: providerProfiles.headline })
      .from(providerProfiles)
      .innerJoin(users, eq(users.id, providerProfiles.userId))
      .where(eq(users.email, SARAH));

    const res = await receipt(session.id, session.client.token);
    expect(res.status).toBe(200);
    const { paidAt, ...rest } = res.body.data;
    expect(rest).toEqual({
      number: session.id.slice(0, 8).toUpperCase(),
      bookingIdentifier: session.id,
      client: { name: "Test Person", email: session.client.user.email },
      provider: { name: "Sarah Mitchell", title: sarah!.title, headline: sarah!.headline },
      therapyCategory: booking.therapyCategory.name,
      modality: booking.modalityName,
      startTime: booking.startTime,
      endTime: booking.endTime,
      status: "confirmed",
      currency: booking.currency,
      amount: booking.amount,
      refunded: 0,
      refundedAt: null,
    });
    expect(Date.now() - new Date(paidAt).getTime()).toBeLessThan(60_000);
    expect(booking.amount).toBeGreaterThan(0);

    const therapistSide = await receipt(session.id, await therapistToken(SARAH), "appointment");
    expect(therapistSide.body.data).toEqual(res.body.data);
  });

  it("is no one else's: another client, another therapist and no one get nothing", async () => {
    const session = await paidSession({ therapistEmail: SARAH, slotIndex: 41 });
    const stranger = await signedInUser({ countryCode: "US" });
    expect((await receipt(session.id, stranger.token)).status).toBe(404);
    const otherTherapist = await therapistToken("james.carter@demo.therapy");
    expect((await receipt(session.id, otherTherapist, "appointment")).status).toBe(404);
    expect((await receipt(session.id)).status).toBe(401);
    // A therapist asks on the appointment side, a client on the booking side.
    expect((await receipt(session.id, await therapistToken(SARAH))).status).toBe(403);
  });

  it("shows the refund of a session cancelled early", async () => {
    const session = await paidSession({ therapistEmail: SARAH, slotIndex: 42 });
    const cancelled = await call(`/booking/${session.id}/cancel`, {
      token: session.client.token,
      body: { note: "Found another time" },
    });
    expect(cancelled.status).toBe(200);
    const res = await receipt(session.id, session.client.token);
    expect(res.body.data).toMatchObject({
      status: "cancelled",
      refunded: res.body.data.amount,
    });
    expect(res.body.data.refundedAt).not.toBeNull();
  });

  it("gives each session of a series paid in one charge its own amount", async () => {
    const therapist = await bookableTherapist(MARCUS);
    const client = await signedInUser({ countryCode: "US" });
    const slot = (await freeSlots(therapist.providerId, therapist.categoryId))[45]!;
    const series = await requestSeries(client.token, therapist, slot.identifier, 2);
    expect(series.status).toBe(201);
    const [first, second] = series.body.data.bookings as string[];
    // Not paid yet: no receipt, with the reason.
    const unpaid = await receipt(second!, client.token);
    expect([unpaid.status, unpaid.body.code, unpaid.body.message]).toEqual([
      409,
      "NO_RECEIPT",
      "This session was not paid for, so it has no receipt.",
    ]);
    const amount = (await call(`/booking/${first}`, { token: client.token })).body.data.amount;
    await fundWallet(client.user.id, amount * 2, "USD");
    await call(`/booking/${first}/pay`, { token: client.token, method: "POST" });

    const receipts = await Promise.all([first!, second!].map((id) => receipt(id, client.token)));
    expect(receipts.map((r) => [r.status, r.body.data.amount])).toEqual([
      [200, amount],
      [200, amount],
    ]);
    expect(receipts[1]!.body.data.paidAt).toBe(receipts[0]!.body.data.paidAt);
  });

  it("shows a session paid before the ledger (the demo's) as paid when it was confirmed", async () => {
    const emily = (
      await call("/user/login", {
        body: { email: "emily.brown@demo.therapy", password: "demo-pass-1" },
      })
    ).body.data.token;
    // The seed's session of Emily with Lena Müller, days before the seed ran.
    const idOf = async (email: string) =>
      (await database.db.select().from(users).where(eq(users.email, email)))[0]!.id;
    const [held] = await database.db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.clientId, await idOf("emily.brown@demo.therapy")),
          eq(bookings.providerId, await idOf("lena.mueller@demo.therapy")),
        ),
      );
    const res = await receipt(held!.id, emily);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      paidAt: held!.confirmedAt!.toISOString(),
      amount: held!.amount,
      refunded: 0,
      status: "completed",
    });
  });

  it("has none for a free session", async () => {
    const therapist = await bookableTherapist(SARAH);
    const client = await signedInUser({ countryCode: "US" });
    await call("/provider/booking-fee/general", {
      token: await therapistToken(SARAH),
      body: { fee: 0, isFree: true },
    });
    const slot = (await freeSlots(therapist.providerId, therapist.categoryId))[43]!;
    const booked = await requestBooking(client.token, therapist, slot.identifier);
    expect([booked.status, booked.body.data.isFree]).toEqual([201, true]);
    const res = await receipt(booked.body.data.identifier, client.token);
    expect([res.status, res.body.code]).toEqual([409, "NO_RECEIPT"]);
  });
});
