// @vitest-environment node
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@/db/schema/accounts";
import { verifications } from "@/db/schema/credentials";
import { outbox } from "@/db/schema/platform";
import { getStorage, setStorage } from "@/lib/server/storage";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { sampleFiles, tempStorage } from "@/tests/helpers/notes";
import { signedInStaff } from "@/tests/helpers/staff";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { mockAs, shape } from "./contract-helpers";
import { MOCK_STAFF_TOKEN } from "./handlers/staff";
import { MOCK_FAILED_EMAIL, MOCK_REVIEW } from "./handlers/staff-console";

const database = withTestDatabase({ seed: true });
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

describe("the console's reviews, failed emails, licences and staff answer like the real API (0808)", () => {
  it("lists, hides, restores, retries, adds and removes as the real API does", async () => {
    const { token } = await signedInStaff(["admin"]);
    const [amaka] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "amaka.obi@demo.therapy"));
    const review = (await call(`/review/provider/${amaka!.id}?page=1`)).body.data[0].identifier;
    const [email] = await database.db
      .insert(outbox)
      .values({
        to: "ada@example.com",
        subject: "s",
        text: "t",
        html: "h",
        kind: "password-reset",
        delivery: "failed",
        attempts: 8,
        nextAttemptAt: new Date(),
        lastError: "550 mailbox unavailable",
      })
      .returning({ id: outbox.id });
    await database.db
      .update(verifications)
      .set({ approvedAt: new Date(), expiresAt: new Date(Date.now() + 10 * 86_400_000) })
      .where(eq(verifications.providerId, amaka!.id));
    const person = (await signedInUser()).user;
    const reason = { reason: "Insults the therapist" };

    const pairs: [string, string, { method?: string; body?: unknown }?][] = [
      [`/review/${review}/report`, `/review/${MOCK_REVIEW}/report`, { body: { reason: "spam" } }],
      [`/review/${review}/report`, `/review/${MOCK_REVIEW}/report`, { body: { reason: "x" } }],
      ["/staff/reviews", "/staff/reviews"],
      [`/staff/reviews/${review}/hide`, `/staff/reviews/${MOCK_REVIEW}/hide`, { body: reason }],
      [`/staff/reviews/${review}/hide`, `/staff/reviews/${MOCK_REVIEW}/hide`, { body: reason }],
      ["/staff/reviews?status=hidden", "/staff/reviews?status=hidden"],
      [`/staff/reviews/${review}/restore`, `/staff/reviews/${MOCK_REVIEW}/restore`, { body: {} }],
      [
        `/staff/reviews/${review}/restore`,
        `/staff/reviews/${MOCK_REVIEW}/restore`,
        { body: reason },
      ],
      ["/staff/reviews?status=all", "/staff/reviews?status=all"],
      ["/staff/emails", "/staff/emails"],
      [
        `/staff/emails/${email!.id}/retry`,
        `/staff/emails/${MOCK_FAILED_EMAIL}/retry`,
        { method: "POST" },
      ],
      [
        `/staff/emails/${email!.id}/retry`,
        `/staff/emails/${MOCK_FAILED_EMAIL}/retry`,
        { method: "POST" },
      ],
      ["/staff/licences/expiring", "/staff/licences/expiring"],
      ["/staff/team", "/staff/team"],
      ["/staff/team", "/staff/team", { body: { email: "nobody@example.com", roles: ["support"] } }],
      ["/staff/team", "/staff/team", { body: { email: person.email, roles: ["support"] } }],
      ["/staff/team", "/staff/team", { body: { email: "chioma.eze@demo.therapy", roles: [] } }],
    ];
    for (const [realPath, mockPath, init = {}] of pairs) {
      const mockInit =
        realPath === "/staff/team" &&
        init.body &&
        (init.body as { roles: string[] }).roles.length &&
        (init.body as { email: string }).email === person.email
          ? { ...init, body: { email: "chioma.eze@demo.therapy", roles: ["support"] } }
          : init;
      const real = await call(realPath, { token, method: init.method, body: init.body });
      const fake = await mock(mockPath, mockInit);
      expect(fake.status, realPath).toBe(real.status);
      expect(shape(fake.body), realPath).toEqual(shape(real.body));
    }
    const realRemoved = await call(`/staff/team/${person.id}/roles/support`, {
      method: "DELETE",
      token,
    });
    const mockRemoved = await mock(
      "/staff/team/00000000-0000-4000-8000-0000000000e1/roles/support",
      { method: "DELETE" },
    );
    expect([mockRemoved.status, shape(mockRemoved.body)]).toEqual([
      realRemoved.status,
      shape(realRemoved.body),
    ]);
  });

  it("the overview: its days, totals, backlog and waiting, the 400 and the 404 (0815)", async () => {
    const { token } = await signedInStaff(["admin"]);
    // A therapist waiting for a reviewer, as the mock's backlog has.
    const waiting = await signedInUser({ userType: "provider", credentials: "none" });
    await database.db
      .insert(verifications)
      .values({ providerId: waiting.user.id, status: "submitted", submittedAt: new Date() });
    // Money is a record per currency: the real days may have none where the mock's have some.
    const moneyless = (body: { data?: { days: object[]; totals: object } }) => {
      if (!body.data) return shape(body);
      const strip = ({ revenue, refunds, ...rest }: Record<string, unknown>) => {
        for (const money of [revenue, refunds]) {
          expect(money).toEqual(expect.any(Object));
          for (const amount of Object.values(money as object))
            expect(amount).toEqual(expect.any(Number));
        }
        return rest;
      };
      return shape({
        ...body.data,
        days: body.data.days.map((d) => strip(d as Record<string, unknown>)),
        totals: strip(body.data.totals as Record<string, unknown>),
      });
    };
    for (const path of ["/staff/overview", "/staff/overview?days=90", "/staff/overview?days=7"]) {
      const real = await call(path, { token });
      const fake = await mock(path);
      expect(fake.status, path).toBe(real.status);
      expect(moneyless(fake.body), path).toEqual(moneyless(real.body));
      if (real.status === 200) expect(fake.body.data.days).toHaveLength(real.body.data.days.length);
      else expect(fake.body).toEqual(real.body);
    }
    const realStranger = await call("/staff/overview", {});
    const fakeStranger = await mock("/staff/overview", { token: null });
    expect([fakeStranger.status, fakeStranger.body]).toEqual([
      realStranger.status,
      realStranger.body,
    ]);
  });
});
