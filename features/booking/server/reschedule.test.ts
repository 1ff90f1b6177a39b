import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingReschedules, bookings } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { bookableTherapist, freeSlots, fundWallet, requestBooking } from "@/tests/helpers/booking";
import { signedInUser } from "@/tests/helpers/factories";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { CLIENT_RESCHEDULE_ATTEMPTS, PROVIDER_RESCHEDULE_ATTEMPTS } from "../schemas";

const database = withTestDatabase({ seed: true });

const HOUR = 3_600_000;
const SARAH = "sarah.mitchell@demo.therapy";
const MARCUS = "marcus.lee@demo.therapy";

const tokens = new Map<string, string>();
async function loginAs(email: string) {
  if (!tokens.has(email)) {
    const res = await call("/user/login", { body: { email, password: "demo-pass-1" } });
    tokens.set(email, res.body.data.token as string);
  }
  return tokens.get(email)!;
}

/** A slot of Sarah's well ahead; each test takes its own indexes so no two tests meet. */
async function slot(index: number) {
  const therapist = await bookableTherapist(SARAH);
  return (await freeSlots(therapist.providerId, therapist.categoryId))[index]!;
}

async function bookSlot(token: string, identifier: string) {
  return requestBooking(token, await bookableTherapist(SARAH), identifier);
}

/** A client's booking of Sarah's slot `index`, paid unless `pay` is false. */
async function booked(index: number, { pay = true } = {}) {
  const client = await signedInUser({ countryCode: "US" });
  const at = await slot(index);
  const res = await bookSlot(client.token, at.identifier);
  expect(res.status).toBe(201);
  const id = res.body.data.identifier as string;
  if (pay) {
    await fundWallet(client.user.id, res.body.data.amount, "USD");
    const paid = await call(`/booking/${id}/pay`, { token: client.token, method: "POST" });
    expect(paid.body.data.status).toBe("confirmed");
  }
  return { client, id, slot: at };
}

/** Puts the session this many real hours from now, straight in the database. */
async function startIn(id: string, hours: number) {
  const start = Date.now() + hours * HOUR;
  await database.db
    .update(bookings)
    .set({ startTime: new Date(start), endTime: new Date(start + HOUR) })
    .where(eq(bookings.id, id));
}

const moveAsClient = (id: string, token: string, body: unknown) =>
  call(`/booking/${id}/reschedule`, { token, body });
const moveAsTherapist = (id: string, token: string, body: unknown) =>
  call(`/appointment/${id}/reschedule`, { token, body });

