import { describe, expect, it } from "vitest";
import { ErrorCode } from "@/lib/api/error-codes";
import { call } from "@/tests/helpers/api-client";
import { fundWallet } from "@/tests/helpers/booking";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { amakaWithFreeSlots, getResponse, mocked, shape } from "./contract-helpers";
import { mockTherapist } from "./fixtures/notes";
import { receiveMockTransfer } from "./fixtures/wallet";
import { handlers } from "./handlers";

// Its own database: booking a slot would change the time slots other contract tests compare.
withTestDatabase({ seed: true });

describe("MSW booking handlers answer exactly like the real API", () => {
  it("booking a session answers like the real API", async () => {
    const credentials = { email: "chioma.eze@demo.therapy", password: "demo-pass-1" };
    const token = (await call("/user/login", { body: credentials })).body.data.token;
    const { realAmaka, mockAmaka, bookingBody } = await amakaWithFreeSlots();
    const body = (who: typeof realAmaka) => bookingBody(who, 0);
    const real = await call("/booking", { token, body: body(realAmaka) });
    const mock = await mocked(
      "/booking",
      { authorization: "Bearer mock-access-token" },
      body(mockAmaka),
    );
    expect(mock.status).toBe(real.status);
    expect(shape(mock.body)).toEqual(shape(real.body));
    expect(mock.body.data).toMatchObject({
      amount: real.body.data.amount,
      currency: real.body.data.currency,
      startTime: real.body.data.startTime,
    });
    // The same time again, as after going back from the payment page: their own hold.
    const realAgain = await call("/booking", { token, body: body(realAmaka) });
    const mockAgain = await mocked(
      "/booking",
      { authorization: "Bearer mock-access-token" },
      body(mockAmaka),
    );
    expect(realAgain.status).toBe(200);
    expect(mockAgain.status).toBe(realAgain.status);
    expect(shape(mockAgain.body)).toEqual(shape(realAgain.body));
    expect(mockAgain.body.data.identifier).toBe(mock.body.data.identifier);
    expect(realAgain.body.data.identifier).toBe(real.body.data.identifier);

    const realRead = await call(`/booking/${real.body.data.identifier}`, { token });
    const mockRead = await getResponse(
      handlers,
      new Request(`http://localhost/api/booking/${mock.body.data.identifier}`, {
        headers: { authorization: "Bearer mock-access-token" },
      }),
    );
    expect(shape(await mockRead!.json())).toEqual(shape(realRead.body));

    const unknown = "/booking/00000000-0000-4000-8000-000000000bad";
    const realUnknown = await call(unknown, { token });
    const mockUnknown = await mocked(unknown, { authorization: "Bearer mock-access-token" });
    expect([mockUnknown.status, mockUnknown.body]).toEqual([realUnknown.status, realUnknown.body]);
    expect(mockUnknown.body.code).toBe(ErrorCode.NOT_FOUND);
  });

  it("a weekly series, its sessions and its clashes answer like the real API", async () => {
    const credentials = { email: "chioma.eze@demo.therapy", password: "demo-pass-1" };
    const token = (await call("/user/login", { body: credentials })).body.data.token;
    const auth = { authorization: "Bearer mock-access-token" };
    const realAmaka = (await call("/providers?countryCode=NG&state=LA")).body.data[0];
    const mockAmaka = (await mocked("/providers?countryCode=NG&state=LA", {})).body.data[0];
    const slot = (
      await call(
        `/provider-availability/timeslot/${realAmaka.identifier}?category=${realAmaka.categories[0].identifier}`,
      )
    ).body.data
      .flatMap((d: { timeSlot: { identifier: string; isBooked: boolean }[] }) => d.timeSlot)
      .filter((s: { isBooked: boolean }) => !s.isBooked)[5];
    const body = (who: typeof realAmaka) => ({
      providerId: who.identifier,
      therapyCategoryId: who.categories[0].identifier,
      modality: "video",
      timeslotIdentifier: slot.identifier,
      weeks: 2,
    });
    const real = await call("/booking/series", { token, body: body(realAmaka) });
    const mock = await mocked("/booking/series", auth, body(mockAmaka));
    expect(real.status).toBe(201);
    expect(mock.status).toBe(real.status);
    expect(shape(mock.body)).toEqual(shape(real.body));
    expect(mock.body.data.bookings).toHaveLength(2);

    // The day's booked slots (spec section 3) name the slot just booked, on both sides.
    type Day = { bookedSlots: { date: string; timeslotIdentifier: string }[] };
    const bookedIn = (answer: { body: { data: Day[] } }) =>
      answer.body.data.flatMap((d) => d.bookedSlots.map((b) => b.timeslotIdentifier));
    const slotsOf = (who: typeof realAmaka) =>
      `/provider-availability/timeslot/${who.identifier}?category=${who.categories[0].identifier}`;
    const realDays = await call(slotsOf(realAmaka));
    const mockDays = await mocked(slotsOf(mockAmaka), {});
    expect(bookedIn(realDays)).toContain(slot.identifier);
    expect(bookedIn(mockDays)).toContain(slot.identifier);

    const realSeries = await call(`/booking/${real.body.data.bookings[1]}/series`, { token });
    const mockSeries = await mocked(`/booking/${mock.body.data.bookings[1]}/series`, auth);
    expect(shape(mockSeries.body)).toEqual(shape(realSeries.body));
    expect(mockSeries.body.data.map((b: { startTime: string }) => b.startTime)).toEqual(
      realSeries.body.data.map((b: { startTime: string }) => b.startTime),
    );

    // The therapist reads the same series from their side; the client may not (decision 0315).
    const amaka = (
      await call("/user/login", {
        body: { email: "amaka.obi@demo.therapy", password: "demo-pass-1" },
      })
    ).body.data.token;
    const therapistAuth = { authorization: `Bearer ${mockTherapist.token}` };
    const realTheirs = await call(`/appointment/${real.body.data.bookings[0]}/series`, {
      token: amaka,
    });
    const mockTheirs = await mocked(
      `/appointment/${mock.body.data.bookings[0]}/series`,
      therapistAuth,
    );
    expect([mockTheirs.status, realTheirs.status]).toEqual([200, 200]);
    expect(shape(mockTheirs.body)).toEqual(shape(realTheirs.body));
    expect(mockTheirs.body.data).toHaveLength(realTheirs.body.data.length);
    const realNotTheirs = await call(`/appointment/${real.body.data.bookings[0]}/series`, {
      token,
    });
    const mockNotTheirs = await mocked(`/appointment/${mock.body.data.bookings[0]}/series`, auth);
    expect([mockNotTheirs.status, mockNotTheirs.body]).toEqual([
      realNotTheirs.status,
      realNotTheirs.body,
    ]);

    // Asked again by the same client (back from paying): their own unpaid series, on both sides.
    const realAgain = await call("/booking/series", { token, body: body(realAmaka) });
    const mockAgain = await mocked("/booking/series", auth, body(mockAmaka));
    expect([realAgain.status, mockAgain.status]).toEqual([200, 200]);
    expect(realAgain.body.data).toEqual(real.body.data);
    expect(mockAgain.body.data).toEqual(mock.body.data);

    // Three weeks over the two held ones is a new ask: its first two weeks clash.
    const longer = (who: typeof realAmaka) => ({ ...body(who), weeks: 3 });
    const realClash = await call("/booking/series", { token, body: longer(realAmaka) });
    const mockClash = await mocked("/booking/series", auth, longer(mockAmaka));
    expect(realClash.status).toBe(409);
    expect(mockClash.status).toBe(409);
    expect(shape(mockClash.body)).toEqual(shape(realClash.body));
    expect(mockClash.body.message).toBe(realClash.body.message);
    expect(mockClash.body.code).toBe(realClash.body.code);
    expect(mockClash.body.code).toBe(ErrorCode.SERIES_CLASHES);
  });

  it("the refund checks, a cancel and a second cancel answer like the real API", async () => {
    const credentials = { email: "chioma.eze@demo.therapy", password: "demo-pass-1" };
    const token = (await call("/user/login", { body: credentials })).body.data.token;
    const auth = { authorization: "Bearer mock-access-token" };
    const realAmaka = (await call("/providers?countryCode=NG&state=LA")).body.data[0];
    const mockAmaka = (await mocked("/providers?countryCode=NG&state=LA", {})).body.data[0];
    const slot = (
      await call(
        `/provider-availability/timeslot/${realAmaka.identifier}?category=${realAmaka.categories[0].identifier}`,
      )
    ).body.data
      .flatMap((d: { timeSlot: { identifier: string; isBooked: boolean }[] }) => d.timeSlot)
      .filter((s: { isBooked: boolean }) => !s.isBooked)[10];
    const body = (who: typeof realAmaka) => ({
      providerId: who.identifier,
      therapyCategoryId: who.categories[0].identifier,
      modality: "video",
      timeslotIdentifier: slot.identifier,
    });
    const realId = (await call("/booking", { token, body: body(realAmaka) })).body.data.identifier;
    const mockId = (await mocked("/booking", auth, body(mockAmaka))).body.data.identifier;

    for (const check of ["cancellation", "reschedule"]) {
      const real = await call(`/appointment/policy/${realId}/${check}`, { token });
      const mock = await mocked(`/appointment/policy/${mockId}/${check}`, auth);
      expect(real.status).toBe(200);
      expect([mock.status, mock.body]).toEqual([real.status, real.body]);
    }

    const reason = { note: "Change of plans" };
    const real = await call(`/booking/${realId}/cancel`, { token, body: reason });
    const mock = await mocked(`/booking/${mockId}/cancel`, auth, reason);
    expect(real.status).toBe(200);
    expect(mock.status).toBe(real.status);
    expect(shape(mock.body)).toEqual(shape(real.body));
    const fields = (b: { data: Record<string, unknown> }) => ({
      status: b.data.status,
      previousStatus: b.data.previousStatus,
      refunded: b.data.refunded,
      holdExpiresAt: b.data.holdExpiresAt,
      cancellation: { ...(b.data.cancellation as object), at: undefined },
    });
    expect(fields(mock.body)).toEqual(fields(real.body));

    const realAgain = await call(`/booking/${realId}/cancel`, {
      token,
      body: reason,
      headers: { "x-language": "de" },
    });
    const mockAgain = await mocked(
      `/booking/${mockId}/cancel`,
      { ...auth, "x-language": "de" },
      reason,
    );
    expect([mockAgain.status, mockAgain.body]).toEqual([realAgain.status, realAgain.body]);
    expect(mockAgain.body.code).toBe(ErrorCode.ALREADY_CANCELLED);

    const long = { note: "x".repeat(501) };
    const realLong = await call(`/booking/${realId}/cancel`, { token, body: long });
    const mockLong = await mocked(`/booking/${mockId}/cancel`, auth, long);
    expect([mockLong.status, mockLong.body]).toEqual([realLong.status, realLong.body]);

    const unknown = "00000000-0000-4000-8000-000000000bad";
    const realUnknown = await call(`/appointment/policy/${unknown}/cancellation`, { token });
    const mockUnknown = await mocked(`/appointment/policy/${unknown}/cancellation`, auth);
    expect([mockUnknown.status, mockUnknown.body]).toEqual([realUnknown.status, realUnknown.body]);
    const anonymous = await call(`/booking/${realId}/cancel`, { body: reason });
    expect([(await mocked(`/booking/${mockId}/cancel`, {}, reason)).status]).toEqual([
      anonymous.status,
    ]);
  });

  it("a session's receipt answers like the real API, before and after it is paid", async () => {
    const credentials = { email: "chioma.eze@demo.therapy", password: "demo-pass-1" };
    const login = (await call("/user/login", { body: credentials })).body.data;
    const token = login.token;
    const auth = { authorization: "Bearer mock-access-token" };
    const { realAmaka, mockAmaka, bookingBody } = await amakaWithFreeSlots();
    const real = await call("/booking", { token, body: bookingBody(realAmaka, 3) });
    const mock = await mocked("/booking", auth, bookingBody(mockAmaka, 3));
    const realId = real.body.data.identifier;
    const mockId = mock.body.data.identifier;

    const unpaidReal = await call(`/booking/${realId}/receipt`, { token });
    const unpaidMock = await mocked(`/booking/${mockId}/receipt`, auth);
    expect([unpaidMock.status, unpaidMock.body]).toEqual([unpaidReal.status, unpaidReal.body]);
    expect(unpaidReal.body.code).toBe(ErrorCode.NO_RECEIPT);
    const noEventReal = await call(`/booking/${realId}/calendar`, { token });
    const noEventMock = await mocked(`/booking/${mockId}/calendar`, auth);
    expect([noEventMock.status, noEventMock.body]).toEqual([noEventReal.status, noEventReal.body]);
    expect(noEventReal.body.code).toBe(ErrorCode.NOT_IN_CALENDAR);

    const { amount, currency } = real.body.data;
    const me = (await call("/user/info", { token })).body.data;
    await fundWallet(me.identifier, amount, currency);
    expect((await call(`/booking/${realId}/pay`, { token, method: "POST" })).status).toBe(200);
    receiveMockTransfer(mock.body.data.amount);
    const mockPaid = await getResponse(
      handlers,
      new Request(`http://localhost/api/booking/${mockId}/pay`, { method: "POST", headers: auth }),
    );
    expect(mockPaid!.status).toBe(200);
    const paidReal = await call(`/booking/${realId}/receipt`, { token });
    const paidMock = await mocked(`/booking/${mockId}/receipt`, auth);
    expect(paidReal.status).toBe(200);
    expect(paidMock.status).toBe(200);
    expect(shape(paidMock.body)).toEqual(shape(paidReal.body));
    expect(paidMock.body.data).toMatchObject({ amount, currency, refunded: 0 });
    // The calendar file, line for line but for the booking's id, the site's origin and the moment.
    const fileReal = await call(`/booking/${realId}/calendar`, {
      token,
      headers: { "x-language": "de" },
    });
    const fileMock = await getResponse(
      handlers,
      new Request(`http://localhost/api/booking/${mockId}/calendar`, {
        headers: { ...auth, "x-language": "de" },
      }),
    );
    const normal = (ics: string, id: string) =>
      ics
        .replace(/\r\n /g, "")
        .replaceAll(id, "ID")
        .replace(/https?:\/\/[^/]+/g, "ORIGIN")
        .replace(/@[\w.-]+/, "@HOST")
        .replace(/DTSTAMP:\w+/, "DTSTAMP");
    expect(fileMock!.status).toBe(fileReal.status);
    for (const header of ["content-type", "content-disposition", "cache-control"])
      expect(fileMock!.headers.get(header), header).toBe(fileReal.headers.get(header));
    expect(normal(await fileMock!.text(), mockId)).toBe(normal(fileReal.body, realId));
    expect(fileReal.body).toContain("SUMMARY:Sitzung mit Amaka Obi");
    // The wallet's charge names the session it paid.
    const charges = "/wallet/transactions?transactionType=booking_charge";
    const realCharges = (await call(charges, { token })).body;
    const mockCharges = (await mocked(charges, auth)).body;
    expect(shape(mockCharges)).toEqual(shape(realCharges));
    expect(mockCharges.data[0].providerName).toBe("Amaka Obi");
    expect(realCharges.data[0].providerName).toBe("Amaka Obi");
    const realCharge = realCharges.data[0].identifier;
    const mockCharge = mockCharges.data[0].identifier;
    const chargeReal = await call(`/wallet/transactions/${realCharge}`, { token });
    const chargeMock = await mocked(`/wallet/transactions/${mockCharge}`, auth);
    expect(shape(chargeMock.body)).toEqual(shape(chargeReal.body));
    expect(
      chargeMock.body.data.sessions.map((s: { bookingIdentifier: string }) => s.bookingIdentifier),
    ).toEqual([mockId]);
    expect(
      chargeReal.body.data.sessions.map((s: { bookingIdentifier: string }) => s.bookingIdentifier),
    ).toEqual([realId]);

    const unknown = "/booking/00000000-0000-4000-8000-000000000bad/receipt";
    const realUnknown = await call(unknown, { token });
    const mockUnknown = await mocked(unknown, auth);
    expect([mockUnknown.status, mockUnknown.body]).toEqual([realUnknown.status, realUnknown.body]);
    const asClient = `/appointment/${realId}/receipt`;
    const realForbidden = await call(asClient, { token });
    const mockForbidden = await mocked(`/appointment/${mockId}/receipt`, auth);
    expect([mockForbidden.status, mockForbidden.body]).toEqual([
      realForbidden.status,
      realForbidden.body,
    ]);
  });
});
