// @vitest-environment node
import { describe, expect, it } from "vitest";
import { call } from "@/tests/helpers/api-client";
import { bookableTherapist } from "@/tests/helpers/booking";
import { signedInUser } from "@/tests/helpers/factories";
import { therapistToken } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";

withTestDatabase({ seed: true });

const JAMES = "james.carter@demo.therapy";
const visibility = "/provider/experience/visibility";

const job = {
  companyName: "Boston Family Clinic",
  jobTitle: "Family Therapist",
  startDate: "04-2016",
  endDate: null,
  description: "Families and adolescents.",
  currentlyWorksHere: true,
};

describe("a therapist's work history on their public profile (decision 0211)", () => {
  it("stays private until the therapist shows it, follows their changes, and hides again", async () => {
    const token = await therapistToken(JAMES);
    const { providerId } = await bookableTherapist(JAMES);
    const profile = async () => (await call(`/providers/${providerId}`)).body.data;

    expect((await call(visibility, { token })).body.data).toEqual({ showOnProfile: false });
    const added = await call("/provider/experience", { token, body: job });
    expect(added.status).toBe(201);
    // Written for the credential review: not public by default.
    expect((await profile()).experience).toEqual([]);

    const shown = await call(visibility, { token, method: "PUT", body: { showOnProfile: true } });
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual({ showOnProfile: true, message: "Data saved successfully" });
    const { identifier: _, ...publicJob } = added.body.data;
    delete (publicJob as { message?: string }).message;
    expect((await profile()).experience).toEqual([publicJob]);

    // An edit shows at once: the kept profile moves with the directory's version.
    await call(`/provider/experience/${added.body.data.identifier}`, {
      token,
      method: "PUT",
      body: { ...job, jobTitle: "Senior Family Therapist" },
    });
    expect((await profile()).experience[0].jobTitle).toBe("Senior Family Therapist");

    await call(visibility, { token, method: "PUT", body: { showOnProfile: false } });
    expect((await call(visibility, { token })).body.data).toEqual({ showOnProfile: false });
    expect((await profile()).experience).toEqual([]);
  });

  it("is the therapist's own choice: a client is refused, no one signed in too, and a bad value says so", async () => {
    const client = await signedInUser();
    const asClient = await call(visibility, {
      token: client.token,
      method: "PUT",
      body: { showOnProfile: true },
    });
    expect(asClient.status).toBe(403);
    expect((await call(visibility)).status).toBe(401);

    const other = await signedInUser({ userType: "provider" });
    // Another therapist's switch is their own row: it does not touch James's profile.
    await call(visibility, { token: other.token, method: "PUT", body: { showOnProfile: true } });
    const { providerId } = await bookableTherapist(JAMES);
    expect((await call(`/providers/${providerId}`)).body.data.experience).toEqual([]);

    const bad = await call(visibility, {
      token: other.token,
      method: "PUT",
      body: { showOnProfile: "yes" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty("showOnProfile");
  });
});
