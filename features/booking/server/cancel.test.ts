import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, users, walletEntries } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { bookableTherapist, freeSlots, fundWallet, requestSeries } from "@/tests/helpers/booking";
import { lastEmailTo, signedInUser } from "@/tests/helpers/factories";
import { unscheduledSession } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";
import type { Viewer } from "@/lib/server/auth-guard";
import { listBookings } from "./list";

const database = withTestDatabase({ seed: true });

const HOUR = 3_600_000;
const SARAH = "sarah.mitchell@demo.therapy";
const MARCUS = "marcus.lee@demo.therapy";

const loginAs = async (email: string) =>
  (await call("/user/login", { body: { email, password: "demo-pass-1" } })).body.data
    .token as string;

/**
 * A client's booking of a slot more than a week ahead (slots from the 40th on: no test's moved
 * session comes near them), paid from the wallet unless `pay` is false.
 */
async function booked({ therapistEmail = SARAH, pay = true } = {}) {
  const therapist = await bookableTherapist(therapistEmail);
  const client = await signedInUser({ countryCode: "US" });
  const slot = (await freeSlots(therapist.providerId, therapist.categoryId))[40]!;
  const res = await call("/booking", {
    token: client.token,
    body: {
      providerId: therapist.providerId,
      therapyCategoryId: therapist.categoryId,
      modality: "video",
      timeslotIdentifier: slot.identifier,
    },
  });
  expect(res.status).toBe(201);
  const booking = res.body.data;
  if (pay) {
    await fundWallet(client.user.id, booking.amount, "USD");
    const paid = await call(`/booking/${booking.identifier}/pay`, {
      token: client.token,
      method: "POST",
    });
    expect(paid.body.data.status).toBe("confirmed");
  }
  return { therapist, client, slot, booking, id: booking.identifier as string };
}

/** Puts a one-hour session this many real hours from now, straight in the database. */
async function startIn(id: string, hours: number) {
  const start = Date.now() + hours * HOUR;
  await database.db
    .update(bookings)
    .set({ startTime: new Date(start), endTime: new Date(start + HOUR) })
    .where(eq(bookings.id, id));
}

const balanceOf = async (token: string) =>
  (await call("/wallet/balance", { token })).body.data.balance as number;
const refundsOf = (id: string) =>
  database.db
    .select()
    .from(walletEntries)
    .where(eq(walletEntries.reference, `refund:booking:${id}`));
const cancelAsClient = (id: string, token: string, body: unknown = {}, headers = {}) =>
  call(`/booking/${id}/cancel`, { token, body, headers });
const cancelAsTherapist = (id: string, token: string, body: unknown = {}, headers = {}) =>
  call(`/appointment/${id}/cancel`, { token, body, headers });

