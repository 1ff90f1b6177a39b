// @vitest-environment node
import { afterAll, describe, expect, it } from "vitest";
import { signedInUser } from "@/tests/helpers/factories";
import { paidSession, therapistToken } from "@/tests/helpers/sessions";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { mockAs, realCall, shape } from "./contract-helpers";
import { authAnswer, demoClient } from "./fixtures/accounts";
import { careFormsFixture } from "./fixtures/care-forms";
import { mockNotesClient, mockTherapist } from "./fixtures/notes";
import { resetCareFormsMock } from "./handlers/care-forms";

withTestDatabase({ seed: true });
afterAll(() => resetCareFormsMock());

const asClient = mockAs(authAnswer().token);
const asTherapist = mockAs(mockTherapist.token);

type Answer = { status: number; body: unknown };
function same(real: Answer, mock: Answer, what: string) {
  expect(mock.status, what).toBe(real.status);
  expect(shape(mock.body), what).toEqual(shape(real.body));
}

describe("the intake and consent twins answer like the real API (issue 70)", () => {
  it("every endpoint, its errors included, in shape and status", async () => {
    resetCareFormsMock();
    const therapist = await therapistToken("sarah.mitchell@demo.therapy");
    const stranger = await signedInUser({ userType: "provider" });
    const copy = { starter: "intake" };
    same(
      await realCall("/care/form-templates", { token: therapist, body: copy }),
      await asTherapist("/care/form-templates", { body: copy }),
      "POST /care/form-templates",
    );
    await realCall("/care/form-templates", { token: therapist, body: { starter: "consent" } });
    const real = (await realCall("/care/form-templates", { token: therapist })) as Answer;
    same(real, await asTherapist("/care/form-templates"), "GET /care/form-templates");
    type T = {
      identifier: string;
      kind: string;
      title: string;
      body: string;
      questions: unknown[];
    };
    const realTemplates = (real.body as { data: T[] }).data;
    const mockTemplate = careFormsFixture()[0]!;
    for (const t of realTemplates) {
      const edit = { title: t.title, body: t.body, questions: t.questions, sendToNewClients: true };
      same(
        await realCall(`/care/form-templates/${t.identifier}`, {
          token: therapist,
          method: "PUT",
          body: edit,
        }),
        await asTherapist(
          `/care/form-templates/00000000-0000-4000-8000-00000000f0${t.kind === "intake" ? 0 : 1}1`,
          {
            method: "PUT",
            body: edit,
          },
        ),
        `PUT /care/form-templates/${t.kind}`,
      );
    }
    same(
      await realCall(`/care/form-templates/${realTemplates[0]!.identifier}`, {
        token: stranger.token,
        method: "PUT",
        body: { title: "x", body: "", questions: [], sendToNewClients: false },
      }),
      await asTherapist(`/care/form-templates/${crypto.randomUUID()}`, {
        method: "PUT",
        body: { title: "x", body: "", questions: [], sendToNewClients: false },
      }),
      "someone else's template",
    );
    same(
      await realCall("/care/form-templates", { token: therapist, body: { starter: "x" } }),
      await asTherapist("/care/form-templates", { body: { starter: "x" } }),
      "a starter that is none",
    );

    const session = await paidSession({ therapistEmail: "sarah.mitchell@demo.therapy" });
    const client = session.client;
    const realOwn = (await realCall("/care/forms", { token: client.token })) as Answer;
    same(realOwn, await asClient("/care/forms"), "GET /care/forms");
    same(await realCall("/care/forms"), await asClient("/care/forms", { token: null }), "401");
    same(
      await realCall("/care/forms", { token: therapist }),
      await asTherapist("/care/forms"),
      "a therapist's own forms",
    );
    const [realIntake, realConsent] = (realOwn.body as { data: { identifier: string }[] }).data;
    const [mockIntake, mockConsent] = careFormsFixture();
    const pairs = [
      [realIntake!.identifier, mockIntake!.identifier],
      [realConsent!.identifier, mockConsent!.identifier],
    ] as const;

    const draft = { answers: { reasons: "Sleep" } };
    same(
      await realCall(`/care/forms/${pairs[0][0]}/answers`, {
        token: client.token,
        method: "PUT",
        body: draft,
      }),
      await asClient(`/care/forms/${pairs[0][1]}/answers`, { method: "PUT", body: draft }),
      "PUT answers",
    );
    const wrong = { answers: { affect: 99 } };
    same(
      await realCall(`/care/forms/${pairs[0][0]}/answers`, {
        token: client.token,
        method: "PUT",
        body: wrong,
      }),
      await asClient(`/care/forms/${pairs[0][1]}/answers`, { method: "PUT", body: wrong }),
      "an answer that does not fit",
    );
    same(
      await realCall(`/care/forms/${pairs[0][0]}`, { token: client.token }),
      await asClient(`/care/forms/${pairs[0][1]}`),
      "GET a started form",
    );
    const full = {
      answers: { reasons: "Sleep", goals: "Rest", "emergency-contact": "Yes, it is correct" },
    };
    same(
      await realCall(`/care/forms/${pairs[0][0]}/complete`, { token: client.token, body: full }),
      await asClient(`/care/forms/${pairs[0][1]}/complete`, { body: full }),
      "complete the intake",
    );
    same(
      await realCall(`/care/forms/${pairs[0][0]}/complete`, { token: client.token, body: full }),
      await asClient(`/care/forms/${pairs[0][1]}/complete`, { body: full }),
      "complete again",
    );
    const badName = { answers: {}, signedName: "Nobody" };
    same(
      await realCall(`/care/forms/${pairs[1][0]}/complete`, { token: client.token, body: badName }),
      await asClient(`/care/forms/${pairs[1][1]}/complete`, { body: badName }),
      "a consent signed with another name",
    );
    same(
      await realCall(`/care/forms/${pairs[1][0]}/complete`, {
        token: client.token,
        body: { answers: {}, signedName: `${client.user.firstName} ${client.user.lastName}` },
      }),
      await asClient(`/care/forms/${pairs[1][1]}/complete`, {
        body: { answers: {}, signedName: `${demoClient.firstName} ${demoClient.lastName}` },
      }),
      "a consent signed",
    );
    same(
      await realCall(`/care/forms/${pairs[1][0]}`, { token: therapist }),
      await asTherapist(`/care/forms/${pairs[1][1]}`),
      "the therapist reads the signed consent",
    );
    same(
      await realCall(`/care/forms/${pairs[1][0]}`, { token: stranger.token }),
      await asClient(`/care/forms/${crypto.randomUUID()}`),
      "someone else's form",
    );
    same(
      await realCall(`/care/client/${client.user.id}/forms`, { token: therapist }),
      await asTherapist(`/care/client/${mockNotesClient}/forms`),
      "GET /care/client/{id}/forms",
    );
    same(
      await realCall(`/care/client/${client.user.id}/forms`, { token: stranger.token }),
      await asTherapist(`/care/client/${crypto.randomUUID()}/forms`),
      "not their client",
    );
    expect(mockTemplate.kind).toBe("intake");
  });
});
