import "server-only";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

let secret: Uint8Array<ArrayBuffer> | undefined;

/**
 * HS256 key for access tokens. Production sets AUTH_SECRET (the same on every instance);
 * development generates one into .data/ on first run so sessions survive restarts.
 */
export function authSecret(): Uint8Array<ArrayBuffer> {
  if (secret) return secret;
  let value = process.env.AUTH_SECRET;
  if (!value) {
    if (process.env.NODE_ENV === "production" && process.env.REQUIRE_AUTH_SECRET === "true") {
      throw new Error("AUTH_SECRET must be set in production");
    }
    const file = path.join(/*turbopackIgnore: true*/ process.cwd(), ".data/auth-secret");
    if (!existsSync(file)) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600 });
    }
    value = readFileSync(file, "utf8").trim();
  }
  if (value.length < 32) throw new Error("AUTH_SECRET must be at least 32 characters");
  secret = new TextEncoder().encode(value);
  return secret;
}

const int = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

export const authSettings = {
  /** Access token lifetime; short, and configurable so tests can watch one expire. */
  accessTokenSeconds: () => int("ACCESS_TOKEN_TTL_SECONDS", 15 * 60),
  refreshTokenDays: () => int("REFRESH_TOKEN_TTL_DAYS", 30),
  /** Two tabs refreshing with the same token within this window both succeed. */
  refreshReuseGraceSeconds: () => int("REFRESH_REUSE_GRACE_SECONDS", 30),
};

/**
 * THERAPIST_MFA_REQUIRED_FROM (an ISO date or instant, issue 67): from then on a therapist without
 * a second factor opens no notes or client files. Unset: only reminded. A value that is not a date
 * stops the request rather than leaving the rule silently off.
 */
export function therapistMfaRequiredFrom(): Date | null {
  const value = process.env.THERAPIST_MFA_REQUIRED_FROM?.trim();
  if (!value) return null;
  const from = new Date(value);
  if (Number.isNaN(from.getTime()))
    throw new Error("THERAPIST_MFA_REQUIRED_FROM must be an ISO date such as 2027-03-01");
  return from;
}

/** Where links in emails point. Never derived from request headers (host-header injection). */
export function appUrl(): string {
  return (process.env.APP_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, "");
}

/** The development outbox page and API: on outside production, or when DEV_OUTBOX=enabled. */
export function devOutboxEnabled(): boolean {
  return process.env.DEV_OUTBOX === "enabled" || process.env.NODE_ENV !== "production";
}

/**
 * The passkeys' relying party (decision 0522): WEBAUTHN_ORIGIN is the site's origin as the browser
 * sees it (default: APP_URL's), WEBAUTHN_RP_ID the domain passkeys are bound to (default: that
 * origin's host name). Changing the RP id later makes every saved passkey useless.
 */
export function webauthnSettings() {
  const origin = (process.env.WEBAUTHN_ORIGIN?.trim() || new URL(appUrl()).origin).replace(
    /\/$/,
    "",
  );
  const rpID = process.env.WEBAUTHN_RP_ID?.trim() || new URL(origin).hostname;
  return { origin, rpID, rpName: "Haven" };
}

export type SocialProviderId = "google" | "apple";
export type SocialProviderConfig = {
  id: SocialProviderId;
  issuer: string;
  clientId: string;
  /** A fixed secret (Google's; Apple's pre-signed JWT), or null when `appleKey` signs one. */
  clientSecret: string | null;
  /** Apple's team id, key id and ES256 private key (PEM): each exchange signs a fresh secret. */
  appleKey: { teamId: string; keyId: string; privateKey: string } | null;
};

/**
 * Google and Apple sign-in (OpenID Connect, decisions 0523, 0524): `OIDC_GOOGLE_ISSUER`,
 * `OIDC_GOOGLE_CLIENT_ID`, `OIDC_GOOGLE_CLIENT_SECRET`, the same with APPLE. Apple's secret may
 * instead be made from `OIDC_APPLE_TEAM_ID`, `OIDC_APPLE_KEY_ID` and `OIDC_APPLE_PRIVATE_KEY`
 * (its .p8 key; `\n` for line breaks is understood). A provider missing any of them is not offered.
 */
export function socialProviders(): SocialProviderConfig[] {
  return (["google", "apple"] as const).flatMap((id) => {
    const name = id.toUpperCase();
    const read = (key: string) => process.env[`OIDC_${name}_${key}`]?.trim() || undefined;
    const issuer = read("ISSUER");
    const clientId = read("CLIENT_ID");
    const clientSecret = read("CLIENT_SECRET") ?? null;
    const [teamId, keyId, privateKey] = ["TEAM_ID", "KEY_ID", "PRIVATE_KEY"].map(read);
    const appleKey =
      id === "apple" && teamId && keyId && privateKey
        ? { teamId, keyId, privateKey: privateKey.replace(/\\n/g, "\n") }
        : null;
    if (!issuer || !clientId || !(clientSecret || appleKey)) return [];
    return [{ id, issuer, clientId, clientSecret: appleKey ? null : clientSecret, appleKey }];
  });
}
