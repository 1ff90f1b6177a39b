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
  const exp = Math.floor(Date.now() / 1000) + expiresIn;
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

export async function verifyAccessToken(token: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(), {
      issuer: ISSUER,
      algorithms: ["HS256"],
    });
    if (typeof payload.sub !== "string" || typeof payload.sid !== "string")
      return { ok: false, expired: false };
    const userType = payload.typ === "provider" ? "provider" : "client";
    return { ok: true, claims: { userId: payload.sub, sessionId: payload.sid, userType } };
  } catch (error) {
    return { ok: false, expired: error instanceof errors.JWTExpired };
  }
}