describe("a client reschedules", () => {
  it("more than 48 hours ahead: moved at once, one attempt spent, the old time free again", async () => {
    const { client, id, slot: old } = await booked(40);
    const target = await slot(41);
    const check = await call(`/appointment/policy/${id}/reschedule`, { token: client.token });
    expect(check.body.data).toEqual({ needsApproval: false });

    const res = await moveAsClient(id, client.token, {
      timeslotIdentifier: target.identifier,
      note: "  A clash at work  ",
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      identifier: id,
      status: "confirmed",
      startTime: target.start,
      rescheduleStatus: "completed",
      rescheduleInfo: {
        status: "completed",
        remainingClientReschedule: CLIENT_RESCHEDULE_ATTEMPTS - 1,
        remainingProviderReschedule: PROVIDER_RESCHEDULE_ATTEMPTS,
      },
      allowRescheduleCompletedBooking: false,
    });
    expect(res.body.data.reschedules).toEqual([
      expect.objectContaining({
        requestedBy: "client",
        status: "completed",
        from: expect.objectContaining({ startTime: old.start }),
        to: expect.objectContaining({ startTime: target.start }),
        note: "A clash at work",
      }),
    ]);
    // The old time is bookable by another client; the new one is taken.
    const other = await signedInUser({ countryCode: "US" });
    expect((await bookSlot(other.token, target.identifier)).status).toBe(409);
    expect((await bookSlot(other.token, old.identifier)).status).toBe(201);
  });

  it("stops at zero attempts with the spec's message, and the therapist still has theirs", async () => {
    const { client, id } = await booked(42);
    for (const index of [43, 44]) {
      const target = await slot(index);
      const res = await moveAsClient(id, client.token, { timeslotIdentifier: target.identifier });
      expect(res.status).toBe(200);
    }
    const refused = await moveAsClient(id, client.token, {
      timeslotIdentifier: (await slot(45)).identifier,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: "RESCHEDULE_LIMIT_REACHED",
      message: "Rescheduling limit reached.",
    });
    const sarah = await loginAs(SARAH);
    const byTherapist = await moveAsTherapist(id, sarah, {
      timeslotIdentifier: (await slot(45)).identifier,
    });
    expect(byTherapist.status).toBe(200);
    expect(byTherapist.body.data.rescheduleInfo).toMatchObject({
      remainingClientReschedule: 0,
      remainingProviderReschedule: PROVIDER_RESCHEDULE_ATTEMPTS - 1,
    });
  });

  it("a pending (unpaid) booking moves without spending an attempt, with a fresh hold", async () => {
    const { client, id } = await booked(46, { pay: false });
    const target = await slot(47);
    const res = await moveAsClient(id, client.token, { timeslotIdentifier: target.identifier });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: "pending",
      startTime: target.start,
      rescheduleStatus: "completed",
      rescheduleInfo: { remainingClientReschedule: CLIENT_RESCHEDULE_ATTEMPTS },
    });
    expect(new Date(res.body.data.holdExpiresAt).getTime()).toBeGreaterThan(Date.now());
  });

  it("to a time another booking holds: 409 SLOT_TAKEN and nothing changes", async () => {
    const { client, id, slot: old } = await booked(48);
    const taken = await slot(49);
    const other = await signedInUser({ countryCode: "US" });
    expect((await bookSlot(other.token, taken.identifier)).status).toBe(201);
    const res = await moveAsClient(id, client.token, { timeslotIdentifier: taken.identifier });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("SLOT_TAKEN");
    const after = await call(`/booking/${id}`, { token: client.token });
    expect(after.body.data).toMatchObject({
      startTime: old.start,
      reschedules: [],
      rescheduleInfo: { status: null, remainingClientReschedule: CLIENT_RESCHEDULE_ATTEMPTS },
    });
  });

  it("to a time whose unpaid hold ran out: moved, and the stale hold expired", async () => {
    const { client, id } = await booked(64);
    const stale = await slot(65);
    const other = await signedInUser({ countryCode: "US" });
    const held = await bookSlot(other.token, stale.identifier);
    await database.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.id, held.body.data.identifier));
    const res = await moveAsClient(id, client.token, { timeslotIdentifier: stale.identifier });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ startTime: stale.start, rescheduleStatus: "completed" });
    const [expired] = await database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, held.body.data.identifier));
    expect(expired!.status).toBe("expired");
  });

  it("refuses a time that is not offered, the same time, a long note and a cancelled booking", async () => {
    const { client, id, slot: own } = await booked(50);
    const notOffered = await moveAsClient(id, client.token, {
      timeslotIdentifier: "20261227T0300Z_60",
    });
    expect(notOffered.status).toBe(409);
    expect(notOffered.body.code).toBe("SLOT_UNAVAILABLE");
    expect(
      (await moveAsClient(id, client.token, { timeslotIdentifier: own.identifier })).body.code,
    ).toBe("SLOT_UNAVAILABLE");
    const long = await moveAsClient(id, client.token, {
      timeslotIdentifier: (await slot(51)).identifier,
      note: "x".repeat(501),
    });
    expect(long.status).toBe(400);
    expect(long.body.errors.note).toBe("A note can have at most 500 characters");
    expect((await call(`/booking/${id}/cancel`, { token: client.token, body: {} })).status).toBe(
      200,
    );
    const cancelled = await moveAsClient(id, client.token, {
      timeslotIdentifier: (await slot(51)).identifier,
    });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.code).toBe("NOT_RESCHEDULABLE");
  });
});

