import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, users } from "@/db/schema";
import { ErrorCode } from "@/lib/api/error-codes";
import { call } from "@/tests/helpers/api-client";
import { fundWallet } from "@/tests/helpers/booking";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { amakaWithFreeSlots, mocked, shape } from "./contract-helpers";
import { bookingState, saveBookingState } from "./fixtures/booking";
import { mockTherapist } from "./fixtures/notes";

// Its own database: rescheduling changes the time slots other contract tests compare.
const database = withTestDatabase({ seed: true });
const HOUR = 3_600_000;

const login = async (email: string) =>
  (await call("/user/login", { body: { email, password: "demo-pass-1" } })).body.data
    .token as string;

/** The fields of a reschedule answer both sides must agree on (times and ids differ). */
const fields = (b: { data: Record<string, unknown> }) => ({
  status: b.data.status,
  rescheduleStatus: b.data.rescheduleStatus,
  rescheduleInfo: b.data.rescheduleInfo,
  moves: (b.data.reschedules as { requestedBy: string; status: string; note: string }[]).map(
    (r) => [r.requestedBy, r.status, r.note],
  ),
});

describe("MSW reschedule handlers answer like the real API", () => {
  it("a move at once, its refusals, a request inside 48 hours and the client's answer", async () => {
    const token = await login("chioma.eze@demo.therapy");
    const amakaToken = await login("amaka.obi@demo.therapy");
    const auth = { authorization: "Bearer mock-access-token" };
    const { realAmaka, mockAmaka, slots, bookingBody } = await amakaWithFreeSlots();
    const body = (who: typeof realAmaka) => bookingBody(who, 20);
    const real = (await call("/booking", { token, body: body(realAmaka) })).body.data;
    const mock = (await mocked("/booking", auth, body(mockAmaka))).body.data;

    // An unpaid booking moves at once and spends no attempt.
    const move = { timeslotIdentifier: slots[21].identifier, note: "Later suits me" };
    const realMove = await call(`/booking/${real.identifier}/reschedule`, { token, body: move });
    const mockMove = await mocked(`/booking/${mock.identifier}/reschedule`, auth, move);
    expect(realMove.status).toBe(200);
    expect(mockMove.status).toBe(realMove.status);
    expect(shape(mockMove.body)).toEqual(shape(realMove.body));
    expect(fields(mockMove.body)).toEqual(fields(realMove.body));
    expect(mockMove.body.data.startTime).toBe(realMove.body.data.startTime);

    // The same time again, a long note, and an answer when nothing waits (in German).
    const de = { "x-language": "de" };
    for (const [path, payload] of [
      ["reschedule", { timeslotIdentifier: slots[21].identifier }],
      ["reschedule", { timeslotIdentifier: slots[22].identifier, note: "x".repeat(501) }],
    ] as const) {
      const r = await call(`/booking/${real.identifier}/${path}`, {
        token,
        body: payload,
        headers: de,
      });
      const m = await mocked(`/booking/${mock.identifier}/${path}`, { ...auth, ...de }, payload);
      expect([m.status, m.body]).toEqual([r.status, r.body]);
    }

    // Paid and 20 hours ahead: the therapist's move waits for the client.
    const [chioma] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, "chioma.eze@demo.therapy"));
    await fundWallet(chioma!.id, real.amount, real.currency);
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
    const request = { timeslotIdentifier: slots[23].identifier };
    const realAsk = await call(`/appointment/${real.identifier}/reschedule`, {
      token: amakaToken,
      body: request,
    });
    const mockAsk = await mocked(`/appointment/${mock.identifier}/reschedule`, auth, request);
    expect(realAsk.body.data.rescheduleStatus).toBe("pending");
    expect(shape(mockAsk.body)).toEqual(shape(realAsk.body));
    expect(fields(mockAsk.body)).toEqual(fields(realAsk.body));

    // Both sides' lists carry the waiting move, as the session's page does (the rows tell of it).
    const upcoming = "?statuses=pending,confirmed";
    type Row = { identifier: string; reschedules: { status: string }[] };
    const rowOf = (body: { data: Row[] }, id: string) => {
      const data = body.data.find((b) => b.identifier === id);
      expect(data).toBeDefined();
      return { ...body, data: data! };
    };
    const therapistAuth = { authorization: `Bearer ${mockTherapist.token}` };
    for (const [realList, mockList] of [
      [await call(`/booking${upcoming}`, { token }), await mocked(`/booking${upcoming}`, auth)],
      [
        await call(`/appointment${upcoming}`, { token: amakaToken }),
        await mocked(`/appointment${upcoming}`, therapistAuth),
      ],
    ] as const) {
      expect([mockList.status, realList.status]).toEqual([200, 200]);
      const realRow = rowOf(realList.body, real.identifier);
      const mockRow = rowOf(mockList.body, mock.identifier);
      expect(shape(mockRow)).toEqual(shape(realRow));
      expect(fields(mockRow)).toEqual(fields(realRow));
      expect(mockRow.data.reschedules.at(-1)?.status).toBe("pending");
    }
    const clientAsksAppointments = await call(`/appointment${upcoming}`, { token });
    const mockClientAsks = await mocked(`/appointment${upcoming}`, auth);
    expect([mockClientAsks.status, mockClientAsks.body]).toEqual([
      clientAsksAppointments.status,
      clientAsksAppointments.body,
    ]);

    const realPending = await call("/booking/reschedule/pending", { token });
    const mockPending = await mocked("/booking/reschedule/pending", auth);
    expect(shape(mockPending.body)).toEqual(shape(realPending.body));
    expect(mockPending.body.data).toHaveLength(realPending.body.data.length);

    const realAgain = await call(`/appointment/${real.identifier}/reschedule`, {
      token: amakaToken,
      body: { timeslotIdentifier: slots[24].identifier },
    });
    const mockAgain = await mocked(`/appointment/${mock.identifier}/reschedule`, auth, {
      timeslotIdentifier: slots[24].identifier,
    });
    expect([mockAgain.status, mockAgain.body]).toEqual([realAgain.status, realAgain.body]);
    expect(mockAgain.body.code).toBe(ErrorCode.RESCHEDULE_PENDING);

    const rid = (b: { data: { reschedules: { identifier: string }[] } }) =>
      b.data.reschedules.at(-1)!.identifier;
    const realAccept = await call(`/booking/reschedule/${rid(realAsk.body)}/accepted`, {
      token,
      method: "POST",
    });
    const mockAccept = await mocked(`/booking/reschedule/${rid(mockAsk.body)}/accepted`, auth, {});
    expect(realAccept.status).toBe(200);
    expect(mockAccept.status).toBe(200);
    expect(shape(mockAccept.body)).toEqual(shape(realAccept.body));
    expect(mockAccept.body.data.rescheduleInfo).toEqual(realAccept.body.data.rescheduleInfo);
    expect(mockAccept.body.data.startTime).toBe(realAccept.body.data.startTime);

    const realNone = await call(`/booking/reschedule/${rid(realAsk.body)}/declined`, {
      token,
      method: "POST",
    });
    const mockNone = await mocked(`/booking/reschedule/${rid(mockAsk.body)}/declined`, auth, {});
    expect([mockNone.status, mockNone.body]).toEqual([realNone.status, realNone.body]);
    expect(mockNone.body.code).toBe(ErrorCode.NO_PENDING_RESCHEDULE);
    const anonymous = await call(`/booking/${real.identifier}/reschedule`, { body: request });
    expect((await mocked(`/booking/${mock.identifier}/reschedule`, {}, request)).status).toBe(
      anonymous.status,
    );
  });
});
