import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, users } from "@/db/schema";
import { ErrorCode } from "@/lib/api/error-codes";
import { call } from "@/tests/helpers/api-client";
import { fundWallet } from "@/tests/helpers/booking";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { amakaWithFreeSlots, mocked, shape } from "./contract-helpers";
import { bookingState, saveBookingState } from "./fixtures/booking";

// Its own database: moving sessions changes the time slots other contract tests compare.
const database = withTestDatabase({ seed: true });
const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;
const auth = { authorization: "Bearer mock-access-token" };

const login = async (email: string) =>
  (await call("/user/login", { body: { email, password: "demo-pass-1" } })).body.data
    .token as string;

async function fund(amount: number, currency: string) {
  const [chioma] = await database.db
    .select()
    .from(users)
    .where(eq(users.email, "chioma.eze@demo.therapy"));
  await fundWallet(chioma!.id, amount, currency);
}

describe("MSW twins of a series moved 'this and following' and of counter-proposals", () => {
  it("a counter-proposal offered, read and taken; and answered twice", async () => {
    const token = await login("chioma.eze@demo.therapy");
    const amaka = await login("amaka.obi@demo.therapy");
    const { realAmaka, mockAmaka, slots, bookingBody } = await amakaWithFreeSlots();
    const real = (await call("/booking", { token, body: bookingBody(realAmaka, 30) })).body.data;
    const mock = (await mocked("/booking", auth, bookingBody(mockAmaka, 30))).body.data;
    await fund(real.amount, real.currency);
    await call(`/booking/${real.identifier}/pay`, { token, method: "POST" });
    const start = Date.now() + 20 * HOUR;
    await database.db
      .update(bookings)
      .set({ startTime: new Date(start), endTime: new Date(start + HOUR) })
      .where(eq(bookings.id, real.identifier));
    const state = bookingState();
    saveBookingState({
      ...state,
      [mock.identifier]: {
        ...state[mock.identifier]!,
        status: "confirmed",
        previousStatus: "pending",
        holdExpiresAt: null,
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + HOUR).toISOString(),
      },
    });
    const ask = { timeslotIdentifier: slots[31].identifier };
    await call(`/booking/${real.identifier}/reschedule`, { token, body: ask });
    await mocked(`/booking/${mock.identifier}/reschedule`, auth, ask);

    const offer = { timeslotIdentifiers: [slots[33].identifier, slots[32].identifier] };
    const realOffer = await call(`/appointment/${real.identifier}/counter-proposal`, {
      token: amaka,
      body: offer,
    });
    const mockOffer = await mocked(`/appointment/${mock.identifier}/counter-proposal`, auth, offer);
    expect(realOffer.status).toBe(200);
    expect(mockOffer.status).toBe(200);
    expect(shape(mockOffer.body)).toEqual(shape(realOffer.body));

    const realRead = await call(`/booking/${real.identifier}/counter-proposal`, { token });
    const mockRead = await mocked(`/booking/${mock.identifier}/counter-proposal`, auth);
    expect(shape(mockRead.body)).toEqual(shape(realRead.body));
    const { identifier: _r, expiresAt: _e, ...readFields } = realRead.body.data.proposal;
    const { identifier: _m, expiresAt: _f, ...mockFields } = mockRead.body.data.proposal;
    expect(mockFields).toEqual(readFields);

    const take = { startTime: slots[32].start };
    const realTake = await call(`/booking/${real.identifier}/counter-proposal/accept`, {
      token,
      body: take,
    });
    const mockTake = await mocked(
      `/booking/${mock.identifier}/counter-proposal/accept`,
      auth,
      take,
    );
    expect(realTake.status).toBe(200);
    expect(shape(mockTake.body)).toEqual(shape(realTake.body));
    expect(mockTake.body.data.startTime).toBe(realTake.body.data.startTime);

    const realAgain = await call(`/booking/${real.identifier}/counter-proposal/decline`, {
      token,
      method: "POST",
    });
    const mockAgain = await mocked(
      `/booking/${mock.identifier}/counter-proposal/decline`,
      auth,
      {},
    );
    expect([mockAgain.status, mockAgain.body]).toEqual([realAgain.status, realAgain.body]);
    expect(mockAgain.body.code).toBe(ErrorCode.NO_OPEN_COUNTER);
    const four = {
      timeslotIdentifiers: slots.slice(40, 44).map((s: { identifier: string }) => s.identifier),
    };
    const realFour = await call(`/appointment/${real.identifier}/counter-proposal`, {
      token: amaka,
      body: four,
    });
    const mockFour = await mocked(`/appointment/${mock.identifier}/counter-proposal`, auth, four);
    expect([mockFour.status, mockFour.body]).toEqual([realFour.status, realFour.body]);
  });

  it("a series' preview and its move, this and following", async () => {
    const token = await login("chioma.eze@demo.therapy");
    const { realAmaka, mockAmaka, slots, bookingBody } = await amakaWithFreeSlots();
    type Slot = { identifier: string; start: string };
    const byStart = new Map((slots as Slot[]).map((s) => [Date.parse(s.start), s]));
    const index = (slots as Slot[]).findIndex((s, i) => {
      const t = Date.parse(s.start);
      return i > 50 && [t + WEEK, t + HOUR, t + WEEK + HOUR].every((x) => byStart.has(x));
    });
    const base = slots[index] as Slot;
    const target = byStart.get(Date.parse(base.start) + HOUR)!;
    const weeks = { ...bookingBody(realAmaka, index), weeks: 2 };
    const real = (await call("/booking/series", { token, body: weeks })).body.data;
    const mock = (
      await mocked("/booking/series", auth, { ...bookingBody(mockAmaka, index), weeks: 2 })
    ).body.data;
    const query = `reschedule/following?timeslotIdentifier=${target.identifier}`;
    const realPreview = await call(`/booking/${real.bookings[0]}/${query}`, { token });
    const mockPreview = await mocked(`/booking/${mock.bookings[0]}/${query}`, auth);
    expect(realPreview.status).toBe(200);
    expect(shape(mockPreview.body)).toEqual(shape(realPreview.body));
    expect(mockPreview.body.data.sessions.map((s: { to: object }) => s.to)).toEqual(
      realPreview.body.data.sessions.map((s: { to: object }) => s.to),
    );
    const move = { timeslotIdentifier: target.identifier };
    const realMove = await call(`/booking/${real.bookings[0]}/reschedule/following`, {
      token,
      body: move,
    });
    const mockMove = await mocked(`/booking/${mock.bookings[0]}/reschedule/following`, auth, move);
    expect(realMove.status).toBe(200);
    expect(shape(mockMove.body)).toEqual(shape(realMove.body));
    const stranger = await call(`/booking/${real.bookings[0]}/reschedule/following`, {
      body: move,
    });
    expect(
      (await mocked(`/booking/${mock.bookings[0]}/reschedule/following`, {}, move)).status,
    ).toBe(stranger.status);
  });

  it("a series' refund preview and its cancel, this and following", async () => {
    const token = await login("chioma.eze@demo.therapy");
    const { realAmaka, mockAmaka, bookingBody } = await amakaWithFreeSlots();
    const real = (
      await call("/booking/series", { token, body: { ...bookingBody(realAmaka, 70), weeks: 2 } })
    ).body.data;
    const mock = (
      await mocked("/booking/series", auth, { ...bookingBody(mockAmaka, 70), weeks: 2 })
    ).body.data;
    const realPreview = await call(`/booking/${real.bookings[0]}/cancel/following`, { token });
    const mockPreview = await mocked(`/booking/${mock.bookings[0]}/cancel/following`, auth);
    expect(realPreview.status).toBe(200);
    expect(shape(mockPreview.body)).toEqual(shape(realPreview.body));
    expect(mockPreview.body.data.sessions).toHaveLength(realPreview.body.data.sessions.length);
    const realCancel = await call(`/booking/${real.bookings[0]}/cancel/following`, {
      token,
      body: { note: "Moving" },
    });
    const mockCancel = await mocked(`/booking/${mock.bookings[0]}/cancel/following`, auth, {
      note: "Moving",
    });
    expect(realCancel.status).toBe(200);
    expect(shape(mockCancel.body)).toEqual(shape(realCancel.body));
    const realAgain = await call(`/booking/${real.bookings[0]}/cancel/following`, {
      token,
      body: {},
    });
    const mockAgain = await mocked(`/booking/${mock.bookings[0]}/cancel/following`, auth, {});
    expect([mockAgain.status, mockAgain.body]).toEqual([realAgain.status, realAgain.body]);
    expect(mockAgain.body.code).toBe(ErrorCode.ALREADY_CANCELLED);
  });
});
