// @vitest-environment node
import { afterAll, describe, expect, it } from "vitest";
import { signedInUser } from "@/tests/helpers/factories";
import { heldSession } from "@/tests/helpers/notes";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { mockAs, realCall, shape } from "./contract-helpers";
import { authAnswer } from "./fixtures/accounts";
import { mockNotesClient, mockTherapist } from "./fixtures/notes";
import { resetCareMock } from "./handlers/care";

withTestDatabase({ seed: true });
afterAll(() => resetCareMock());

const asClient = mockAs(authAnswer().token);
const asTherapist = mockAs(mockTherapist.token);

type Answer = { status: number; body: unknown };
function same(real: Answer, mock: Answer, what: string) {
  expect(mock.status, what).toBe(real.status);
  expect(shape(mock.body), what).toEqual(shape(real.body));
}

describe("the care twins answer like the real API (issue 70)", () => {
  it("every endpoint, its errors included, in shape and status", async () => {
    resetCareMock();
    const therapist = await signedInUser({ userType: "provider" });
    const client = await signedInUser();
    await heldSession(therapist.user.id, client.user.id);

    const realOwn = await realCall("/care/measures", { token: client.token });
    same(
      await realCall("/care/measures"),
      await asClient("/care/measures", { token: null }),
      "401",
    );

    type M = { identifier: string; instrument: string; answeredAt: string | null };
    const realPhq = (realOwn.body as { data: { measures: M[] } }).data.measures.find(
      (m) => m.instrument === "phq9",
    )!;
    const mockPhq = (
      (await asClient("/care/measures")).body as { data: { measures: M[] } }
    ).data.measures.find((m) => m.instrument === "phq9" && !m.answeredAt)!;
    const crisis = { answers: [0, 0, 0, 0, 0, 0, 0, 0, 2] };
    const short = { answers: [0, 0, 0, 0, 0, 0, 0] };
    for (const [body, what] of [
      [{ answers: [5] }, "out of range"],
      [short, "wrong count"],
      [crisis, "item 9 above 0"],
      [crisis, "answered again"],
    ] as const)
      same(
        await realCall(`/care/measures/${realPhq.identifier}/answer`, {
          token: client.token,
          body,
        }),
        await asClient(`/care/measures/${mockPhq.identifier}/answer`, { body }),
        `answer: ${what}`,
      );

    // Both lists now start with an answered PHQ-9 (shapes compare the first entry).
    same(
      await realCall("/care/measures", { token: client.token }),
      await asClient("/care/measures"),
      "GET /care/measures",
    );
    same(
      await realCall("/care/access", { token: client.token }),
      await asClient("/care/access"),
      "GET /care/access",
    );
    same(
      await realCall("/care/access", { token: therapist.token }),
      await asTherapist("/care/access"),
      "a therapist asking for a client's access history",
    );
    same(
      await realCall("/care/crisis-help", { token: client.token }),
      await asClient("/care/crisis-help"),
      "crisis help",
    );

    const realCare = await realCall(`/care/client/${client.user.id}`, { token: therapist.token });
    const mockCare = await asTherapist(`/care/client/${mockNotesClient}`);
    same(realCare, mockCare, "GET /care/client");
    same(
      await realCall(`/care/client/${client.user.id}`, { token: client.token }),
      await asClient(`/care/client/${mockNotesClient}`),
      "a client asking for the therapist's view",
    );

    const ask = { instrument: "gad7" };
    same(
      await realCall(`/care/client/${client.user.id}/request`, {
        token: therapist.token,
        body: ask,
      }),
      await asTherapist(`/care/client/${mockNotesClient}/request`, { body: ask }),
      "request",
    );
    same(
      await realCall(`/care/client/${client.user.id}/request`, {
        token: therapist.token,
        body: { instrument: "beck" },
      }),
      await asTherapist(`/care/client/${mockNotesClient}/request`, {
        body: { instrument: "beck" },
      }),
      "request: unknown instrument",
    );

    type A = { data: { alerts: { identifier: string }[] } };
    const realAlert = (realCare.body as A).data.alerts[0]!.identifier;
    const mockAlert = (mockCare.body as A).data.alerts[0]!.identifier;
    same(
      await realCall(`/care/alerts/${realAlert}/acknowledge`, {
        token: therapist.token,
        method: "POST",
      }),
      await asTherapist(`/care/alerts/${mockAlert}/acknowledge`, { method: "POST" }),
      "acknowledge",
    );

    for (const [token, mock, body] of [
      [therapist.token, asTherapist, { measureEvery: 3 }],
      [client.token, asClient, { hideOwnChart: true }],
      [client.token, asClient, { measureEvery: 100 }],
    ] as const)
      same(
        await realCall("/care/settings", { token, method: "PUT", body }),
        await mock("/care/settings", { method: "PUT", body }),
        `settings ${JSON.stringify(body)}`,
      );
  });
});
