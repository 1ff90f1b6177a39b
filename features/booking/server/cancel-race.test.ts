import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { walletEntries, wallets } from "@/db/schema";
import { call } from "@/tests/helpers/api-client";
import { bookableTherapist, freeSlots, fundWallet, requestSeries } from "@/tests/helpers/booking";
import { signedInUser } from "@/tests/helpers/factories";
import { onPostgres, withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });

const bookSlot = (token: string, providerId: string, categoryId: string, identifier: string) =>
  call("/booking", {
    token,
    body: {
      providerId,
      therapyCategoryId: categoryId,
      modality: "video",
      timeslotIdentifier: identifier,
    },
  });

// PGlite runs one statement at a time, so races only mean something on PostgreSQL.
describe.runIf(onPostgres)("cancel races on PostgreSQL", () => {
  it("20 cancels of one paid booking at once: one refund, 19 answers of 409, money that adds up", async () => {
    const therapist = await bookableTherapist("sarah.mitchell@demo.therapy");
    // More than a week ahead: the client's cancel is refunded in full.
    const slot = (await freeSlots(therapist.providerId, therapist.categoryId))[40];
    const client = await signedInUser({ countryCode: "US" });
    const booking = (
      await bookSlot(client.token, therapist.providerId, therapist.categoryId, slot!.identifier)
    ).body.data;
    await fundWallet(client.user.id, booking.amount + 3, "USD");
    const paid = await call(`/booking/${booking.identifier}/pay`, {
      token: client.token,
      method: "POST",
    });
    expect(paid.body.data.status).toBe("confirmed");

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(`/booking/${booking.identifier}/cancel`, { token: client.token, body: {} }),
      ),
    );
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.body.data.refunded).toBe(booking.amount);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(19);
    expect(new Set(refused.map((a) => a.body.code))).toEqual(new Set(["ALREADY_CANCELLED"]));

    const [wallet] = await database.db
      .select()
      .from(wallets)
      .where(eq(wallets.userId, client.user.id));
    expect(wallet!.balance).toBe(booking.amount + 3);
    const entries = await database.db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.walletId, wallet!.id));
    expect(entries.filter((e) => e.type === "refund").map((e) => e.reference)).toEqual([
      `refund:booking:${booking.identifier}`,
    ]);
    expect(entries.reduce((sum, e) => sum + Number(e.amount), 0)).toBe(wallet!.balance);
  });

  it("two clients racing for a slot a cancel just freed: one booking, one 409", async () => {
    const therapist = await bookableTherapist("marcus.lee@demo.therapy");
    const [slot] = await freeSlots(therapist.providerId, therapist.categoryId);
    const first = await signedInUser({ countryCode: "US" });
    const held = await bookSlot(
      first.token,
      therapist.providerId,
      therapist.categoryId,
      slot!.identifier,
    );
    expect(held.status).toBe(201);
    expect(
      (await call(`/booking/${held.body.data.identifier}/cancel`, { token: first.token, body: {} }))
        .status,
    ).toBe(200);

    const racers = await Promise.all([
      signedInUser({ countryCode: "US" }),
      signedInUser({ countryCode: "US" }),
    ]);
    const answers = await Promise.all(
      racers.map((r) =>
        bookSlot(r.token, therapist.providerId, therapist.categoryId, slot!.identifier),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body.code).toBe("SLOT_TAKEN");
  });

  it("two cancels of a series 'this and following' at once: one cancels and refunds each session once, the other 409", async () => {
    const therapist = await bookableTherapist("sarah.mitchell@demo.therapy");
    const slot = (await freeSlots(therapist.providerId, therapist.categoryId))[45];
    const client = await signedInUser({ countryCode: "US" });
    const series = await requestSeries(client.token, therapist, slot!.identifier, 3);
    const ids = series.body.data.bookings as string[];
    const amount = (await call(`/booking/${ids[0]}`, { token: client.token })).body.data.amount;
    await fundWallet(client.user.id, amount * 3, "USD");
    await call(`/booking/${ids[0]}/pay`, { token: client.token, method: "POST" });

    const answers = await Promise.all(
      [0, 1].map(() =>
        call(`/booking/${ids[0]}/cancel/following`, { token: client.token, body: {} }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.code).toBe("ALREADY_CANCELLED");
    expect(answers.find((a) => a.status === 200)!.body.data.refunded).toBe(amount * 3);
    const [wallet] = await database.db
      .select()
      .from(wallets)
      .where(eq(wallets.userId, client.user.id));
    expect(wallet!.balance).toBe(amount * 3);
    const refunds = (
      await database.db.select().from(walletEntries).where(eq(walletEntries.walletId, wallet!.id))
    ).filter((e) => e.type === "refund");
    expect(refunds.map((e) => e.reference).sort()).toEqual(
      ids.map((id) => `refund:booking:${id}`).sort(),
    );
  });
});
