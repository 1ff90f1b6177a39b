// @vitest-environment node
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientPreferences, clientProfiles } from "@/db/schema";
import { setStorage } from "@/lib/server/storage";
import { call } from "@/tests/helpers/api-client";
import { countryId, signedInUser } from "@/tests/helpers/factories";
import { pngImage } from "@/tests/helpers/images";
import { bookingBetween, memoryStorage } from "@/tests/helpers/messaging";
import { withTestDatabase } from "@/tests/helpers/test-db";

const database = withTestDatabase({ seed: true });
const storage = memoryStorage();
beforeAll(() => setStorage(storage));
afterAll(() => setStorage(undefined));

describe("deleting a client's account clears their profile", () => {
  it("removes the picture file, the contact and personal fields; the therapist sees neither", async () => {
    const client = await signedInUser({ countryCode: "GB" });
    const therapist = await signedInUser({ userType: "provider" });
    await bookingBetween(client.user.id, therapist.user.id, "confirmed");
    const token = client.token;

    await call("/client/avatar/sunrise", { token, method: "POST" });
    const form = new FormData();
    form.append("photo", new File([new Uint8Array(pngImage(220, 220))], "me.png"));
    const picture = await call("/client/profile-picture", { token, body: form, method: "POST" });
    expect(picture.status).toBe(200);
    const contact = { name: "Ngozi Obi", phoneNumber: "08012345678" };
    expect((await call("/client/emergency-contact", { token, body: contact })).status).toBe(200);
    const profile = {
      firstName: "Ada",
      lastName: "Okafor",
      userName: `ada_${client.user.id.slice(0, 8)}`,
      stateIdentifier: null,
      zipCode: "SW1A1AA",
      dob: "1990-04-02",
      gender: "female",
    };
    expect((await call("/client", { token, body: profile, method: "PUT" })).status).toBe(200);
    const preferences = { countryIdentifier: await countryId("DE") };
    expect(
      (await call("/client/preferences", { token, body: preferences, method: "PUT" })).status,
    ).toBe(200);

    const before = await call(`/client/profile/${client.user.id}`, { token: therapist.token });
    expect(before.body.data).toMatchObject({
      photoUrl: picture.body.data.photoUrl,
      emergencyContact: contact,
    });
    expect(storage.files.size).toBe(1);

    const deleted = await call("/user/profile/delete-account", {
      method: "DELETE",
      token,
      body: { password: client.user.password },
    });
    expect(deleted.status).toBe(200);

    expect(storage.files.size).toBe(0);
    const after = await call(`/client/profile/${client.user.id}`, { token: therapist.token });
    expect(after.status).toBe(200);
    expect(after.body.data).toMatchObject({
      firstName: "Deleted",
      lastName: "User",
      photoUrl: null,
      emergencyContact: null,
    });
    const picturePath = (picture.body.data.photoUrl as string).replace(/^\/api/, "");
    expect((await call(picturePath, { token: therapist.token })).status).toBe(404);

    const [row] = await database.db
      .select()
      .from(clientProfiles)
      .where(eq(clientProfiles.userId, client.user.id));
    expect(row).toMatchObject({
      photoKey: null,
      avatarId: null,
      stateId: null,
      zipCode: null,
      dob: null,
      gender: null,
      emergencyContactName: null,
      emergencyContactPhone: null,
      preferredCountryId: null,
    });
    expect(row!.userName).toMatch(/^deleted-[0-9a-f]{24}$/);
    const chosen = await database.db
      .select()
      .from(clientPreferences)
      .where(eq(clientPreferences.clientId, client.user.id));
    expect(chosen).toEqual([]);
  });

  it("deletes a therapist's account, which has no client profile, as before", async () => {
    const therapist = await signedInUser({ userType: "provider" });
    const deleted = await call("/user/profile/delete-account", {
      method: "DELETE",
      token: therapist.token,
      body: { password: therapist.user.password },
    });
    expect(deleted.status).toBe(200);
  });
});
