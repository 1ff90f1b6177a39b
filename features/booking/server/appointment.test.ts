import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { bookableTherapist, freeSlots, fundWallet, requestBooking } from "@/tests/helpers/booking";
import { lastEmailTo, signedInUser } from "@/tests/helpers/factories";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { PROVIDER_HOLD_HOURS, type BookingStatus } from "../schemas";
import { listBookings } from "./list";

const database = withTestDatabase({ seed: true });

const sarahToken = async () =>
  (
    await call("/user/login", {
      body: { email: "sarah.mitchell@demo.therapy", password: "demo-pass-1" },
    })
  ).body.data.token as string;

/** A client who has had one paid session with Sarah, and the slots still free after it. */
async function sarahsClient() {
  const therapist = await bookableTherapist();
  const client = await signedInUser({ countryCode: "US" });
  const slots = await freeSlots(therapist.providerId, therapist.categoryId);
  const first = await call("/booking", {
    token: client.token,
    body: {
      providerId: therapist.providerId,
      therapyCategoryId: therapist.categoryId,
      modality: "video",
      timeslotIdentifier: slots[0]!.identifier,
    },
  });
  await fundWallet(client.user.id, 100_000, "USD");
  const paid = await call(`/booking/${first.body.data.identifier}/pay`, {
    token: client.token,
    method: "POST",
  });
  expect(paid.body.data.status).toBe("confirmed");
  const appointment = (slotIndex: number, token: string, clientId = client.user.id) =>
    call("/appointment", {
      token,
      body: {
        clientId,
        therapyCategoryId: therapist.categoryId,
        modality: "video",
        timeslotIdentifier: slots[slotIndex]!.identifier,
        note: "Follow-up",
      },
    });
  return { therapist, client, slots, appointment };
}

describe("a therapist books a session for one of their clients", () => {
  it("holds it for the client, emails them the way to confirm, and the client pays it", async () => {
    const { client, slots, appointment } = await sarahsClient();
    const token = await sarahToken();

    const relation = await call(`/clients/relation/${client.user.id}`, { token });
    expect(relation.status).toBe(200);
    expect(relation.body.data).toEqual({
      isClient: true,
      sessions: 1,
      client: { identifier: client.user.id, firstName: "Test", lastName: "Person" },
    });

    const before = Date.now();
    const res = await appointment(5, token);
    expect(res.status).toBe(201);
    const booking = res.body.data;
    expect(booking).toMatchObject({
      status: "pending",
      createdByProvider: true,
      startTime: slots[5]!.start,
      client: { identifier: client.user.id, firstName: "Test", lastName: "Person" },
      provider: { firstName: "Sarah", lastName: "Mitchell" },
    });
    // Held for two days, or until the session starts if that is sooner; not the client's 15 minutes.
    const held = new Date(booking.holdExpiresAt).getTime();
    const expected = Math.min(
      before + PROVIDER_HOLD_HOURS * 3_600_000,
      new Date(slots[5]!.start).getTime(),
    );
    expect(Math.abs(held - expected)).toBeLessThan(60_000);

    const email = await lastEmailTo(client.user.email);
    expect(email?.kind).toBe("bookedForYou");
    expect(email?.subject).toBe("Sarah Mitchell booked a session for you");
    expect(email?.text).toContain(`/payment/${booking.identifier}/`);
    expect(email?.text).toContain(
      "Sarah Mitchell booked a session (Individual therapy) for you on ",
    );

    const seen = await call("/booking?statuses=pending", { token: client.token });
    expect(seen.body.data.map((b: { identifier: string }) => b.identifier)).toEqual([
      booking.identifier,
    ]);
    const paid = await call(`/booking/${booking.identifier}/pay`, {
      token: client.token,
      method: "POST",
    });
    expect(paid.status).toBe(200);
    expect(paid.body.data.status).toBe("confirmed");
  });

  it("writes to the client in the client's language", async () => {
    const { client, appointment } = await sarahsClient();
    await database.db.update(users).set({ locale: "de" }).where(eq(users.id, client.user.id));
    expect((await appointment(6, await sarahToken())).status).toBe(201);
    const email = await lastEmailTo(client.user.email);
    expect(email?.subject).toBe("Sarah Mitchell hat eine Sitzung für Sie gebucht");
    expect(email?.text).toContain("/de/payment/");
  });

  it("the booked time is taken for everyone else", async () => {
    const { therapist, slots, appointment } = await sarahsClient();
    expect((await appointment(7, await sarahToken())).status).toBe(201);
    const after = await freeSlots(therapist.providerId, therapist.categoryId);
    expect(after.map((s) => s.identifier)).not.toContain(slots[7]!.identifier);
    const again = await appointment(7, await sarahToken());
    expect(again.status).toBe(409);
  });
});

