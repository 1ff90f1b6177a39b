// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getStorage, setStorage } from "@/lib/server/storage";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { sampleFiles, tempStorage } from "@/tests/helpers/notes";
import { signedInStaff } from "@/tests/helpers/staff";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { mockAs, shape } from "./contract-helpers";
import { MOCK_STAFF_TOKEN } from "./handlers/staff";

withTestDatabase({ seed: true });
let previousStorage: ReturnType<typeof getStorage>;
beforeAll(() => {
  previousStorage = getStorage();
  tempStorage();
});
afterAll(() => setStorage(previousStorage));

const mock = mockAs(MOCK_STAFF_TOKEN);
const MOCK_THERAPIST = "5b7e2a10-3c4d-4e5f-9a0b-1c2d3e4f5a6b";
const MOCK_PERSON = "2f4e6a80-9b1c-4d2e-8f3a-4b5c6d7e8f90";

describe("the staff handlers answer like the real API (issue 68)", () => {
  it("me, the queue, a case, a decision, people, a person, a lock, view as and the log", async () => {
    const { token } = await signedInStaff(["admin"]);
    const therapist = await signedInUser({ userType: "provider", credentials: "none" });
    const body = new FormData();
    body.append("type", "license");
    body.append("body", "Health and Care Professions Council");
    body.append("credentialNumber", "PYL-04417");
    body.append("files", new File([sampleFiles.pdf as Uint8Array<ArrayBuffer>], "licence.pdf"));
    await call("/provider/qualification/file/upload", { body, token: therapist.token });
    await call("/provider/verification-submission", { method: "PUT", token: therapist.token });
    const person = (await signedInUser()).user;

    const pairs: [string, string, { method?: string; body?: unknown }?][] = [
      ["/staff/me", "/staff/me"],
      ["/staff/verifications", "/staff/verifications"],
      [`/staff/verifications/${therapist.user.id}`, `/staff/verifications/${MOCK_THERAPIST}`],
      [`/staff/people?q=${person.email}`, "/staff/people?q=chioma"],
      [`/staff/people/${person.id}`, `/staff/people/${MOCK_PERSON}`],
      [
        `/staff/people/${person.id}/lock`,
        `/staff/people/${MOCK_PERSON}/lock`,
        { method: "POST", body: { reason: "Reported abuse" } },
      ],
      [
        `/staff/people/${person.id}/unlock`,
        `/staff/people/${MOCK_PERSON}/unlock`,
        { method: "POST", body: { reason: "Cleared" } },
      ],
      [`/staff/impersonate/${person.id}`, `/staff/impersonate/${MOCK_PERSON}`, { method: "POST" }],
      [
        `/staff/verifications/${therapist.user.id}/decision`,
        `/staff/verifications/${MOCK_THERAPIST}/decision`,
        { method: "POST", body: { decision: "approve" } },
      ],
      ["/staff/audit", "/staff/audit"],
      ["/staff/audit?target=nope", "/staff/audit?target=nope"],
      [
        `/staff/people/${person.id}/lock`,
        `/staff/people/${MOCK_PERSON}/lock`,
        { method: "POST", body: {} },
      ],
    ];
    for (const [realPath, mockPath, init = {}] of pairs) {
      const real = await call(realPath, { token, method: init.method, body: init.body });
      const fake = await mock(mockPath, init);
      expect(fake.status, realPath).toBe(real.status);
      expect(shape(fake.body), realPath).toEqual(shape(real.body));
    }
    // Not staff: 404, as for a path that does not exist.
    const client = await signedInUser();
    const real = await call("/staff/me", { token: client.token });
    const fake = await mock("/staff/me", { token: client.token });
    expect([fake.status, fake.body]).toEqual([real.status, real.body]);
  });
});
