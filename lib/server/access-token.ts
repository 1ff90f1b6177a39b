import "server-only";
import { errors, jwtVerify, SignJWT } from "jose";
import { authSecret, authSettings } from "./env";

export type UserType = "client" | "provider";
export type AccessClaims = { userId: string; sessionId: string; userType: UserType };

const ISSUER = "haven";

let key: Promise<CryptoKey> | undefined;

/**
 * The secret as a CryptoKey, imported once: given the raw bytes, jose imports a key on every
 * sign and verify, about 5% of the API's CPU on an authenticated list.
 */
function signingKey(): Promise<CryptoKey> {
  key ??= crypto.subtle.importKey("raw", authSecret(), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
  return key;
}

export async function signAccessToken(claims: AccessClaims) {
  const expiresIn = authSettings.accessTokenSeconds();
  // Rounded up: a token lives at least its lifetime, never a part of a second less.
  const exp = Math.ceil(Date.now() / 1000) + expiresIn;
  const token = await new SignJWT({ sid: claims.sessionId, typ: claims.userType })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(await signingKey());
  return { token, expiresIn, exp };
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; expired: boolean };

/**
 * Tokens whose signature has been checked, with their expiry, so a client's token is verified once
 * and not on each of its requests (WebCrypto's HMAC was 5% of an authenticated list's CPU).
 * Whether its session is still live is asked on every request all the same (auth-guard.ts).
 */
const verified = new Map<string, { claims: AccessClaims; exp: number }>();
const VERIFIED_KEPT = 10_000;

export async function verifyAccessToken(token: string): Promise<VerifyResult> {
  const known = verified.get(token);
  if (known) {
    if (known.exp > Math.floor(Date.now() / 1000)) return { ok: true, claims: known.claims };
    verified.delete(token);
    return { ok: false, expired: true };
  }
  try {
    const { payload } = await jwtVerify(token, await signingKey(), {
      issuer: ISSUER,
      algorithms: ["HS256"],
    });
    if (
      typeof payload.sub !== "string" ||
      typeof payload.sid !== "string" ||
      typeof payload.exp !== "number"
    )
      return { ok: false, expired: false };
    const userType = payload.typ === "provider" ? "provider" : "client";
    const claims: AccessClaims = { userId: payload.sub, sessionId: payload.sid, userType };
    if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(token, { claims, exp: payload.exp });
    return { ok: true, claims };
  } catch (error) {
    return { ok: false, expired: error instanceof errors.JWTExpired };
  }
}
