import "server-only";
import { and, eq, gt, isNotNull, isNull, lt, or } from "drizzle-orm";
import { generateSecret, generateURI, verify } from "otplib";
import { getDb, type Db } from "@/db/client";
import { mfaChallenges, mfaRecoveryCodes, userTotp, users } from "@/db/schema/accounts";
import { DomainError, fieldError } from "@/lib/server/errors";
import { verifyPassword } from "@/lib/server/password";
import { hit, refund, reset } from "@/lib/server/rate-limit";
import { hashToken, randomCode, randomToken } from "@/lib/server/secure-token";
import type { MfaMethod, RecoveryCodes, TotpSetup } from "../schemas";
import { EMAIL_CODE_LIMIT, MFA_LIMITS, tooManyAttempts } from "./limits";
import {
  hasPasskey,
  secondFactorOptions,
  spendChallenge,
  verifyAssertion,
  type PasskeyAssertion,
} from "./passkeys";
import { openTotpSecret, sealTotpSecret } from "./totp-secret";

/** RFC 6238's default step; apps assume it. */
export const TOTP_PERIOD_SECONDS = 30;
/** One step either side of now: a phone's clock a little off still works (decision 0521). */
const DRIFT_SECONDS = TOTP_PERIOD_SECONDS;
export const RECOVERY_CODE_COUNT = 10;
export const MFA_TOKEN_TTL_MS = 5 * 60_000;
const ISSUER = "Haven";

const epochOf = (now: Date) => Math.floor(now.getTime() / 1000);

/** The step a code belongs to, if it is the app's code for now give or take one step. */
async function stepOf(secret: string, code: string, now: Date): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: epochOf(now),
    epochTolerance: DRIFT_SECONDS,
    period: TOTP_PERIOD_SECONDS,
  });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}

/** A later step than any taken before, taken in one conditional update: never the same code twice. */
async function claimStep(db: Db, userId: string, step: number) {
  const taken = await db
    .update(userTotp)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(userTotp.userId, userId),
        isNotNull(userTotp.confirmedAt),
        or(isNull(userTotp.lastUsedStep), lt(userTotp.lastUsedStep, step)),
      ),
    )
    .returning({ userId: userTotp.userId });
  return taken.length > 0;
}

/** Recovery codes are typed loosely: case, spaces and dashes do not matter. */
const normalizeRecoveryCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, "");
// Salted with the account, so equal codes of two accounts do not hash alike; 60 random bits each.
const hashRecoveryCode = (userId: string, code: string) =>
  hashToken(`${userId}:${normalizeRecoveryCode(code)}`);