describe("a client cancels", () => {
  it("49 hours ahead: the fee is back in the wallet as one refund, and the therapist is told", async () => {
    const { client, booking, id } = await booked();
    await startIn(id, 49);
    expect(await balanceOf(client.token)).toBe(0);

    const check = await call(`/appointment/policy/${id}/cancellation`, { token: client.token });
    expect(check.status).toBe(200);
    expect(check.body.data).toMatchObject({
      isRefundable: true,
      refundAmount: booking.amount,
      currency: "USD",
    });
    expect(new Date(check.body.data.refundableUntil).getTime()).toBeGreaterThan(Date.now());

    const res = await cancelAsClient(id, client.token, { note: "  I feel better now  " });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      identifier: id,
      status: "cancelled",
      previousStatus: "confirmed",
      refunded: booking.amount,
      cancellation: { by: "client", note: "I feel better now" },
    });
    expect(await balanceOf(client.token)).toBe(booking.amount);
    const refunds = await refundsOf(id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ type: "refund", amount: booking.amount, currency: "USD" });

    const mail = await lastEmailTo(SARAH);
    expect(mail?.subject).toBe("Test Person cancelled a session");
    expect(mail?.text).toContain("Reason: I feel better now");
    expect(mail?.text).toContain(`/appointments/${id}/`);
  });

  it("47 hours ahead: cancelled, nothing refunded, the money stays with the booking", async () => {
    const { client, booking, id } = await booked();
    await startIn(id, 47);
    const check = await call(`/appointment/policy/${id}/cancellation`, { token: client.token });
    expect(check.body.data).toMatchObject({ isRefundable: false, refundAmount: 0 });
    // The server runs the policy itself: nothing the browser sends changes the refund.
    const res = await cancelAsClient(id, client.token, { note: "", refundAmount: booking.amount });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "cancelled", refunded: 0 });
    expect(res.body.data.cancellation.note).toBeNull();
    expect(await balanceOf(client.token)).toBe(0);
    expect(await refundsOf(id)).toHaveLength(0);
  });

  it("a pending booking: nothing to refund, and the time is free for another client at once", async () => {
    const { client, therapist, slot, id } = await booked({ therapistEmail: MARCUS, pay: false });
    const check = await call(`/appointment/policy/${id}/cancellation`, { token: client.token });
    expect(check.body.data).toEqual({
      isRefundable: false,
      refundAmount: 0,
      currency: "USD",
      refundableUntil: null,
    });
    const res = await cancelAsClient(id, client.token);
    expect(res.body.data).toMatchObject({
      status: "cancelled",
      previousStatus: "pending",
      holdExpiresAt: null,
      refunded: 0,
    });
    expect(await refundsOf(id)).toHaveLength(0);

    const free = await freeSlots(therapist.providerId, therapist.categoryId);
    expect(free.map((s) => s.identifier)).toContain(slot.identifier);
    const other = await signedInUser({ countryCode: "US" });
    const again = await call("/booking", {
      token: other.token,
      body: {
        providerId: therapist.providerId,
        therapyCategoryId: therapist.categoryId,
        modality: "video",
        timeslotIdentifier: slot.identifier,
      },
    });
    expect(again.status).toBe(201);
  });

  it("one session of a paid series: only that session is cancelled and its own amount refunded", async () => {
    const therapist = await bookableTherapist(MARCUS);
    const client = await signedInUser({ countryCode: "US" });
    const slot = (await freeSlots(therapist.providerId, therapist.categoryId))[45]!;
    const series = await requestSeries(client.token, therapist, slot.identifier, 3);
    expect(series.status).toBe(201);
    const [first, second, third] = series.body.data.bookings as string[];
    const amount = (await call(`/booking/${first}`, { token: client.token })).body.data.amount;
    await fundWallet(client.user.id, amount * 3, "USD");
    await call(`/booking/${first}/pay`, { token: client.token, method: "POST" });
    expect(await balanceOf(client.token)).toBe(0);

    const res = await cancelAsClient(second!, client.token);
    expect(res.body.data).toMatchObject({ status: "cancelled", refunded: amount });
    expect(await balanceOf(client.token)).toBe(amount);
    const sessions = await call(`/booking/${first}/series`, { token: client.token });
    expect(
      sessions.body.data.map((b: { identifier: string; status: string }) => [
        b.identifier,
        b.status,
      ]),
    ).toEqual([
      [first, "confirmed"],
      [second, "cancelled"],
      [third, "confirmed"],
    ]);
  });
});

describe("a therapist cancels", () => {
  it("a day ahead: the client gets everything back and an email in German", async () => {
    const { client, booking, id } = await booked();
    await startIn(id, 24);
    await database.db.update(users).set({ locale: "de" }).where(eq(users.id, client.user.id));
    const sarah = await loginAs(SARAH);
    const check = await call(`/appointment/policy/${id}/cancellation`, { token: sarah });
    expect(check.body.data).toMatchObject({
      isRefundable: true,
      refundAmount: booking.amount,
      refundableUntil: null,
    });
    // The client, asked the same, would get nothing back this close to the start.
    const mine = await call(`/appointment/policy/${id}/cancellation`, { token: client.token });
    expect(mine.body.data).toMatchObject({ isRefundable: false, refundAmount: 0 });

    const res = await cancelAsTherapist(id, sarah, { note: "I am ill" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: "cancelled",
      refunded: booking.amount,
      cancellation: { by: "provider", note: "I am ill" },
    });
    expect(await balanceOf(client.token)).toBe(booking.amount);
    const mail = await lastEmailTo(client.user.email);
    expect(mail?.subject).toBe("Sarah Mitchell hat Ihre Sitzung storniert");
    expect(mail?.text).toContain("Grund: I am ill");
    expect(mail?.text).toContain(`/de/appointments/${id}/`);
  });
});

