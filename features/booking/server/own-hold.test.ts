import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { bookableTherapist, freeSlots, fundWallet } from "@/tests/helpers/booking";
import { signedInUser } from "@/tests/helpers/factories";
import { withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });

async function setup() {
  const therapist = await bookableTherapist();
  const client = await signedInUser({ countryCode: "US" });
  const slots = await freeSlots(therapist.providerId, therapist.categoryId);
  const book = (token = client.token, extra: Record<string, unknown> = {}) =>
    call("/booking", {
      token,
      body: {
        providerId: therapist.providerId,
        therapyCategoryId: therapist.categoryId,
        modality: "video",
        timeslotIdentifier: slots[0]!.identifier,
        note: "First session",
        ...extra,
      },
    });
  return { client, book };
}

const rowOf = async (id: string) =>
  (await database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

describe("POST /api/booking on a time the client already holds (back from the payment page)", () => {
  it("answers their own pending booking with the choices made now, its hold not lengthened", async () => {
    const { book } = await setup();
    const first = await book();
    expect(first.status).toBe(201);
    const again = await book(undefined, { modality: "in-person", note: "Changed my mind" });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({
      identifier: first.body.data.identifier,
      status: "pending",
      modality: "in-person",
      note: "Changed my mind",
      holdExpiresAt: first.body.data.holdExpiresAt,
    });
    // One booking, not two.
    expect((await rowOf(first.body.data.identifier)).modality).toBe("in-person");
  });

  it("still tells another client the time is taken, and shows them nothing of the hold", async () => {
    const { book } = await setup();
    const first = await book();
    const other = await signedInUser({ countryCode: "US" });
    const res = await book(other.token, { modality: "in-person", note: "Mine" });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: "SLOT_TAKEN",
      message: "Someone else just booked that time. Please pick another slot.",
    });
    expect(res.body.data).toBeUndefined();
    const kept = await rowOf(first.body.data.identifier);
    expect(kept).toMatchObject({ modality: "video", note: "First session" });
  });

  it("books anew once their own hold has run out", async () => {
    const { book } = await setup();
    const first = await book();
    await database.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1) })
      .where(eq(bookings.id, first.body.data.identifier));
    const again = await book();
    expect(again.status).toBe(201);
    expect(again.body.data.identifier).not.toBe(first.body.data.identifier);
    expect((await rowOf(first.body.data.identifier)).status).toBe("expired");
  });

  it("does not reopen a session they have paid: the time is taken", async () => {
    const { book, client } = await setup();
    const first = await book();
    await fundWallet(client.user.id, first.body.data.amount, first.body.data.currency);
    const paid = await call(`/booking/${first.body.data.identifier}/pay`, {
      token: client.token,
      body: {},
    });
    expect(paid.status).toBe(200);
    const again = await book(undefined, { modality: "in-person" });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("SLOT_TAKEN");
    expect((await rowOf(first.body.data.identifier)).modality).toBe("video");
  });

  it("a double submit of the form makes one booking: one answer new, the other the same one", async () => {
    const { book } = await setup();
    const answers = await Promise.all([book(), book()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(answers[0]!.body.data.identifier).toBe(answers[1]!.body.data.identifier);
  });
});

describe("POST /api/booking/series on times the client already holds (decision 0323)", () => {
  async function seriesSetup() {
    const therapist = await bookableTherapist();
    const client = await signedInUser({ countryCode: "US" });
    const slots = await freeSlots(therapist.providerId, therapist.categoryId);
    const series = (token = client.token, weeks = 3, extra: Record<string, unknown> = {}) =>
      call("/booking/series", {
        token,
        body: {
          providerId: therapist.providerId,
          therapyCategoryId: therapist.categoryId,
          modality: "video",
          timeslotIdentifier: slots[1]!.identifier,
          weeks,
          ...extra,
        },
      });
    return { client, series };
  }

  it("answers their own unpaid series with the choices made now; anyone else is told the weeks clash", async () => {
    const { series } = await seriesSetup();
    const first = await series();
    expect(first.status).toBe(201);
    const again = await series(undefined, 3, { modality: "in-person", note: "Back again" });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    for (const id of first.body.data.bookings as string[])
      expect(await rowOf(id)).toMatchObject({ modality: "in-person", note: "Back again" });

    const other = await signedInUser({ countryCode: "US" });
    const theirs = await series(other.token);
    expect([theirs.status, theirs.body.code]).toEqual([409, "SERIES_CLASHES"]);
    // A shorter series over the same weeks is a new ask, not this one.
    const shorter = await series(undefined, 2);
    expect([shorter.status, shorter.body.code]).toEqual([409, "SERIES_CLASHES"]);
    expect(await rowOf(first.body.data.bookings[0])).toMatchObject({ modality: "in-person" });
  });

  it("is not resumed once one of its holds ran out", async () => {
    const { series } = await seriesSetup();
    const first = await series();
    await database.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1) })
      .where(eq(bookings.id, first.body.data.bookings[2]));
    // Its other two weeks are still held by it: the client is told which weeks clash.
    const again = await series();
    expect([again.status, again.body.code]).toEqual([409, "SERIES_CLASHES"]);
  });
});
