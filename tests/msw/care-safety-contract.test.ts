// @vitest-environment node
import { afterAll, describe, expect, it } from "vitest";
import { signedInUser } from "@/tests/helpers/factories";
import { heldSession } from "@/tests/helpers/notes";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { mockAs, realCall, shape } from "./contract-helpers";
import { authAnswer } from "./fixtures/accounts";
import { mockNotesClient, mockTherapist } from "./fixtures/notes";
import { resetCareSafetyMock } from "./handlers/care-safety";

withTestDatabase({ seed: true });
afterAll(() => resetCareSafetyMock());

const asClient = mockAs(authAnswer().token);
const asTherapist = mockAs(mockTherapist.token);

type Answer = { status: number; body: unknown };
function same(real: Answer, mock: Answer, what: string) {
  expect(mock.status, what).toBe(real.status);
  expect(shape(mock.body), what).toEqual(shape(real.body));
}

const sections = {
  warningSigns: ["Not sleeping"],
  copingSteps: [],
  peopleAndPlaces: [],
  professionals: [],
  safeEnvironment: [],
};

describe("the safety plan twins answer like the real API (decision 0708)", () => {
  it("every endpoint, its errors included, in shape and status", async () => {
    resetCareSafetyMock();
    const therapist = await signedInUser({ userType: "provider" });
    const client = await signedInUser();
    await heldSession(therapist.user.id, client.user.id);
    const real = `/care/safety-plans/${therapist.user.id}/${client.user.id}`;
    const mock = `/care/safety-plans/${mockTherapist.identifier}/${mockNotesClient}`;

    same(await realCall(real), await asClient(mock, { token: null }), "401");
    same(await realCall(real, { token: client.token }), await asClient(mock), "GET, empty");
    const save = { version: 0, sections };
    same(
      await realCall(real, { token: therapist.token, method: "PUT", body: save }),
      await asTherapist(mock, { method: "PUT", body: save }),
      "PUT",
    );
    same(
      await realCall(real, { token: client.token, method: "PUT", body: save }),
      await asClient(mock, { method: "PUT", body: save }),
      "PUT, stale",
    );
    const long = { version: 1, sections: { ...sections, copingSteps: ["x".repeat(301)] } };
    same(
      await realCall(real, { token: client.token, method: "PUT", body: long }),
      await asClient(mock, { method: "PUT", body: long }),
      "PUT, too long",
    );
    same(
      await realCall("/care/safety-plans", { token: client.token }),
      await asClient("/care/safety-plans"),
      "GET own",
    );
    same(
      await realCall("/care/safety-plans", { token: therapist.token }),
      await asTherapist("/care/safety-plans"),
      "GET own, a therapist",
    );
    const stranger = `/care/safety-plans/${mockTherapist.identifier}/${therapist.user.id}`;
    same(
      await realCall(`/care/safety-plans/${therapist.user.id}/${therapist.user.id}`, {
        token: client.token,
      }),
      await asClient(stranger),
      "404",
    );
  });
});
