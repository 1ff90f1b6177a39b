import "server-only";
import type { Context } from "hono";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { refreshTokens, sessions, users } from "@/db/schema/accounts";
import { countries } from "@/db/schema/region";
import type { Locale } from "@/lib/i18n/routing";
import { signAccessToken } from "@/lib/server/access-token";
import { authSettings } from "@/lib/server/env";
import { hashPassword, verifyPassword } from "@/lib/server/password";
import { afterResponse } from "@/lib/server/after-response";
import { hit, refund, reset } from "@/lib/server/rate-limit";
import { hashToken, randomToken } from "@/lib/server/secure-token";
import type { AuthAnswer, LoginAnswer, RefreshAnswer } from "../schemas";
import { issueMfaChallenge, mfaEnabled, passSecondFactor, type SecondFactorProof } from "./mfa";
import { ownerOfPasskey, passSignInChallenge, type PasskeyAssertion } from "./passkeys";
import { sendPasswordResetEmail, type UnfamiliarSignIn } from "./emails";
import { deviceOf } from "../device";
import {
  familiarity,
  mintRefreshToken,
  revokeSession,
  revokeUserSessions,
  startSession,
  touchSession,
} from "./sessions";
import { DomainError } from "@/lib/server/errors";
import { findUserByEmail, issueOneTimeToken, consumeOneTimeToken } from "./one-time-tokens";
import { LOGIN_LIMITS, EMAIL_REQUEST_LIMIT, tooManyAttempts } from "./limits";

/** A sign-in from a browser the account was not used on before, for its owner's email (0516). */

/**
 * Signs in with a password. `deviceKey` is the browser's key (decision 0516): when the account
 * was signed in to before but never from this browser, the answer says so, for an email. An
 * account with a second factor gets no tokens yet, only the code step's challenge (decision 0521).
 */
export async function login(
  input: { email: string; password: string },
  ip: string,
  userAgent?: string,
  deviceKey?: string,
): Promise<{ answer: LoginAnswer; unfamiliar: UnfamiliarSignIn | null }> {
  const keys = {
    ip: `login:ip:${ip}`,
    accountFromIp: `login:acct-ip:${input.email}|${ip}`,
    account: `login:acct:${input.email}`,
  } as const;
  const names = Object.keys(keys) as (keyof typeof keys)[];
  // Every attempt is counted before the password is checked, each count and its check one atomic
  // step: parallel attempts get distinct positions, so no more than the limit ever get through.
  const states = await Promise.all(names.map((name) => hit(keys[name], LOGIN_LIMITS[name])));
  const blocked = states.find((state) => !state.allowed);
  if (blocked) throw tooManyAttempts(blocked.retryAfterSeconds);

  const user = await findUserByEmail(input.email);
  // Verify against a dummy hash when the account is unknown, so timing does not reveal it.
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
  if (!user || !user.passwordHash || !valid || user.deletedAt) {
    throw new DomainError("INVALID_CREDENTIALS");
  }
  // Only failures count against the limits: a correct password gives its attempt back.
  await Promise.all([refund(keys.ip), refund(keys.account), reset(keys.accountFromIp)]);
  if (!user.isActive) throw new DomainError("ACCOUNT_INACTIVE");
  if (await mfaEnabled(user.id)) {
    return { answer: await issueMfaChallenge(user.id), unfamiliar: null };
  }
  return startSignedIn(user, userAgent, deviceKey);
}

/**
 * POST /user/login/mfa: the code step after the password (decision 0521), answered as a login
 * is. A recovery code ends every other session first: someone may have had the phone.
 */
export async function loginWithSecondFactor(
  input: { mfaToken: string } & SecondFactorProof,
  ip: string,
  userAgent?: string,
  deviceKey?: string,
) {
  const { mfaToken, ...proof } = input;
  const { userId, method } = await passSecondFactor(mfaToken, proof, ip);
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || user.deletedAt || !user.passwordHash) throw new DomainError("MFA_TOKEN_INVALID");
  if (!user.isActive) throw new DomainError("ACCOUNT_INACTIVE");
  if (method === "recovery") await revokeUserSessions(user.id, "recovery_code_used");
  const signedIn = await startSignedIn(user, userAgent, deviceKey);
  return { ...signedIn, userId: user.id, recoveryCodeUsed: method === "recovery" };
}

/**
 * POST /user/login/passkey: a passkey alone signs in (decision 0522), counted against the login's
 * limits as a password is: per address before anything, per account (named by the passkey) once
 * it is known; a passkey that signs in gives its counts back. The answer is a login's.
 */
export async function loginWithPasskey(
  credential: PasskeyAssertion,
  ip: string,
  userAgent?: string,
  deviceKey?: string,
) {
  const ipKey = `login:ip:${ip}`;
  const ipState = await hit(ipKey, LOGIN_LIMITS.ip);
  if (!ipState.allowed) throw tooManyAttempts(ipState.retryAfterSeconds);
  const owner = await ownerOfPasskey(credential.id);
  const keys = owner
    ? { accountFromIp: `login:acct-ip:${owner.email}|${ip}`, account: `login:acct:${owner.email}` }
    : null;
  if (keys) {
    const states = await Promise.all([
      hit(keys.accountFromIp, LOGIN_LIMITS.accountFromIp),
      hit(keys.account, LOGIN_LIMITS.account),
    ]);
    const blocked = states.find((state) => !state.allowed);
    if (blocked) throw tooManyAttempts(blocked.retryAfterSeconds);
  }
  const userId = await passSignInChallenge(credential);
  await Promise.all([
    refund(ipKey),
    keys ? refund(keys.account) : null,
    keys ? reset(keys.accountFromIp) : null,
  ]);
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || user.deletedAt) throw new DomainError("PASSKEY_NOT_ACCEPTED");
  if (!user.isActive) throw new DomainError("ACCOUNT_INACTIVE");
  const signedIn = await startSignedIn(user, userAgent, deviceKey);
  return { ...signedIn, userId: user.id };
}

