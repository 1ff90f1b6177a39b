import "server-only";
import { importPKCS8, SignJWT } from "jose";
import type * as oidc from "openid-client";
import type { SocialProviderConfig } from "@/lib/server/env";

/** Apple's audience for a client secret, whatever issuer the sign-in itself uses. */
export const APPLE_AUDIENCE = "https://appleid.apple.com";
/** Apple accepts up to six months; a short life limits what a leaked secret is worth. */
export const APPLE_SECRET_TTL_SECONDS = 10 * 60;

/**
 * Apple's client secret (decision 0524): a JWT signed ES256 with the team's key, `kid` its key id,
 * issued by the team to Apple's audience for the client (the Services ID), made fresh for each
 * exchange so no secret needs rotating by hand.
 */
export async function appleClientSecret(
  key: NonNullable<SocialProviderConfig["appleKey"]>,
  clientId: string,
  now = new Date(),
) {
  const privateKey = await importPKCS8(key.privateKey, "ES256");
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: "ES256", kid: key.keyId })
    .setIssuer(key.teamId)
    .setSubject(clientId)
    .setAudience(APPLE_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + APPLE_SECRET_TTL_SECONDS)
    .sign(privateKey);
}

/**
 * How the client proves itself at the token endpoint: `client_secret_post`, as Google and Apple
 * both take it, with Apple's secret signed at the moment it is sent.
 */
export function clientAuthentication(provider: SocialProviderConfig): oidc.ClientAuth {
  return (async (_as: unknown, client: oidc.ClientMetadata, body: URLSearchParams) => {
    body.set("client_id", client.client_id);
    body.set(
      "client_secret",
      provider.appleKey
        ? await appleClientSecret(provider.appleKey, provider.clientId)
        : provider.clientSecret!,
    );
  }) as unknown as oidc.ClientAuth;
}