const newRecoveryCode = () => {
  const raw = randomCode(12);
  return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`;
};

/** Spends one recovery code of the account: its row is deleted, so it works once. */
async function spendRecoveryCode(db: Db, userId: string, code: string) {
  if (normalizeRecoveryCode(code).length !== 12) return false;
  const spent = await db
    .delete(mfaRecoveryCodes)
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, hashRecoveryCode(userId, code)),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return spent.length > 0;
}

async function totpRow(db: Db, userId: string) {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId));
  return row;
}

/** The second factors the account can finish a sign-in with: its app's codes, its passkeys. */
async function methodsOf(db: Db, userId: string): Promise<MfaMethod[]> {
  const [row, passkey] = await Promise.all([totpRow(db, userId), hasPasskey(db, userId)]);
  return [
    ...(row?.confirmedAt ? (["totp", "recovery"] as const) : []),
    ...(passkey ? (["passkey"] as const) : []),
  ];
}

/** Whether signing in to the account asks for a second factor (an app or a passkey, 0522). */
export async function mfaEnabled(userId: string) {
  return (await methodsOf(await getDb(), userId)).length > 0;
}

/**
 * POST /user/mfa/totp/setup: a new secret, kept sealed until a code confirms it. Asking again
 * before confirming replaces it (the QR code of an abandoned setup stops counting).
 */
export async function startTotpSetup(userId: string): Promise<TotpSetup> {
  const db = await getDb();
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw new DomainError("NOT_FOUND");
  const secret = generateSecret();
  const sealed = sealTotpSecret(userId, secret);
  const saved = await db
    .insert(userTotp)
    .values({ userId, ...sealed })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { ...sealed, lastUsedStep: null, createdAt: new Date() },
      // A confirmed app is replaced only by turning it off first.
      setWhere: isNull(userTotp.confirmedAt),
    })
    .returning({ userId: userTotp.userId });
  if (!saved.length) throw new DomainError("MFA_ALREADY_ON");
  return { secret, otpauthUrl: generateURI({ issuer: ISSUER, label: user.email, secret }) };
}

/**
 * POST /user/mfa/totp/confirm: the app's code proves the secret was taken; the second factor is
 * on from then, and the recovery codes are answered this once (only their hashes are kept).
 */
export async function confirmTotp(
  userId: string,
  code: string,
  now = new Date(),
): Promise<RecoveryCodes> {
  const limit = await hit(`mfa-setup:${userId}`, EMAIL_CODE_LIMIT);
  if (!limit.allowed) throw tooManyAttempts(limit.retryAfterSeconds);
  const db = await getDb();
  const recoveryCodes = await db.transaction(async (tx) => {
    const row = await totpRow(tx, userId);
    if (!row) throw fieldError("code", "mfaSetupFirst");
    if (row.confirmedAt) throw new DomainError("MFA_ALREADY_ON");
    const secret = openTotpSecret(userId, row);
    const step = secret ? await stepOf(secret, code, now) : null;
    if (step === null) throw fieldError("code", "invalidMfaCode");
    const confirmed = await tx
      .update(userTotp)
      .set({ confirmedAt: now, lastUsedStep: step })
      .where(and(eq(userTotp.userId, userId), isNull(userTotp.confirmedAt)))
      .returning({ userId: userTotp.userId });
    if (!confirmed.length) throw new DomainError("MFA_ALREADY_ON");
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
    await tx
      .insert(mfaRecoveryCodes)
      .values(codes.map((c) => ({ userId, codeHash: hashRecoveryCode(userId, c) })));
    return codes;
  });
  await reset(`mfa-setup:${userId}`);
  return { recoveryCodes };
}

/**
 * DELETE /user/mfa/totp: turns the second factor off, proven by a current code or the password
 * (a social account has none). Attempts are limited like the email-change code's.
 */
export async function disableTotp(
  userId: string,
  input: { code?: string; password?: string },
  now = new Date(),
) {
  const limit = await hit(`mfa-off:${userId}`, EMAIL_CODE_LIMIT);
  if (!limit.allowed) throw tooManyAttempts(limit.retryAfterSeconds);
  const db = await getDb();
  const row = await totpRow(db, userId);
  if (!row?.confirmedAt) throw new DomainError("MFA_NOT_ON");
  if (input.code) {
    const secret = openTotpSecret(userId, row);
    const step = secret ? await stepOf(secret, input.code.replace(/\s/g, ""), now) : null;
    if (step === null || !(await claimStep(db, userId, step)))
      throw fieldError("code", "invalidMfaCode");
  } else {
    const [user] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId));
    if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, input.password ?? "")))
      throw fieldError("password", "wrongPassword");
  }
  await db.transaction(async (tx) => {
    await tx.delete(userTotp).where(eq(userTotp.userId, userId));
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
    await tx.delete(mfaChallenges).where(eq(mfaChallenges.userId, userId));
  });
  await reset(`mfa-off:${userId}`);
}

/** A password was right and the account has a second factor: the token of the code step. */
export async function issueMfaChallenge(userId: string, now = new Date()) {
  const mfaToken = randomToken();
  const db = await getDb();
  const methods = await methodsOf(db, userId);
  await db.insert(mfaChallenges).values({
    userId,
    tokenHash: hashToken(mfaToken),
    expiresAt: new Date(now.getTime() + MFA_TOKEN_TTL_MS),
  });
  return { mfaRequired: true as const, mfaToken, methods };
}

async function openChallenge(db: Db, mfaToken: string, now: Date) {
  const [challenge] = await db
    .select({ id: mfaChallenges.id, userId: mfaChallenges.userId })
    .from(mfaChallenges)
    .where(
      and(
        eq(mfaChallenges.tokenHash, hashToken(mfaToken)),
        isNull(mfaChallenges.usedAt),
        gt(mfaChallenges.expiresAt, now),
      ),
    );
  if (!challenge) throw new DomainError("MFA_TOKEN_INVALID");
  return challenge;
}

/**
 * POST /user/login/mfa/passkey/options: the code step answered with a passkey (decision 0522).
 * The token stays unspent; the WebAuthn challenge is tied to its account.
 */
export async function passkeySecondFactorOptions(mfaToken: string, now = new Date()) {
  const { userId } = await openChallenge(await getDb(), mfaToken, now);
  return secondFactorOptions(userId, now);
}

/** What answers the code step: a code as typed (app or recovery), or a passkey's signature. */
export type SecondFactorProof = { code: string } | { credential: PasskeyAssertion };

/**
 * POST /user/login/mfa: the code step. Wrong codes count as wrong passwords do (per address, per
 * account from it, per account; each count and check one atomic step), and a right one gives its
 * count back. The challenge is spent in the same transaction as the code, so a wrong code leaves
 * it for another try and two right ones in parallel finish one sign-in.
 */
export async function passSecondFactor(
  mfaToken: string,
  proof: SecondFactorProof,
  ip: string,
  now = new Date(),
): Promise<{ userId: string; method: MfaMethod }> {
  const db = await getDb();
  const ipKey = `mfa:ip:${ip}`;
  const ipState = await hit(ipKey, MFA_LIMITS.ip);
  if (!ipState.allowed) throw tooManyAttempts(ipState.retryAfterSeconds);
  const challenge = await openChallenge(db, mfaToken, now);
  const { userId } = challenge;
  const keys = { accountFromIp: `mfa:acct-ip:${userId}|${ip}`, account: `mfa:acct:${userId}` };
  const states = await Promise.all([
    hit(keys.accountFromIp, MFA_LIMITS.accountFromIp),
    hit(keys.account, MFA_LIMITS.account),
  ]);
  const blocked = states.find((state) => !state.allowed);
  if (blocked) throw tooManyAttempts(blocked.retryAfterSeconds);
  // A passkey's challenge is spent outside the transaction: a failed signature must not give it
  // back for another try, as a rolled-back code attempt gives back the mfaToken.
  const passkeyChallenge =
    "credential" in proof
      ? await spendChallenge(
          db,
          proof.credential.response.clientDataJSON,
          "second_factor",
          userId,
          now,
        )
      : null;

  const method = await db.transaction(async (tx): Promise<MfaMethod> => {
    const spent = await tx
      .update(mfaChallenges)
      .set({ usedAt: now })
      .where(
        and(
          eq(mfaChallenges.id, challenge.id),
          isNull(mfaChallenges.usedAt),
          gt(mfaChallenges.expiresAt, now),
        ),
      )
      .returning({ id: mfaChallenges.id });
    if (!spent.length) throw new DomainError("MFA_TOKEN_INVALID");
    if ("credential" in proof) {
      // Thrown inside, a refused passkey leaves the mfaToken for another try, as a wrong code.
      await verifyAssertion(tx, proof.credential, passkeyChallenge!, userId, false, now);
      return "passkey";
    }
    const { code } = proof;
    const row = await totpRow(tx, userId);
    if (!row?.confirmedAt) {
      // Turned off since the password step (which deletes challenges too): sign in afresh. An
      // account whose second factor is a passkey alone has no codes to be right.
      if (await hasPasskey(tx, userId)) throw new DomainError("INVALID_MFA_CODE");
      throw new DomainError("MFA_TOKEN_INVALID");
    }
    const secret = openTotpSecret(userId, row);
    const typed = code.replace(/\s/g, "");
    const step = secret ? await stepOf(secret, typed, now) : null;
    if (step !== null && (await claimStep(tx, userId, step))) return "totp";
    if (await spendRecoveryCode(tx, userId, code)) return "recovery";
    // Thrown inside the transaction: the challenge stays unspent for the next try.
    throw new DomainError("INVALID_MFA_CODE");
  });
  await Promise.all([refund(ipKey), refund(keys.account), reset(keys.accountFromIp)]);
  return { userId, method };
}
