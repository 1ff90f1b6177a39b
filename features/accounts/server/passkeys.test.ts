// @vitest-environment node
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { outbox, passkeys } from "@/db/schema";
import { settleAfterResponse } from "@/lib/server/after-response";
import { webauthnSettings } from "@/lib/server/env";
import { call } from "@/tests/helpers/api-client";
import { signedInUser } from "@/tests/helpers/factories";
import {
  assertPasskey,
  createPasskey,
  type SoftwarePasskey,
} from "@/tests/helpers/software-authenticator";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { LOGIN_LIMITS } from "./limits";
import { PASSKEY_CHALLENGE_TTL_MS } from "./passkeys";

const database = withTestDatabase({ seed: true });

let ipCounter = 1;
const freshIp = () => `203.0.113.${ipCounter++}`;
const site = () => webauthnSettings();

afterEach(() => {
  vi.useRealTimers();
});

/** A signed-in user who added a passkey from the security page, named "Laptop". */
async function withPasskey(options: Parameters<typeof signedInUser>[0] = {}) {
  const signedIn = await signedInUser(options);
  const { passkey, id } = await addPasskey(signedIn.token, "Laptop");
  return { ...signedIn, passkey, passkeyId: id };
}

async function addPasskey(token: string, name: string) {
  const options = await call("/user/passkeys/options", { method: "POST", token });
  expect(options.status).toBe(200);
  const { passkey, response } = createPasskey(options.body.data, site());
  const added = await call("/user/passkeys", { body: { name, credential: response }, token });
  expect(added.status).toBe(201);
  return { passkey, id: added.body.data.identifier as string };
}

const signInOptions = async () =>
  (await call("/user/login/passkey/options", { method: "POST" })).body.data as {
    challenge: string;
  };

const signInWith = (credential: unknown, ip = freshIp()) =>
  call("/user/login/passkey", { body: { credential }, headers: { "x-forwarded-for": ip } });

async function signInWithPasskey(passkey: SoftwarePasskey, ip = freshIp()) {
  return signInWith(assertPasskey(passkey, await signInOptions(), site()), ip);
}

async function sent(to: string, kind: string) {
  await settleAfterResponse();
  return database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, kind)));
}