/**
 * A sign-in proven elsewhere (a provider's ID token, decision 0523): the account's second factor
 * is still asked for, as after a password; otherwise the login's tokens.
 */
export async function signInProven(
  userId: string,
  userAgent?: string,
  deviceKey?: string,
): Promise<{ answer: LoginAnswer; unfamiliar: UnfamiliarSignIn | null }> {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || user.deletedAt) throw new DomainError("SOCIAL_SIGN_IN_FAILED");
  if (!user.isActive) throw new DomainError("ACCOUNT_INACTIVE");
  if (await mfaEnabled(user.id))
    return { answer: await issueMfaChallenge(user.id), unfamiliar: null };
  return startSignedIn(user, userAgent, deviceKey);
}

async function startSignedIn(
  user: typeof users.$inferSelect,
  userAgent: string | undefined,
  deviceKey: string | undefined,
): Promise<{ answer: AuthAnswer; unfamiliar: UnfamiliarSignIn | null }> {
  const device = deviceOf(userAgent);
  const deviceKeyHash = deviceKey ? hashToken(deviceKey) : undefined;
  const [known, countryCode] = await Promise.all([
    deviceKeyHash ? familiarity(user.id, deviceKeyHash) : null,
    countryCodeOf(user.countryId),
  ]);
  const session = await startSession(user.id, user.userType, { ...device, deviceKeyHash });
  return {
    answer: {
      token: session.token,
      refreshToken: session.refreshToken,
      expiresIn: session.expiresIn,
      exp: session.exp,
      refreshTokenExp: session.refreshTokenExp,
      userType: user.userType,
      isActive: user.isActive,
      countryCode,
    },
    unfamiliar:
      known?.before && !known.fromHere ? { userId: user.id, device, at: new Date() } : null,
  };
}

async function countryCodeOf(countryId: string | null) {
  if (!countryId) return null;
  const db = await getDb();
  const [row] = await db
    .select({ code: countries.code })
    .from(countries)
    .where(eq(countries.id, countryId));
  return row?.code ?? null;
}

let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hashPassword(randomToken()));

/**
 * Rotates a refresh token. A token is spent by one atomic update; a token spent within the grace
 * window (two tabs refreshing at once) gets a sibling in the same family; a token spent earlier
 * is a replay, and the whole family is revoked.
 */
export async function refresh(rawToken: string | undefined): Promise<RefreshAnswer> {
  if (!rawToken) throw new DomainError("INVALID_REFRESH_TOKEN");
  const db = await getDb();
  const [row] = await db
    .select({ token: refreshTokens, session: sessions, user: users })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(refreshTokens.tokenHash, hashToken(rawToken)));
  if (!row || row.session.revokedAt || row.token.expiresAt <= new Date() || !row.user.isActive) {
    throw new DomainError("INVALID_REFRESH_TOKEN");
  }

  const [claimed] = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, row.token.id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  if (!claimed) {
    const [spent] = await db
      .select({ usedAt: refreshTokens.usedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.id, row.token.id));
    const graceMs = authSettings.refreshReuseGraceSeconds() * 1000;
    if (!spent?.usedAt || Date.now() - spent.usedAt.getTime() > graceMs) {
      await revokeSession(row.session.id, "refresh_token_reuse");
      throw new DomainError("INVALID_REFRESH_TOKEN");
    }
  }

  const [next] = await Promise.all([
    mintRefreshToken(db, row.session.id),
    touchSession(db, row.session.id),
  ]);
  const access = await signAccessToken({
    userId: row.user.id,
    sessionId: row.session.id,
    userType: row.user.userType,
  });
  return { token: access.token, expiresIn: access.expiresIn, ...next };
}

/** Ends the session a refresh token belongs to; its access tokens stop working at once. */
export async function invalidate(rawToken: string | undefined) {
  if (!rawToken) return;
  const db = await getDb();
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(rawToken)));
  if (row) await revokeSession(row.sessionId, "logout");
}

/**
 * Answers at once and does the work after the answer: looking the account up, issuing a token and
 * sending mail take time only when the account exists, and that difference told who has one.
 */
export function requestPasswordReset(c: Context, email: string) {
  afterResponse(c, "password reset email", () => sendPasswordReset(email));
}

async function sendPasswordReset(email: string) {
  const user = await findUserByEmail(email);
  if (!user || user.deletedAt || user.isSocial) return;
  if (!(await hit(`mail:reset:${email}`, EMAIL_REQUEST_LIMIT)).allowed) return;
  const token = randomToken();
  await issueOneTimeToken(user.id, "reset_password", token);
  await sendPasswordResetEmail(user.email, user.locale as Locale, user.firstName, token);
}

/** Sets a new password from an emailed link and signs out every session. */
export async function resetPassword(token: string, password: string) {
  const row = await consumeOneTimeToken("reset_password", token);
  if (!row) throw new DomainError("INVALID_LINK");
  const db = await getDb();
  // Whoever reads the mailbox could sign in anyway; the reset also proves the address.
  await db
    .update(users)
    .set({
      passwordHash: await hashPassword(password),
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, row.userId));
  await revokeUserSessions(row.userId, "password_reset");
  return row.userId;
}
