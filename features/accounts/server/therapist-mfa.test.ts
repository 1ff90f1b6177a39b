// @vitest-environment node
import { randomUUID } from "node:crypto";
import { generateSync } from "otplib";
import { afterEach, describe, expect, it } from "vitest";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { withTestDatabase } from "@/tests/helpers/test-db";

withTestDatabase({ seed: true });
const DAY = 86_400_000;

// The files of a worker share their modules and environment (decision 0027): put it back.
const before = process.env.THERAPIST_MFA_REQUIRED_FROM;
afterEach(() => {
  if (before === undefined) delete process.env.THERAPIST_MFA_REQUIRED_FROM;
  else process.env.THERAPIST_MFA_REQUIRED_FROM = before;
});
const requiredFrom = (at: Date) => {
  process.env.THERAPIST_MFA_REQUIRED_FROM = at.toISOString();
};

/** A therapist's notes of a client and their client list, as the API answers them. */
const files = async (token: string) => [
  await call(`/note/client/${randomUUID()}`, { token }),
  await call("/clients", { token }),
];

describe("a therapist's second factor, required from THERAPIST_MFA_REQUIRED_FROM (issue 67)", () => {
  it("refuses notes and client files to a therapist without one once the date has come", async () => {
    const { token } = await signedInUser({ userType: "provider" });
    requiredFrom(new Date(Date.now() - DAY));
    for (const res of await files(token)) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        code: "MFA_REQUIRED",
        message:
          "Set up two-step sign-in on your account security page to open clients' notes and files.",
      });
    }
    // Setting one up is still open to them, and then the files are.
    const { secret } = (await call("/user/mfa/totp/setup", { method: "POST", token })).body.data;
    const confirmed = await call("/user/mfa/totp/confirm", {
      body: { code: generateSync({ secret }) },
      token,
    });
    expect(confirmed.status).toBe(200);
    expect((await files(token)).map((r) => r.status)).toEqual([200, 200]);
  });

  it("only reminds before the date, or when it is not set", async () => {
    const { token } = await signedInUser({ userType: "provider" });
    requiredFrom(new Date(Date.now() + DAY));
    expect((await files(token)).map((r) => r.status)).toEqual([200, 200]);
    delete process.env.THERAPIST_MFA_REQUIRED_FROM;
    expect((await files(token)).map((r) => r.status)).toEqual([200, 200]);
  });

  it("asks nothing more of clients", async () => {
    const { token } = await signedInUser();
    requiredFrom(new Date(Date.now() - DAY));
    const res = await call(`/note/client/${randomUUID()}`, { token });
    expect(res.body.code).not.toBe("MFA_REQUIRED");
  });
});