describe("a session whose time is still to be chosen", () => {
  it("is cancelled with emails that say so, naming no time, zone or freed hour", async () => {
    const [sarah] = await database.db.select().from(users).where(eq(users.email, SARAH));
    await database.db.update(users).set({ locale: "de" }).where(eq(users.id, sarah!.id));
    try {
      const first = await unscheduledSession({ therapistEmail: SARAH });
      expect((await cancelAsClient(first.id, first.client.token, { note: "Umzug" })).status).toBe(
        200,
      );
      const toSarah = await lastEmailTo(SARAH);
      expect(toSarah?.text).toContain(
        `${first.client.user.firstName} ${first.client.user.lastName} hat die Sitzung (Einzeltherapie) storniert, für die noch kein Termin gewählt war. Grund: Umzug`,
      );
      expect(toSarah?.text).not.toMatch(/America\/|wieder frei|\{time\}/);
    } finally {
      await database.db.update(users).set({ locale: "en" }).where(eq(users.id, sarah!.id));
    }

    const second = await unscheduledSession({ therapistEmail: SARAH });
    expect((await cancelAsTherapist(second.id, await loginAs(SARAH))).status).toBe(200);
    const toClient = await lastEmailTo(second.client.user.email);
    expect(toClient?.text).toContain(
      "Sarah Mitchell cancelled your Individual therapy session whose time was still to be chosen. Reason: none given",
    );
  });
});

describe("the reschedule check", () => {
  it("asks for approval to move a confirmed session inside 48 hours, for either side", async () => {
    const { client, id } = await booked();
    const sarah = await loginAs(SARAH);
    const check = (token: string) => call(`/appointment/policy/${id}/reschedule`, { token });
    await startIn(id, 49);
    expect((await check(client.token)).body).toEqual({ data: { needsApproval: false } });
    await startIn(id, 47);
    expect((await check(client.token)).body.data.needsApproval).toBe(true);
    expect((await check(sarah)).body.data.needsApproval).toBe(true);
    await cancelAsClient(id, client.token);
  });

  it("never for a pending booking", async () => {
    const { client, id } = await booked({ therapistEmail: MARCUS, pay: false });
    await startIn(id, 2);
    const res = await call(`/appointment/policy/${id}/reschedule`, { token: client.token });
    expect(res.body.data.needsApproval).toBe(false);
    await cancelAsClient(id, client.token);
  });
});

