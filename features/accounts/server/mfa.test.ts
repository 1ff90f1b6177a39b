// @vitest-environment node
import { and, eq } from "drizzle-orm";
import { generateSync } from "otplib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mfaRecoveryCodes, outbox, userTotp } from "@/db/schema";
import { settleAfterResponse } from "@/lib/server/after-response";
import { call } from "@/tests/helpers/api-client";
import { createUser, signedInUser } from "@/tests/helpers/factories";
import { withTestDatabase } from "@/tests/helpers/test-db";
import { MFA_LIMITS } from "./limits";
import { MFA_TOKEN_TTL_MS, RECOVERY_CODE_COUNT, TOTP_PERIOD_SECONDS } from "./mfa";

const database = withTestDatabase({ seed: true });
const STEP_MS = TOTP_PERIOD_SECONDS * 1000;

let ipCounter = 1;
const freshIp = () => `198.51.100.${ipCounter++}`;

afterEach(() => {
  vi.useRealTimers();
});

/** The app's code for the step `steps` away from now (the test's clock). */
const codeAt = (secret: string, steps = 0) =>
  generateSync({ secret, epoch: Math.floor((Date.now() + steps * STEP_MS) / 1000) });

const login = (user: { email: string; password: string }, ip = freshIp()) =>
  call("/user/login", {
    body: { email: user.email, password: user.password },
    headers: { "x-forwarded-for": ip },
  });
const loginMfa = (mfaToken: string, code: string, ip = freshIp()) =>
  call("/user/login/mfa", { body: { mfaToken, code }, headers: { "x-forwarded-for": ip } });

/** A signed-in user who set up the app: its secret, the recovery codes and the session kept. */
async function withAuthenticator() {
  const { user, token } = await signedInUser();
  const setup = await call("/user/mfa/totp/setup", { method: "POST", token });
  expect(setup.status).toBe(200);
  const { secret } = setup.body.data as { secret: string };
  const confirm = await call("/user/mfa/totp/confirm", { body: { code: codeAt(secret) }, token });
  expect(confirm.status).toBe(200);
  return { user, token, secret, recoveryCodes: confirm.body.data.recoveryCodes as string[] };
}

async function sent(to: string, kind: string) {
  await settleAfterResponse();
  return database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, kind)));
}

describe("setting up an authenticator app", () => {
  it("answers a secret and its otpauth link, and is off until a code confirms it", async () => {
    const { user, token } = await signedInUser();
    const setup = await call("/user/mfa/totp/setup", { method: "POST", token });
    expect(setup.status).toBe(200);
    const { secret, otpauthUrl } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe("otpauth:");
    expect(url.searchParams.get("secret")).toBe(secret);
    expect(url.searchParams.get("issuer")).toBe("Haven");
    expect(decodeURIComponent(url.pathname)).toContain(user.email);
    expect((await call("/user/info", { token })).body.data.mfaEnabled).toBe(false);

    // Not yet a second factor: the password alone still signs in.
    expect((await login(user)).body.data.token).toEqual(expect.any(String));

    // The secret is sealed at rest, not stored as the app gets it.
    const [row] = await database.db.select().from(userTotp).where(eq(userTotp.userId, user.id));
    expect(row!.secretSealed).not.toContain(secret);
    expect(row!.confirmedAt).toBeNull();
  });

  it("refuses a wrong code, then turns on with the right one and shows 10 recovery codes once", async () => {
    const { user, token } = await signedInUser();
    const other = await login(user);
    const { secret } = (await call("/user/mfa/totp/setup", { method: "POST", token })).body.data;
    const wrong = await call("/user/mfa/totp/confirm", { body: { code: "000000" }, token });
    if (codeAt(secret) !== "000000") {
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors.code).toBe("The code is not right. Please check it and try again.");
    }
    const bad = await call("/user/mfa/totp/confirm", { body: { code: "12ab" }, token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.code).toBe("Enter the 6-digit code from your app");

    const confirm = await call("/user/mfa/totp/confirm", { body: { code: codeAt(secret) }, token });
    expect(confirm.status).toBe(200);
    const codes = confirm.body.data.recoveryCodes as string[];
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes)
      expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    // Stored only as hashes.
    const stored = await database.db
      .select()
      .from(mfaRecoveryCodes)
      .where(eq(mfaRecoveryCodes.userId, user.id));
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    for (const row of stored)
      expect(codes.map((c) => c.replace(/-/g, ""))).not.toContain(row.codeHash);

    expect((await call("/user/info", { token })).body.data.mfaEnabled).toBe(true);
    // This session goes on, the other one ended; the owner is told.
    expect((await call("/user/info", { token: other.body.data.token })).status).toBe(401);
    expect(await sent(user.email, "mfaEnabled")).toHaveLength(1);
    // A second setup is refused while it is on.
    const again = await call("/user/mfa/totp/setup", { method: "POST", token });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("MFA_ALREADY_ON");
  });

  it("needs a signed-in person, and one person's calls never reach another's factor", async () => {
    expect((await call("/user/mfa/totp/setup", { method: "POST" })).status).toBe(401);
    expect((await call("/user/mfa/totp/confirm", { body: { code: "123456" } })).status).toBe(401);
    expect(
      (await call("/user/mfa/totp", { method: "DELETE", body: { password: "x" } })).status,
    ).toBe(401);

    const owner = await withAuthenticator();
    const stranger = await signedInUser();
    // The stranger's confirm with the owner's code finds no setup of theirs.
    const confirm = await call("/user/mfa/totp/confirm", {
      body: { code: codeAt(owner.secret, 1) },
      token: stranger.token,
    });
    expect(confirm.status).toBe(400);
    // Turning "it" off with the owner's code or the owner's password touches only the stranger's.
    for (const body of [{ code: codeAt(owner.secret, 1) }, { password: owner.user.password }]) {
      const off = await call("/user/mfa/totp", { method: "DELETE", body, token: stranger.token });
      expect(off.status).toBe(409);
      expect(off.body.code).toBe("MFA_NOT_ON");
    }
    expect((await call("/user/info", { token: owner.token })).body.data.mfaEnabled).toBe(true);
    expect((await login(owner.user)).body.data).toMatchObject({ mfaRequired: true });
  });
});