describe("a move inside 48 hours waits for the other party", () => {
  it("the therapist moves, both times are held, the client accepts from the dashboard list", async () => {
    const { client, id } = await booked(52);
    await startIn(id, 20);
    const old = await call(`/booking/${id}`, { token: client.token });
    const sarah = await loginAs(SARAH);
    const check = await call(`/appointment/policy/${id}/reschedule`, { token: sarah });
    expect(check.body.data).toEqual({ needsApproval: true });
    const target = await slot(53);
    const res = await moveAsTherapist(id, sarah, { timeslotIdentifier: target.identifier });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      rescheduleStatus: "pending",
      startTime: old.body.data.startTime,
      rescheduleInfo: {
        status: "pending",
        remainingProviderReschedule: PROVIDER_RESCHEDULE_ATTEMPTS - 1,
      },
    });
    // A third party can take neither time; the slot list shows the proposed one as booked.
    const third = await signedInUser({ countryCode: "US" });
    const takeProposed = await bookSlot(third.token, target.identifier);
    expect(takeProposed.status).toBe(409);
    const { providerId, categoryId } = await bookableTherapist(SARAH);
    expect((await freeSlots(providerId, categoryId)).map((s) => s.identifier)).not.toContain(
      target.identifier,
    );
    // Both sides see it waiting; the therapist cannot answer their own request, nor ask again.
    const pendingForClient = await call("/booking/reschedule/pending", { token: client.token });
    expect(pendingForClient.body.data.map((b: { identifier: string }) => b.identifier)).toEqual([
      id,
    ]);
    const pendingForTherapist = await call("/appointment/reschedule/pending", { token: sarah });
    expect(pendingForTherapist.body.data.map((b: { identifier: string }) => b.identifier)).toEqual([
      id,
    ]);
    const own = await call(`/appointment/${id}/reschedule-update`, {
      token: sarah,
      body: { status: "accepted" },
    });
    expect(own.status).toBe(409);
    expect(own.body.code).toBe("NO_PENDING_RESCHEDULE");
    const again = await moveAsTherapist(id, sarah, {
      timeslotIdentifier: (await slot(54)).identifier,
    });
    expect(again.body.code).toBe("RESCHEDULE_PENDING");

    const request = res.body.data.reschedules.at(-1).identifier as string;
    const accepted = await call(`/booking/reschedule/${request}/accepted`, {
      token: client.token,
      method: "POST",
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({
      startTime: target.start,
      rescheduleInfo: { status: "accepted" },
    });
    expect((await call("/booking/reschedule/pending", { token: client.token })).body.data).toEqual(
      [],
    );
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row!.proposedStartTime).toBeNull();
    // The old time is free again.
    const oldFree = await database.db
      .select()
      .from(bookings)
      .where(eq(bookings.startTime, new Date(old.body.data.startTime)));
    expect(oldFree).toHaveLength(0);
  });

  it("the client asks, the therapist declines: the proposed time is free, the old one kept", async () => {
    const { client, id } = await booked(55);
    await startIn(id, 21.5);
    const before = (await call(`/booking/${id}`, { token: client.token })).body.data;
    const target = await slot(56);
    const res = await moveAsClient(id, client.token, { timeslotIdentifier: target.identifier });
    expect(res.body.data.rescheduleStatus).toBe("pending");
    const sarah = await loginAs(SARAH);
    const declined = await call(`/appointment/${id}/reschedule-update`, {
      token: sarah,
      body: { status: "declined" },
    });
    expect(declined.status).toBe(200);
    expect(declined.body.data).toMatchObject({
      startTime: before.startTime,
      rescheduleInfo: { status: "declined", remainingClientReschedule: 1 },
    });
    const other = await signedInUser({ countryCode: "US" });
    expect((await bookSlot(other.token, target.identifier)).status).toBe(201);
    // Nothing waits any more.
    const late = await call(`/appointment/${id}/reschedule-update`, {
      token: sarah,
      body: { status: "accepted" },
    });
    expect(late.body.code).toBe("NO_PENDING_RESCHEDULE");
  });

  it("a cancel while a request waits frees both times and closes the request", async () => {
    const { client, id, slot: original } = await booked(57);
    const sarah = await loginAs(SARAH);
    await startIn(id, 23);
    const target = await slot(58);
    await moveAsTherapist(id, sarah, { timeslotIdentifier: target.identifier });
    const cancelled = await call(`/booking/${id}/cancel`, { token: client.token, body: {} });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.reschedules.at(-1).status).toBe("cancelled");
    const [request] = await database.db
      .select()
      .from(bookingReschedules)
      .where(eq(bookingReschedules.bookingId, id));
    expect(request!.status).toBe("cancelled");
    const other = await signedInUser({ countryCode: "US" });
    expect((await bookSlot(other.token, target.identifier)).status).toBe(201);
    void original;
  });

  it("allowRescheduleCompletedBooking: no approval inside 48 hours", async () => {
    const { client, id } = await booked(59);
    await startIn(id, 25);
    await database.db
      .update(bookings)
      .set({ allowRescheduleCompletedBooking: true })
      .where(eq(bookings.id, id));
    const check = await call(`/appointment/policy/${id}/reschedule`, { token: client.token });
    expect(check.body.data).toEqual({ needsApproval: false });
    const res = await moveAsClient(id, client.token, {
      timeslotIdentifier: (await slot(60)).identifier,
    });
    expect(res.body.data).toMatchObject({ rescheduleStatus: "completed" });
  });
});