describe("adding, listing and removing passkeys", () => {
  it("adds a discoverable passkey by name, lists it, and tells the owner by email", async () => {
    const { user, token } = await signedInUser();
    const options = await call("/user/passkeys/options", { method: "POST", token });
    expect(options.body.data).toMatchObject({
      rp: { id: site().rpID, name: "Haven" },
      user: { name: user.email },
      attestation: "none",
      authenticatorSelection: { residentKey: "required" },
    });
    // The user handle is the account's id, not its email.
    expect(Buffer.from(options.body.data.user.id, "base64url").toString()).toBe(user.id);

    const { response } = createPasskey(options.body.data, site());
    const added = await call("/user/passkeys", {
      body: { name: "  Work laptop ", credential: response },
      token,
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toEqual({
      identifier: expect.any(String),
      name: "Work laptop",
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    const list = await call("/user/passkeys", { token });
    expect(list.body.data).toEqual([added.body.data]);
    expect((await call("/user/info", { token })).body.data.mfaEnabled).toBe(true);
    expect(await sent(user.email, "passkeyAdded")).toHaveLength(1);

    // Only the public key is kept.
    const [row] = await database.db.select().from(passkeys).where(eq(passkeys.userId, user.id));
    expect(row!.credentialId).toBe(response.id);
  });

  it("refuses a name that is empty or too long, and an answer to options never asked for", async () => {
    const { token } = await signedInUser();
    const options = (await call("/user/passkeys/options", { method: "POST", token })).body.data;
    const { response } = createPasskey(options, site());
    for (const name of ["  ", "x".repeat(61)]) {
      const res = await call("/user/passkeys", { body: { name, credential: response }, token });
      expect(res.status).toBe(400);
    }
    const forged = createPasskey({ ...options, challenge: "bm90LWFza2VkLWZvcg" }, site());
    const res = await call("/user/passkeys", {
      body: { name: "Phone", credential: forged.response },
      token,
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("PASSKEY_CHALLENGE_INVALID");
  });

  it("uses a registration challenge once, even when the first answer was refused", async () => {
    const { token } = await signedInUser();
    const options = (await call("/user/passkeys/options", { method: "POST", token })).body.data;
    const wrongSite = createPasskey(options, { ...site(), origin: "https://evil.example" });
    const refused = await call("/user/passkeys", {
      body: { name: "Phone", credential: wrongSite.response },
      token,
    });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe("PASSKEY_NOT_ACCEPTED");
    const { response } = createPasskey(options, site());
    const again = await call("/user/passkeys", {
      body: { name: "Phone", credential: response },
      token,
    });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe("PASSKEY_CHALLENGE_INVALID");
  });

  it("refuses another account's registration challenge", async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const options = (await call("/user/passkeys/options", { method: "POST", token: owner.token }))
      .body.data;
    const { response } = createPasskey(options, site());
    const res = await call("/user/passkeys", {
      body: { name: "Phone", credential: response },
      token: other.token,
    });
    expect(res.body.code).toBe("PASSKEY_CHALLENGE_INVALID");
  });

  it("removes the owner's passkey, and answers another user not found for it", async () => {
    const { user, token, passkeyId, passkey } = await withPasskey();
    const other = await signedInUser();
    const theirs = await call(`/user/passkeys/${passkeyId}`, {
      method: "DELETE",
      token: other.token,
    });
    expect(theirs.status).toBe(404);
    expect((await call("/user/passkeys", { token })).body.data).toHaveLength(1);

    const removed = await call(`/user/passkeys/${passkeyId}`, { method: "DELETE", token });
    expect(removed.status).toBe(200);
    expect((await call("/user/passkeys", { token })).body.data).toEqual([]);
    expect(await sent(user.email, "passkeyRemoved")).toHaveLength(1);
    // A removed passkey signs in no more.
    expect((await signInWithPasskey(passkey)).body.code).toBe("PASSKEY_NOT_ACCEPTED");
  });

  it("goes with a deleted account", async () => {
    const { user, token, passkey } = await withPasskey();
    const deleted = await call("/user/profile/delete-account", {
      method: "DELETE",
      body: { password: user.password },
      token,
    });
    expect(deleted.status).toBe(200);
    expect(await database.db.select().from(passkeys).where(eq(passkeys.userId, user.id))).toEqual(
      [],
    );
    expect((await signInWithPasskey(passkey)).status).toBe(401);
  });
});

describe("signing in with a passkey alone", () => {
  it("answers the login's tokens and cookie, and notes when the passkey was last used", async () => {
    const { token, passkey } = await withPasskey();
    const res = await signInWithPasskey(passkey);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      token: expect.any(String),
      refreshToken: expect.any(String),
      userType: "client",
    });
    expect(res.headers.get("set-cookie")).toContain("refreshToken=");
    const [listed] = (await call("/user/passkeys", { token })).body.data;
    expect(listed.lastUsedAt).toEqual(expect.any(String));
    // The new session works.
    expect((await call("/user/info", { token: res.body.data.token })).status).toBe(200);
  });

  it("names no passkeys in its options and requires user verification", async () => {
    const options = await call("/user/login/passkey/options", { method: "POST" });
    expect(options.status).toBe(200);
    expect(options.body.data.rpId).toBe(site().rpID);
    expect(options.body.data.userVerification).toBe("required");
    expect(options.body.data.allowCredentials ?? []).toEqual([]);

    const { passkey } = await withPasskey();
    const unverified = assertPasskey(passkey, options.body.data, {
      ...site(),
      userVerified: false,
    });
    expect((await signInWith(unverified)).body.code).toBe("PASSKEY_NOT_ACCEPTED");
  });

  it("refuses a challenge used before: a replayed answer does not sign in twice", async () => {
    const { passkey } = await withPasskey();
    const answer = assertPasskey(passkey, await signInOptions(), site());
    expect((await signInWith(answer)).status).toBe(200);
    const replay = await signInWith(answer);
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe("PASSKEY_CHALLENGE_INVALID");
  });

  it("refuses a challenge older than five minutes", async () => {
    const { passkey } = await withPasskey();
    vi.useFakeTimers({ toFake: ["Date"] });
    const options = await signInOptions();
    vi.setSystemTime(Date.now() + PASSKEY_CHALLENGE_TTL_MS + 1000);
    const res = await signInWith(assertPasskey(passkey, options, site()));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("PASSKEY_CHALLENGE_INVALID");
  });

  it("refuses a signature counter that did not grow (a cloned key)", async () => {
    const { passkey } = await withPasskey();
    expect((await signInWithPasskey(passkey)).status).toBe(200);
    const clone = { ...passkey };
    expect((await signInWithPasskey(passkey)).status).toBe(200);
    const res = await signInWith(assertPasskey(clone, await signInOptions(), site()));
    expect(res.body.code).toBe("PASSKEY_NOT_ACCEPTED");
  });

  it("refuses a signature by another key and an unknown passkey", async () => {
    const { passkey } = await withPasskey();
    const stranger = createPasskey({ challenge: "eA", user: { id: "eA" } }, site()).passkey;
    const forged = { ...stranger, credentialId: passkey.credentialId };
    expect((await signInWith(assertPasskey(forged, await signInOptions(), site()))).status).toBe(
      401,
    );
    expect((await signInWithPasskey(stranger)).body.code).toBe("PASSKEY_NOT_ACCEPTED");
  });

  it("counts failures against the login's limits for the passkey's account", async () => {
    const { passkey } = await withPasskey();
    const ip = freshIp();
    const stranger = createPasskey({ challenge: "eA", user: { id: "eA" } }, site()).passkey;
    const forged = { ...stranger, credentialId: passkey.credentialId };
    for (let i = 0; i < LOGIN_LIMITS.accountFromIp.limit; i++) {
      const res = await signInWith(assertPasskey(forged, await signInOptions(), site()), ip);
      expect(res.status).toBe(401);
    }
    const limited = await signInWithPasskey(passkey, ip);
    expect(limited.status).toBe(429);
  });

  it("signs in even an account with an authenticator app: the passkey is both factors", async () => {
    const { token, passkey } = await withPasskey();
    expect((await call("/user/mfa/totp/setup", { method: "POST", token })).status).toBe(200);
    const res = await signInWithPasskey(passkey);
    expect(res.body.data.mfaRequired).toBeUndefined();
    expect(res.body.data.token).toEqual(expect.any(String));
  });
});

describe("a passkey as the second factor", () => {
  const passwordLogin = (user: { email: string; password: string }, ip = freshIp()) =>
    call("/user/login", {
      body: { email: user.email, password: user.password },
      headers: { "x-forwarded-for": ip },
    });

  it("makes the password ask for it, and finishes the sign-in with it", async () => {
    const { user, passkey } = await withPasskey();
    const first = await passwordLogin(user);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      mfaRequired: true,
      mfaToken: expect.any(String),
      methods: ["passkey"],
    });
    expect(first.body.data.token).toBeUndefined();
    const { mfaToken } = first.body.data;

    const options = await call("/user/login/mfa/passkey/options", { body: { mfaToken } });
    expect(options.status).toBe(200);
    expect(options.body.data.allowCredentials).toEqual([
      expect.objectContaining({ id: passkey.credentialId }),
    ]);
    // A code is not a passkey: refused, and the token stays for the passkey.
    const code = await call("/user/login/mfa", { body: { mfaToken, code: "123456" } });
    expect(code.body.code).toBe("INVALID_MFA_CODE");

    const credential = assertPasskey(passkey, options.body.data, site());
    const done = await call("/user/login/mfa/passkey", { body: { mfaToken, credential } });
    expect(done.status).toBe(200);
    expect(done.body.data.token).toEqual(expect.any(String));
    expect(done.headers.get("set-cookie")).toContain("refreshToken=");

    // The token is spent.
    const again = await call("/user/login/mfa/passkey/options", { body: { mfaToken } });
    expect(again.body.code).toBe("MFA_TOKEN_INVALID");
  });

  it("offers the passkey beside the app's codes", async () => {
    const { user, token } = await withPasskey();
    const { generateSync } = await import("otplib");
    const { secret } = (await call("/user/mfa/totp/setup", { method: "POST", token })).body.data;
    await call("/user/mfa/totp/confirm", { body: { code: generateSync({ secret }) }, token });
    const res = await passwordLogin(user);
    expect(res.body.data.methods).toEqual(["totp", "recovery", "passkey"]);
  });

  it("accepts only the account's own passkey, and keeps the token after a refused one", async () => {
    const { user } = await withPasskey();
    const other = await withPasskey();
    const { mfaToken } = (await passwordLogin(user)).body.data;
    const options = (await call("/user/login/mfa/passkey/options", { body: { mfaToken } })).body
      .data;
    const theirs = assertPasskey(other.passkey, options, site());
    const refused = await call("/user/login/mfa/passkey", {
      body: { mfaToken, credential: theirs },
    });
    expect(refused.body.code).toBe("PASSKEY_NOT_ACCEPTED");
    // The WebAuthn challenge is spent, the mfaToken is not.
    const next = await call("/user/login/mfa/passkey/options", { body: { mfaToken } });
    expect(next.status).toBe(200);
  });

  it("refuses a sign-in challenge used at the code step", async () => {
    const { user, passkey } = await withPasskey();
    const { mfaToken } = (await passwordLogin(user)).body.data;
    const credential = assertPasskey(passkey, await signInOptions(), site());
    const res = await call("/user/login/mfa/passkey", { body: { mfaToken, credential } });
    expect(res.body.code).toBe("PASSKEY_CHALLENGE_INVALID");
  });
});