describe("signing in with a second factor", () => {
  it("answers the password step with a challenge and no tokens or cookies", async () => {
    const { user } = await withAuthenticator();
    const res = await login(user);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(["methods", "mfaRequired", "mfaToken"]);
    expect(res.body.data).toMatchObject({ mfaRequired: true, methods: ["totp", "recovery"] });
    expect(res.headers.getSetCookie()).toEqual([]);
    // A wrong password is refused as before, without a challenge.
    const wrong = await login({ email: user.email, password: "wrong-password" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.data).toBeUndefined();
  });

  it("finishes with a code, answering as login does; the same code never works twice", async () => {
    const { user, secret } = await withAuthenticator();
    const code = codeAt(secret, 1);
    const first = await login(user);
    const res = await loginMfa(first.body.data.mfaToken, code);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(
      [
        "countryCode",
        "exp",
        "expiresIn",
        "isActive",
        "refreshToken",
        "refreshTokenExp",
        "token",
        "userType",
      ].sort(),
    );
    expect(res.headers.get("set-cookie")).toContain(`refreshToken=${res.body.data.refreshToken}`);
    // The browser's key for the new-browser email (decision 0516) is set by this step, not before.
    expect(res.headers.getSetCookie().some((c) => c.startsWith("deviceKey="))).toBe(true);
    expect((await call("/user/info", { token: res.body.data.token })).status).toBe(200);

    // Replayed with a fresh challenge: refused, and the challenge stays for a right code.
    const second = await login(user);
    const replay = await loginMfa(second.body.data.mfaToken, code);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe("INVALID_MFA_CODE");
    // An older step than the last one taken is refused too.
    expect((await loginMfa(second.body.data.mfaToken, codeAt(secret, 0))).status).toBe(401);
  });

  it("accepts one step of drift either way at the window's edges, and no more", async () => {
    const { user, secret } = await withAuthenticator();
    // The clock pinned two steps past the setup's, to the first second of a step.
    const stepStart = (Math.floor(Date.now() / STEP_MS) + 2) * STEP_MS;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(stepStart);
    const challenge = (await login(user)).body.data.mfaToken as string;
    // First second of the step: the one before is in, the one before that is out.
    expect((await loginMfa(challenge, codeAt(secret, -2))).status).toBe(401);
    expect((await loginMfa(challenge, codeAt(secret, -1))).status).toBe(200);

    // Last second of the same step: the next one is in, the one after it is out.
    vi.setSystemTime(stepStart + STEP_MS - 1000);
    const later = (await login(user)).body.data.mfaToken as string;
    const twoAhead = codeAt(secret, 2);
    const oneAhead = codeAt(secret, 1);
    expect((await loginMfa(later, twoAhead)).status).toBe(401);
    expect((await loginMfa(later, oneAhead)).status).toBe(200);
  });

  it("lets a challenge live five minutes and be used once", async () => {
    const { user, secret } = await withAuthenticator();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(start);
    const token = (await login(user)).body.data.mfaToken as string;
    vi.setSystemTime(start + MFA_TOKEN_TTL_MS + 1000);
    const expired = await loginMfa(token, codeAt(secret));
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({
      code: "MFA_TOKEN_INVALID",
      message: "This sign-in has expired. Please sign in again with your password.",
    });

    const fresh = (await login(user)).body.data.mfaToken as string;
    vi.setSystemTime(Date.now() + MFA_TOKEN_TTL_MS - 1000);
    // A wrong code does not spend it; the right one does.
    expect((await loginMfa(fresh, "not-a-code")).status).toBe(401);
    expect((await loginMfa(fresh, codeAt(secret))).status).toBe(200);
    const reused = await loginMfa(fresh, codeAt(secret, 1));
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe("MFA_TOKEN_INVALID");
    expect((await loginMfa("made-up-token", codeAt(secret, 1))).status).toBe(401);
  });

  it("takes each recovery code once, ends other sessions and tells the owner", async () => {
    const { user, token, recoveryCodes } = await withAuthenticator();
    const [first, second] = recoveryCodes as [string, string];
    const res = await loginMfa((await login(user)).body.data.mfaToken, first);
    expect(res.status).toBe(200);
    expect((await call("/user/info", { token })).status).toBe(401);
    expect(await sent(user.email, "recoveryCodeUsed")).toHaveLength(1);

    const again = await loginMfa((await login(user)).body.data.mfaToken, first);
    expect(again.status).toBe(401);
    expect(again.body.code).toBe("INVALID_MFA_CODE");
    // Typed loosely (lower case, no dashes) the next one works.
    const loose = second.toLowerCase().replace(/-/g, "");
    expect((await loginMfa((await login(user)).body.data.mfaToken, loose)).status).toBe(200);
    const left = await database.db
      .select()
      .from(mfaRecoveryCodes)
      .where(eq(mfaRecoveryCodes.userId, user.id));
    expect(left).toHaveLength(RECOVERY_CODE_COUNT - 2);
    // Another account's recovery code does not open this one.
    const other = await withAuthenticator();
    const cross = await loginMfa((await login(user)).body.data.mfaToken, other.recoveryCodes[0]!);
    expect(cross.status).toBe(401);
  });

  it(`limits wrong codes as wrong passwords: 20 at once, at most ${MFA_LIMITS.accountFromIp.limit} are tried`, async () => {
    const { user, secret } = await withAuthenticator();
    const ip = freshIp();
    const challenge = (await login(user)).body.data.mfaToken as string;
    const right = codeAt(secret, 1);
    const wrong = right === "111111" ? "222222" : "111111";
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => loginMfa(challenge, wrong, ip)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(
      MFA_LIMITS.accountFromIp.limit,
    );
    expect(statuses.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);
    // Even the right code waits for the window from that address.
    const blocked = await loginMfa(challenge, right, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe("RATE_LIMITED");
  });

  it("lets one of two parallel sign-ins with the same code through", async () => {
    const { user, secret } = await withAuthenticator();
    const code = codeAt(secret, 1);
    const [a, b] = await Promise.all([login(user), login(user)]);
    const answers = await Promise.all([
      loginMfa(a!.body.data.mfaToken, code),
      loginMfa(b!.body.data.mfaToken, code),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401]);
  });
});

describe("turning the second factor off", () => {
  it("needs a current code or the password, ends other sessions and tells the owner", async () => {
    const { user, token, secret } = await withAuthenticator();
    const otherSession = await loginMfa((await login(user)).body.data.mfaToken, codeAt(secret, 1));
    const off = (body: object) => call("/user/mfa/totp", { method: "DELETE", body, token });

    const none = await off({});
    expect(none.status).toBe(400);
    expect(none.body.errors.code).toBe("Enter a code from your app or your password");
    const wrongPassword = await off({ password: "wrong-password" });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.errors.password).toBe("The current password is incorrect.");
    // A code already taken (the other sign-in's) is refused.
    expect((await off({ code: codeAt(secret, 1) })).status).toBe(400);

    const res = await off({ password: user.password });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe("Two-step sign-in is off.");
    expect((await call("/user/info", { token })).body.data.mfaEnabled).toBe(false);
    expect((await call("/user/info", { token: otherSession.body.data.token })).status).toBe(401);
    expect(await sent(user.email, "mfaDisabled")).toHaveLength(1);
    expect((await login(user)).body.data.token).toEqual(expect.any(String));
    const left = await database.db
      .select()
      .from(mfaRecoveryCodes)
      .where(eq(mfaRecoveryCodes.userId, user.id));
    expect(left).toEqual([]);
  });

  it("turns off with a current code", async () => {
    const { token, secret } = await withAuthenticator();
    const res = await call("/user/mfa/totp", {
      method: "DELETE",
      body: { code: codeAt(secret, 1) },
      token,
    });
    expect(res.status).toBe(200);
  });

  it("goes with the account when it is deleted", async () => {
    const { user, token } = await withAuthenticator();
    const res = await call("/user/profile/delete-account", {
      method: "DELETE",
      body: { password: user.password },
      token,
    });
    expect(res.status).toBe(200);
    expect(await database.db.select().from(userTotp).where(eq(userTotp.userId, user.id))).toEqual(
      [],
    );
    const codes = await database.db
      .select()
      .from(mfaRecoveryCodes)
      .where(eq(mfaRecoveryCodes.userId, user.id));
    expect(codes).toEqual([]);
  });

  it("an account without a second factor signs in with its password as before", async () => {
    const user = await createUser();
    const res = await login(user);
    expect(res.status).toBe(200);
    expect(res.body.data.mfaRequired).toBeUndefined();
  });
});