describe("who a therapist may book", () => {
  it("not a stranger: the relation answers without a name and booking is refused", async () => {
    const stranger = await signedInUser({ countryCode: "US" });
    const { appointment } = await sarahsClient();
    const token = await sarahToken();
    const relation = await call(`/clients/relation/${stranger.user.id}`, { token });
    expect(relation.body.data).toEqual({ isClient: false, sessions: 0, client: null });
    const res = await appointment(8, token, stranger.user.id);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("NOT_YOUR_CLIENT");
    expect(await lastEmailTo(stranger.user.email)).toBeUndefined();
  });

  it("not another therapist's client, and a client only with a confirmed session", async () => {
    const { client, appointment } = await sarahsClient();
    const other = await signedInUser({ userType: "provider" });
    expect(
      (await call(`/clients/relation/${client.user.id}`, { token: other.token })).body.data
        .isClient,
    ).toBe(false);
    expect((await appointment(9, other.token)).status).toBe(404);

    // Someone whose only booking is still unpaid is not a client yet.
    const therapist = await bookableTherapist();
    const unpaid = await signedInUser({ countryCode: "US" });
    const slots = await freeSlots(therapist.providerId, therapist.categoryId);
    await call("/booking", {
      token: unpaid.token,
      body: {
        providerId: therapist.providerId,
        therapyCategoryId: therapist.categoryId,
        modality: "video",
        timeslotIdentifier: slots[0]!.identifier,
      },
    });
    expect((await appointment(10, await sarahToken(), unpaid.user.id)).status).toBe(404);
  });

  it("only therapists post appointments, with a time slot", async () => {
    const { client, appointment } = await sarahsClient();
    expect((await appointment(11, client.token)).status).toBe(403);
    const res = await call("/appointment", {
      token: await sarahToken(),
      body: { clientId: client.user.id, therapyCategoryId: "x", modality: "" },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      "modality",
      "therapyCategoryId",
      "timeslotIdentifier",
    ]);
  });
});

describe("a therapist's appointment totals (kept under their slots version, decision 0031)", () => {
  it("follow each booking, cancellation and ended session at once", async () => {
    const token = await sarahToken();
    const total = async (statuses = "") =>
      (await call(`/appointment${statuses && `?statuses=${statuses}`}`, { token })).body.meta
        .total as number;
    const all = await total();
    const pending = await total("pending");
    const therapist = await bookableTherapist();
    const client = await signedInUser({ countryCode: "US" });
    const [slot] = await freeSlots(therapist.providerId, therapist.categoryId);
    const booked = await requestBooking(client.token, therapist, slot!.identifier);
    expect(booked.status).toBe(201);
    expect(await total()).toBe(all + 1);
    expect(await total("pending")).toBe(pending + 1);

    const cancelled = await call(`/booking/${booked.body.data.identifier}/cancel`, {
      token: client.token,
      body: { note: "Something came up" },
    });
    expect(cancelled.status).toBe(200);
    expect(await total("pending")).toBe(pending);
    expect(await total()).toBe(all + 1);

    // A paid session that has ended is completed when the list is opened.
    const paid = await requestBooking(client.token, therapist, slot!.identifier);
    await fundWallet(client.user.id, 100_000, "USD");
    const pay = await call(`/booking/${paid.body.data.identifier}/pay`, {
      token: client.token,
      method: "POST",
    });
    expect(pay.body.data.status).toBe("confirmed");
    // Opened after the session's end, the list completes it, a change of status alone.
    const viewer = {
      userId: therapist.providerId,
      role: "provider" as const,
      sessionId: "",
      name: { firstName: "", lastName: "" },
    };
    const count = async (status: BookingStatus, at: Date) =>
      (await listBookings(viewer, { statuses: [status], page: 1 }, "en", at)).meta.total;
    const now = new Date();
    const confirmed = await count("confirmed", now);
    const completed = await count("completed", now);
    const afterEnd = new Date(Date.parse(pay.body.data.endTime) + 1000);
    // This session, and any earlier one of the file's, has moved from one total to the other.
    const [nowConfirmed, nowCompleted] = [
      await count("confirmed", afterEnd),
      await count("completed", afterEnd),
    ];
    expect(nowConfirmed).toBeLessThan(confirmed);
    expect(nowConfirmed + nowCompleted).toBe(confirmed + completed);
  });
});
