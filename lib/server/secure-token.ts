import "server-only";
import { createHash, randomBytes, randomInt } from "node:crypto";

/** An unguessable token for links and refresh tokens (256 bits). */
export const randomToken = () => randomBytes(32).toString("base64url");

/** A 6-character code people type: digits and capitals without look-alikes (0/O, 1/I). */
export function randomCode(length = 6): string {
  const alphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join("");
}

/** Tokens are stored only as hashes, so a database leak does not leak sessions. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
