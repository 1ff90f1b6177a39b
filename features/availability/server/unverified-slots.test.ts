import { describe, expect, it } from "vitest";
import { reviewVerification } from "@/features/credentials/server/service";
import { call } from "@/tests/helpers/api-client";
import { bookableTherapist, freeSlots, requestBooking } from "@/tests/helpers/booking";
import { signedInUser } from "@/tests/helpers/factories";
import { pngImage } from "@/tests/helpers/images";
import { withTestDatabase } from "@/tests/helpers/test-db";

withTestDatabase({ seed: true });

const signIn = async (email: string) =>
  (await call("/user/login", { body: { email, password: "demo-pass-1" } })).body.data
    .token as string;

describe("an unverified therapist's times and photo (decision 0213)", () => {
  it("are theirs and their clients' only: anyone else is told the therapist does not exist", async () => {
    const therapist = await bookableTherapist();
    const days = `/provider-availability/timeslot/${therapist.providerId}?category=${therapist.categoryId}`;
    const [slot, held] = await freeSlots(therapist.providerId, therapist.categoryId);
    const one = `/providers-availability/${therapist.providerId}/timeslot/${slot!.identifier}?category=${therapist.categoryId}`;
    const client = await signedInUser({ countryCode: "US" });
    expect((await requestBooking(client.token, therapist, held!.identifier)).status).toBe(201);
    const stranger = await signedInUser({ countryCode: "US" });
    const own = await signIn("sarah.mitchell@demo.therapy");
    const form = new FormData();
    form.append("photo", new File([new Uint8Array(pngImage(300, 300))], "p.png"));
    const upload = await call("/provider/update/photo", { token: own, body: form, method: "POST" });
    expect(upload.status).toBe(200);
    const photo = (upload.body.data.photo as string).replace(/^\/api/, "");

    // Approved: public to anyone, the photo cacheable.
    expect((await call(days)).status).toBe(200);
    expect((await call(one)).status).toBe(200);
    const publicPhoto = await call(photo);
    expect(publicPhoto.status).toBe(200);
    expect(publicPhoto.headers.get("cache-control")).toBe("public, max-age=300");

    await reviewVerification(
      therapist.providerId,
      "reject",
      "Your licence could not be confirmed.",
    );
    try {
      for (const token of [undefined, stranger.token]) {
        const refused = await call(days, { token });
        expect(refused.status).toBe(404);
        expect(refused.body.code).toBe("PROVIDER_NOT_FOUND");
        expect((await call(one, { token })).body.code).toBe("PROVIDER_NOT_FOUND");
        expect((await call(photo, { token })).status).toBe(404);
      }
      for (const token of [own, client.token]) {
        const answer = await call(days, { token });
        expect(answer.status).toBe(200);
        expect(answer.body.data.length).toBeGreaterThan(0);
        expect((await call(one, { token })).status).toBe(200);
        const privatePhoto = await call(photo, { token });
        expect(privatePhoto.status).toBe(200);
        expect(privatePhoto.headers.get("cache-control")).toBe("private, no-store");
      }
    } finally {
      await reviewVerification(therapist.providerId, "approve", null);
    }
    expect((await call(days)).status).toBe(200);
  });
});