describe("only the booking's two parties may move it or answer", () => {
  it("another client, another therapist and anonymous callers are refused", async () => {
    const { client, id } = await booked(61);
    await startIn(id, 26.5);
    const sarah = await loginAs(SARAH);
    const target = (await slot(62)).identifier;
    const pending = await moveAsTherapist(id, sarah, { timeslotIdentifier: target });
    const request = pending.body.data.reschedules.at(-1).identifier as string;
    const stranger = await signedInUser({ countryCode: "US" });
    const marcus = await loginAs(MARCUS);
    const body = { timeslotIdentifier: (await slot(63)).identifier };

    expect((await moveAsClient(id, stranger.token, body)).status).toBe(404);
    expect((await moveAsTherapist(id, marcus, body)).status).toBe(404);
    expect((await call(`/booking/${id}/reschedule`, { body })).status).toBe(401);
    expect((await call(`/appointment/${id}/reschedule`, { body })).status).toBe(401);
    // A client cannot use the therapist's path, nor the reverse.
    expect((await moveAsTherapist(id, client.token, body)).status).toBe(403);
    expect((await moveAsClient(id, sarah, body)).status).toBe(403);

    const decide = (token?: string) =>
      call(`/booking/reschedule/${request}/accepted`, { token, method: "POST" });
    expect((await decide(stranger.token)).status).toBe(404);
    expect((await decide()).status).toBe(401);
    expect((await decide(marcus)).status).toBe(403);
    const update = (token?: string) =>
      call(`/appointment/${id}/reschedule-update`, { token, body: { status: "accepted" } });
    expect((await update(marcus)).status).toBe(404);
    expect((await update()).status).toBe(401);
    expect((await update(stranger.token)).status).toBe(403);
    for (const token of [stranger.token, marcus]) {
      expect((await call(`/appointment/policy/${id}/reschedule`, { token })).status).toBe(404);
      expect((await call(`/appointment/policy/${id}/cancellation`, { token })).status).toBe(404);
    }
    expect((await call(`/appointment/policy/${id}/reschedule`)).status).toBe(401);
    expect(
      (await call("/booking/reschedule/pending", { token: stranger.token })).body.data,
    ).toEqual([]);
    expect((await call("/appointment/reschedule/pending", { token: marcus })).body.data).toEqual(
      [],
    );

    // The request is untouched by all of that.
    const after = await call(`/booking/${id}`, { token: client.token });
    expect(after.body.data.rescheduleInfo.status).toBe("pending");
    const badAction = await call(`/booking/reschedule/${request}/maybe`, {
      token: client.token,
      method: "POST",
    });
    expect(badAction.status).toBe(400);
  });
});
