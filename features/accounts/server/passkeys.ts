import "server-only";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { z } from "zod";
import { getDb, type Db } from "@/db/client";
import { passkeys, users, webauthnChallenges } from "@/db/schema/accounts";
import { webauthnSettings } from "@/lib/server/env";
import { DomainError } from "@/lib/server/errors";
import { isConstraintViolation, SQLSTATE } from "@/lib/server/db-errors";
import { hashToken } from "@/lib/server/secure-token";
import {
  isPasskeyTransport,
  type Passkey,
  type passkeyAssertionSchema,
  type passkeyRegistrationSchema,
  type PasskeyNameInput,
} from "../schemas";

/** A challenge is answered within this time or never (decision 0522), as the code step's token. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;

type Purpose = (typeof webauthnChallenges.$inferInsert)["purpose"];
export type PasskeyAssertion = z.output<typeof passkeyAssertionSchema>;
type PasskeyRegistration = z.output<typeof passkeyRegistrationSchema>;

async function saveChallenge(
  challenge: string,
  purpose: Purpose,
  userId: string | null,
  now: Date,
) {
  const db = await getDb();
  await db.insert(webauthnChallenges).values({
    challengeHash: hashToken(challenge),
    purpose,
    userId,
    expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_TTL_MS),
  });
}

/** The challenge the browser signed, as its client data names it. */
function challengeOf(clientDataJSON: string) {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8"));
    const challenge = (data as { challenge?: unknown }).challenge;
    if (typeof challenge === "string" && challenge) return challenge;
  } catch {
    // Not JSON: refused below like any other answer we did not ask for.
  }
  throw new DomainError("PASSKEY_NOT_ACCEPTED");
}

/**
 * Spends the challenge an answer claims to answer, in one conditional update: one we issued, for
 * this purpose and account, unspent and unexpired. Spent before the signature is checked, so a
 * challenge never gets a second try, whatever the first one's outcome.
 */
export async function spendChallenge(
  db: Db,
  clientDataJSON: string,
  purpose: Purpose,
  userId: string | null,
  now: Date,
) {
  const challenge = challengeOf(clientDataJSON);
  const spent = await db
    .update(webauthnChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(webauthnChallenges.challengeHash, hashToken(challenge)),
        eq(webauthnChallenges.purpose, purpose),
        userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId),
        isNull(webauthnChallenges.usedAt),
        gt(webauthnChallenges.expiresAt, now),
      ),
    )
    .returning({ id: webauthnChallenges.id });
  if (!spent.length) throw new DomainError("PASSKEY_CHALLENGE_INVALID");
  return challenge;
}

