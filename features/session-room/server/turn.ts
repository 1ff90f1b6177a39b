import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import type { IceServer } from "../schemas";

/**
 * The room's STUN and TURN servers (issue 69), from configuration:
 * - TURN_URLS: comma-separated `stun:`, `turn:` and `turns:` addresses;
 * - TURN_SECRET: the shared secret of coturn's `use-auth-secret` (the TURN REST API convention):
 *   each join gets a username `expiry:user` (expiry in Unix seconds) and, as its password, the
 *   base64 HMAC-SHA1 of that username under the secret. coturn refuses it after the expiry.
 * - ROOM_ICE_POLICY=relay: every call through the TURN relay (networks that must not show a peer
 *   its addresses; the relay test).
 * With none configured the list is empty: browsers on one network still reach each other by their
 * own addresses (README: what to set up for the internet).
 */

export function turnCredential(secret: string, username: string) {
  return createHmac("sha1", secret).update(username).digest("base64");
}

/** TURN REST credentials for `userId`, valid until `expiresAt`. */
export function turnCredentialsFor(secret: string, userId: string, expiresAt: Date) {
  const username = `${Math.floor(expiresAt.getTime() / 1000)}:${userId}`;
  return { username, credential: turnCredential(secret, username) };
}

/** What coturn checks: the credential is the username's HMAC, and its expiry has not passed. */
export function turnCredentialValid(
  secret: string,
  username: string,
  credential: string,
  now: Date,
) {
  const expiry = Number(username.split(":")[0]);
  if (!Number.isFinite(expiry) || expiry * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(turnCredential(secret, username));
  const given = Buffer.from(credential);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const configuredUrls = () =>
  (process.env.TURN_URLS ?? "")
    .split(",")
    .map((url) => url.trim())
    .filter((url) => /^(stuns?|turns?):/.test(url));

/** The ICE servers for one person's join, with credentials that end when `expiresAt` passes. */
export function iceServersFor(userId: string, expiresAt: Date): IceServer[] {
  const urls = configuredUrls();
  const stun = urls.filter((url) => url.startsWith("stun"));
  const turn = urls.filter((url) => url.startsWith("turn"));
  const servers: IceServer[] = [];
  if (stun.length) servers.push({ urls: stun });
  const secret = process.env.TURN_SECRET;
  if (turn.length && secret)
    servers.push({ urls: turn, ...turnCredentialsFor(secret, userId, expiresAt) });
  return servers;
}

export const iceTransportPolicy = (): "all" | "relay" =>
  process.env.ROOM_ICE_POLICY === "relay" ? "relay" : "all";
