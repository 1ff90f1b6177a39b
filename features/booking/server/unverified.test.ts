import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { verifications } from "@/db/schema";
import { reviewVerification } from "@/features/credentials/server/service";
import { call } from "@/tests/helpers/api-client";
import {
  bookableTherapist,
  freeSlots,
  fundWallet,
  requestBooking,
  requestSeries,
} from "@/tests/helpers/booking";
import { signedInUser } from "@/tests/helpers/factories";
import { withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });

const sarahToken = async () =>
  (
    await call("/user/login", {
      body: { email: "sarah.mitchell@demo.therapy", password: "demo-pass-1" },
    })
  ).body.data.token as string;

/** Sarah's approval withdrawn, as a reviewer revoking it would (decision 0213). */
const revoke = (providerId: string) =>
  reviewVerification(providerId, "reject", "Your licence could not be confirmed.");

describe("booking a therapist whose credentials are not approved (decision 0213)", () => {
  it("refuses a client's booking and series with PROVIDER_NOT_VERIFIED, and takes them again once approved", async () => {
    const therapist = await bookableTherapist();
    const client = await signedInUser({ countryCode: "US" });
    const slots = await freeSlots(therapist.providerId, therapist.categoryId);
    await revoke(therapist.providerId);
    try {
      const refused = await requestBooking(client.token, therapist, slots[0]!.identifier);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: "PROVIDER_NOT_VERIFIED",
        message: "This therapist cannot be booked until their credentials are verified.",
      });
      const series = await requestSeries(client.token, therapist, slots[0]!.identifier, 3);
      expect(series.status).toBe(409);
      expect(series.body.code).toBe("PROVIDER_NOT_VERIFIED");
      // Never submitted at all: the same.
      await database.db
        .delete(verifications)
        .where(eq(verifications.providerId, therapist.providerId));
      expect((await requestBooking(client.token, therapist, slots[0]!.identifier)).status).toBe(
        409,
      );
    } finally {
      await database.db
        .insert(verifications)
        .values({ providerId: therapist.providerId, status: "submitted", submittedAt: new Date() })
        .onConflictDoNothing();
      await reviewVerification(therapist.providerId, "approve", null);
    }
    const booked = await requestBooking(client.token, therapist, slots[0]!.identifier);
    expect(booked.status).toBe(201);
  });

  it("lets the therapist book their own existing client while not approved", async () => {
    const therapist = await bookableTherapist();
    const client = await signedInUser({ countryCode: "US" });
    const slots = await freeSlots(therapist.providerId, therapist.categoryId);
    const first = await requestBooking(client.token, therapist, slots[1]!.identifier);
    await fundWallet(client.user.id, 100_000, "USD");
    await call(`/booking/${first.body.data.identifier}/pay`, {
      token: client.token,
      method: "POST",
    });
    await revoke(therapist.providerId);
    try {
      const token = await sarahToken();
      const appointment = (clientId: string) =>
        call("/appointment", {
          token,
          body: {
            clientId,
            therapyCategoryId: therapist.categoryId,
            modality: "video",
            timeslotIdentifier: slots[2]!.identifier,
          },
        });
      // A stranger is still not theirs to book.
      const stranger = await signedInUser({ countryCode: "US" });
      expect((await appointment(stranger.user.id)).body.code).toBe("NOT_YOUR_CLIENT");
      const res = await appointment(client.user.id);
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ status: "pending", createdByProvider: true });
    } finally {
      await reviewVerification(therapist.providerId, "approve", null);
    }
  });
});