const toPasskey = (row: typeof passkeys.$inferSelect): Passkey => ({
  identifier: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/**
 * A passkey named in a ceremony's options: its id, and of the transports its browser reported the
 * ones WebAuthn knows (the options' declared answer, decision 0042; browsers ignore others anyway).
 */
const descriptorOf = (key: { credentialId: string; transports: string[] }) => ({
  id: key.credentialId,
  transports: key.transports.filter(isPasskeyTransport),
});

async function keysOf(db: Db, userId: string) {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

/** GET /user/passkeys: the account's passkeys, oldest first. */
export async function passkeysOf(userId: string): Promise<Passkey[]> {
  return (await keysOf(await getDb(), userId)).map(toPasskey);
}

/** Whether the account has a passkey: one counts as its second factor. */
export async function hasPasskey(db: Db, userId: string) {
  const [row] = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .limit(1);
  return Boolean(row);
}

/**
 * POST /user/passkeys/options: what the browser needs to make a passkey for this account. It must
 * be discoverable (a resident key), so it can later sign in without an email typed first; the
 * account's passkeys are excluded, so one authenticator is not added twice.
 */
export async function registrationOptions(
  userId: string,
  now = new Date(),
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const db = await getDb();
  const [user] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new DomainError("NOT_FOUND");
  const { rpID, rpName } = webauthnSettings();
  const existing = await keysOf(db, userId);
  const options = await generateRegistrationOptions({
    rpName,
    rpID,
    userName: user.email,
    // The user handle: the account's id, never its email (authenticators may show or sync it).
    userID: new TextEncoder().encode(userId),
    userDisplayName: `${user.firstName} ${user.lastName}`.trim(),
    attestationType: "none",
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    excludeCredentials: existing.map(descriptorOf),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
  await saveChallenge(options.challenge, "registration", userId, now);
  return options;
}

/** POST /user/passkeys: the browser's new passkey, checked against the challenge, saved by name. */
export async function addPasskey(
  userId: string,
  input: PasskeyNameInput & { credential: PasskeyRegistration },
  now = new Date(),
): Promise<Passkey> {
  const db = await getDb();
  const challenge = await spendChallenge(
    db,
    input.credential.response.clientDataJSON,
    "registration",
    userId,
    now,
  );
  const { origin, rpID } = webauthnSettings();
  const result = await verifyRegistrationResponse({
    response: input.credential as unknown as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified) throw new DomainError("PASSKEY_NOT_ACCEPTED");
  const { credential } = result.registrationInfo;
  try {
    const [row] = await db
      .insert(passkeys)
      .values({
        userId,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString("base64url"),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: input.name.trim(),
        createdAt: now,
      })
      .returning();
    return toPasskey(row!);
  } catch (error) {
    if (isConstraintViolation(error, "passkeys_credential_id_unique", SQLSTATE.uniqueViolation))
      throw new DomainError("PASSKEY_ALREADY_ADDED");
    throw error;
  }
}

/** DELETE /user/passkeys/{id}: only the owner's own; another's is not found. */
export async function removePasskey(userId: string, id: string) {
  const db = await getDb();
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  if (!removed.length) throw new DomainError("NOT_FOUND");
}

/**
 * POST /user/login/passkey/options: a challenge for any of this site's passkeys (none are named:
 * the browser offers the person's discoverable ones). User verification is required, since the
 * passkey signs in alone: possession and a PIN or fingerprint are the two factors.
 */
export async function signInOptions(
  now = new Date(),
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: webauthnSettings().rpID,
    userVerification: "required",
    timeout: PASSKEY_CHALLENGE_TTL_MS,
  });
  await saveChallenge(options.challenge, "sign_in", null, now);
  return options;
}

/** The code step's challenge for a passkey of the account that gave its password. */
export async function secondFactorOptions(
  userId: string,
  now = new Date(),
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const keys = await keysOf(await getDb(), userId);
  const options = await generateAuthenticationOptions({
    rpID: webauthnSettings().rpID,
    userVerification: "preferred",
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    allowCredentials: keys.map(descriptorOf),
  });
  await saveChallenge(options.challenge, "second_factor", userId, now);
  return options;
}

/** The account (and its email, for the login's limits) a passkey's answer names, if any. */
export async function ownerOfPasskey(credentialId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ userId: passkeys.userId, email: users.email })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.credentialId, credentialId));
  return row ?? null;
}

/**
 * Checks a passkey's signature over the challenge, for the account when one is named, and takes
 * its new signature counter by compare-and-set: a counter that did not grow (a cloned key; the
 * library refuses it) or that another request took first is refused. Synced passkeys always
 * count 0 and pass; the single-use challenge is what stops a replay of them.
 */
export async function verifyAssertion(
  db: Db,
  credential: PasskeyAssertion,
  expectedChallenge: string,
  userId: string | null,
  requireUserVerification: boolean,
  now: Date,
) {
  const [key] = await db
    .select()
    .from(passkeys)
    .where(
      and(
        eq(passkeys.credentialId, credential.id),
        userId === null ? undefined : eq(passkeys.userId, userId),
      ),
    );
  if (!key) throw new DomainError("PASSKEY_NOT_ACCEPTED");
  const { origin, rpID } = webauthnSettings();
  const result = await verifyAuthenticationResponse({
    response: credential as unknown as AuthenticationResponseJSON,
    expectedChallenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification,
    credential: {
      id: key.credentialId,
      publicKey: new Uint8Array(Buffer.from(key.publicKey, "base64url")),
      counter: key.counter,
      transports: key.transports,
    },
  }).catch(() => null);
  if (!result?.verified) throw new DomainError("PASSKEY_NOT_ACCEPTED");
  const taken = await db
    .update(passkeys)
    .set({ counter: result.authenticationInfo.newCounter, lastUsedAt: now })
    .where(and(eq(passkeys.id, key.id), eq(passkeys.counter, key.counter)))
    .returning({ id: passkeys.id });
  if (!taken.length) throw new DomainError("PASSKEY_NOT_ACCEPTED");
  return key.userId;
}

/** A sign-in with a passkey alone: the challenge spent, the key checked; answers its account. */
export async function passSignInChallenge(credential: PasskeyAssertion, now = new Date()) {
  const db = await getDb();
  const challenge = await spendChallenge(
    db,
    credential.response.clientDataJSON,
    "sign_in",
    null,
    now,
  );
  return verifyAssertion(db, credential, challenge, null, true, now);
}

/** The passkeys and their open challenges go with a deleted account. */
export async function clearPasskeys(db: Db, userId: string) {
  await db.delete(passkeys).where(eq(passkeys.userId, userId));
  await db.delete(webauthnChallenges).where(eq(webauthnChallenges.userId, userId));
}

/** For `GET /user/info`: whether the account has a passkey, as one SQL expression. */
export const hasPasskeySql = sql<boolean>`exists (select 1 from ${passkeys} where ${passkeys.userId} = ${users.id})`;
