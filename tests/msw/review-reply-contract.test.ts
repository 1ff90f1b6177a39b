import { describe, expect, it } from "vitest";
import { call } from "@/tests/helpers/api-client";
import { completedSession, therapistToken } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { mockAs, realCall, shape } from "./contract-helpers";
import { authAnswer } from "./fixtures/accounts";
import {
  afterSessionState,
  resetAfterSessionMock,
  saveAfterSessionState,
} from "./fixtures/after-session";

withTestDatabase({ seed: true });
const unknownId = "00000000-0000-4000-8000-000000000bad";
const text = "Thank you for the kind words, it was good to work with you.";

const clientToken = async () =>
  (
    await call("/user/login", {
      body: { email: "chioma.eze@demo.therapy", password: "demo-pass-1" },
    })
  ).body.data.token as string;

describe("the review reply twin answers like the real API (decision 0409)", () => {
  it("refuses the same way: signed out, too short, too long, and a review that is not the caller's", async () => {
    const mock = mockAs(authAnswer().token);
    const token = await clientToken();
    for (const [init, lang] of [
      [{ method: "PUT", body: { text }, token: null }, undefined],
      [{ method: "PUT", body: { text: "a".repeat(29) } }, undefined],
      [{ method: "PUT", body: { text: "a".repeat(1001) } }, "de"],
      [{ method: "PUT", body: { text } }, undefined],
      [{ method: "DELETE" }, undefined],
    ] as const) {
      const path = `/review/${unknownId}/reply`;
      const real = await realCall(path, {
        ...init,
        token: init.token === null ? undefined : token,
        lang,
      });
      const fake = await mock(path, { ...init, lang });
      expect([fake.status, fake.body], JSON.stringify(init)).toEqual([real.status, real.body]);
    }
  });

  it("answers a reply and its removal in the real API's shape", async () => {
    const s = await completedSession({ therapistEmail: "sarah.mitchell@demo.therapy" });
    const review = await call(`/review/${s.id}`, { token: s.client.token, body: { rating: 5 } });
    const sarah = await therapistToken("sarah.mitchell@demo.therapy");
    const id = review.body.data.identifier as string;
    const path = `/review/${id}/reply`;
    const own = (await call(`/review/participant/${id}`, { token: sarah })).body.data;

    // The mocked account stands in for the therapist on a review they may answer.
    resetAfterSessionMock();
    saveAfterSessionState({ ...afterSessionState(), reviews: { [own.identifier]: own } });
    const mock = mockAs(authAnswer().token);
    for (const init of [{ method: "PUT", body: { text } }, { method: "DELETE" }]) {
      const real = await realCall(path, { ...init, token: sarah });
      const fake = await mock(path, init);
      expect(fake.status).toBe(real.status);
      expect(shape(fake.body)).toEqual(shape(real.body));
      expect(fake.body.data.reply).toEqual(real.body.data.reply);
    }
    resetAfterSessionMock();
  });
});
