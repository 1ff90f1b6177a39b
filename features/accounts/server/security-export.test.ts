// @vitest-environment node
import { generateSync } from "otplib";
import { describe, expect, it } from "vitest";
import { passkeys } from "@/db/schema";
import { webauthnSettings } from "@/lib/server/env";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import { assertPasskey, createPasskey } from "@/tests/helpers/software-authenticator";
import { withTestDatabase } from "@/tests/helpers/test-db";

// The data export (decision 0507) tells how the person signs in (decision 0524): the second
// factor's state and each passkey's name and dates, never a secret, hash or key.

const database = withTestDatabase({ seed: true });

const exportOf = async (token: string) => {
  const answer = await call("/user/data-export", { token });
  expect(answer.status).toBe(200);
  return answer.body;
};

describe("the data export's sign-in security", () => {
  it("says an account has no second factor, no passkey and no provider", async () => {
    const { token } = await signedInUser({ userType: "provider" });
    expect((await exportOf(token)).signInSecurity).toEqual({
      secondFactor: { enabled: false, authenticatorApp: { enabled: false }, passkeys: [] },
      linkedProviders: [],
    });
  });

  it("has the app's state, the recovery codes left and each passkey's name and use, no key", async () => {
    const { token } = await signedInUser();
    const setup = await call("/user/mfa/totp/setup", { method: "POST", token });
    const { secret } = setup.body.data as { secret: string };
    const confirmed = await call("/user/mfa/totp/confirm", {
      token,
      body: { code: generateSync({ secret }) },
    });
    expect(confirmed.status).toBe(200);

    // A passkey, added and used once to sign in.
    const options = await call("/user/passkeys/options", { method: "POST", token });
    const { passkey, response } = createPasskey(options.body.data, webauthnSettings());
    await call("/user/passkeys", { token, body: { name: "Work laptop", credential: response } });
    const signInOptions = await call("/user/login/passkey/options", { method: "POST" });
    const used = await call("/user/login/passkey", {
      body: { credential: assertPasskey(passkey, signInOptions.body.data, webauthnSettings()) },
      headers: { "x-forwarded-for": "198.51.100.77" },
    });
    expect(used.status).toBe(200);

    const copy = await exportOf(token);
    const [row] = await database.db.select().from(passkeys);
    expect(copy.signInSecurity).toEqual({
      secondFactor: {
        enabled: true,
        authenticatorApp: { enabled: true, since: expect.any(String), recoveryCodesLeft: 10 },
        passkeys: [
          { name: "Work laptop", createdAt: expect.any(String), lastUsedAt: expect.any(String) },
        ],
      },
      linkedProviders: [],
    });
    // Nothing that could sign in or identify the authenticator is in the copy.
    const text = JSON.stringify(copy);
    for (const secretPart of [secret, row!.publicKey, row!.credentialId])
      expect(text).not.toContain(secretPart);
  });
});