describe("what cannot be cancelled, in English and German", () => {
  it("a cancelled booking answers 409 ALREADY_CANCELLED and refunds nothing more", async () => {
    const { client, booking, id } = await booked();
    expect((await cancelAsClient(id, client.token)).body.data.refunded).toBe(booking.amount);
    const again = await cancelAsClient(id, client.token);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: "ALREADY_CANCELLED",
      message: "This session is already cancelled.",
    });
    const german = await cancelAsClient(id, client.token, {}, { "x-locale": "de" });
    expect(german.body.message).toBe("Diese Sitzung ist bereits storniert.");
    expect(await refundsOf(id)).toHaveLength(1);
    expect(await balanceOf(client.token)).toBe(booking.amount);
  });

  it("a session that has ended is completed when read, and answers 409 NOT_CANCELLABLE", async () => {
    const { client, id } = await booked();
    await startIn(id, -3);
    const completed = await call("/booking?statuses=completed", { token: client.token });
    expect(completed.body.data.map((b: { identifier: string }) => b.identifier)).toEqual([id]);
    expect(completed.body.data[0]).toMatchObject({
      status: "completed",
      previousStatus: "confirmed",
    });
    const res = await cancelAsTherapist(id, await loginAs(SARAH));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: "NOT_CANCELLABLE",
      message:
        "This session can no longer be cancelled: it has taken place or its booking has lapsed.",
    });
    const german = await cancelAsClient(id, client.token, {}, { "x-locale": "de" });
    expect(german.body.message).toBe(
      "Diese Sitzung kann nicht mehr storniert werden: Sie hat bereits stattgefunden oder die Buchung ist verfallen.",
    );
    expect(await refundsOf(id)).toHaveLength(0);
  });

  it("sessions of clients who list at once are each completed at their own instant", async () => {
    const early = await booked();
    const late = await booked({ therapistEmail: MARCUS });
    await startIn(late.id, 2);
    await startIn(early.id, 5);
    // One list read at the early session's end, the other before the late one starts; read together,
    // their sweeps are one statement (decision 0039), and neither may take the other's instant.
    const viewerOf = (client: typeof early.client) =>
      ({ userId: client.user.id, role: "client" }) as Viewer;
    const [earlyList, lateList] = await Promise.all([
      listBookings(
        viewerOf(early.client),
        { statuses: [], page: 1 },
        "en",
        new Date(Date.now() + 7 * HOUR),
      ),
      listBookings(
        viewerOf(late.client),
        { statuses: [], page: 1 },
        "en",
        new Date(Date.now() + HOUR),
      ),
    ]);
    expect(earlyList.data.map((b) => b.status)).toEqual(["completed"]);
    expect(lateList.data.map((b) => b.status)).toEqual(["confirmed"]);
  });

  it("a reason longer than 500 characters", async () => {
    const { client, id } = await booked({ therapistEmail: MARCUS, pay: false });
    const long = await cancelAsClient(id, client.token, { note: "x".repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.errors.note).toBe("A reason can have at most 500 characters");
    const german = await cancelAsClient(
      id,
      client.token,
      { note: "x".repeat(501) },
      {
        "x-locale": "de",
      },
    );
    expect(german.body.errors.note).toBe("Ein Grund darf höchstens 500 Zeichen haben");
    expect((await cancelAsClient(id, client.token, { note: "x".repeat(500) })).status).toBe(200);
  });
});

describe("who may cancel and ask", () => {
  it("another client, another therapist: 404; nobody signed in: 401; the booking stays as it was", async () => {
    const { client, id } = await booked();
    const stranger = await signedInUser({ countryCode: "US" });
    const otherTherapist = (await signedInUser({ userType: "provider" })).token;
    for (const token of [stranger.token, otherTherapist]) {
      expect((await call(`/appointment/policy/${id}/cancellation`, { token })).status).toBe(404);
      expect((await call(`/appointment/policy/${id}/reschedule`, { token })).status).toBe(404);
    }
    expect((await cancelAsClient(id, stranger.token)).status).toBe(404);
    expect((await cancelAsTherapist(id, otherTherapist)).status).toBe(404);
    // Each side cancels on its own path.
    expect((await cancelAsTherapist(id, client.token)).status).toBe(403);
    expect((await cancelAsClient(id, await loginAs(SARAH))).status).toBe(403);
    const anonymous = [
      await call(`/appointment/policy/${id}/cancellation`),
      await call(`/appointment/policy/${id}/reschedule`),
      await call(`/booking/${id}/cancel`, { body: {} }),
      await call(`/appointment/${id}/cancel`, { body: {} }),
    ];
    expect(anonymous.map((r) => r.status)).toEqual([401, 401, 401, 401]);
    const unknown = "00000000-0000-4000-8000-000000000bad";
    expect((await cancelAsClient(unknown, client.token)).status).toBe(404);
    expect((await call(`/booking/${id}`, { token: client.token })).body.data.status).toBe(
      "confirmed",
    );
    expect(await refundsOf(id)).toHaveLength(0);
  });
});
