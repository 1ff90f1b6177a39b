import "server-only";
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { authSecret } from "@/lib/server/env";

/**
 * Authenticator secrets at rest (decision 0521): AES-256-GCM under a key derived from AUTH_SECRET
 * with HKDF, so no new setting is needed and every instance derives the same key. The notes' key
 * (NOTES_ENCRYPTION_KEY) is not reused: it rotates with its own script, which knows only notes.
 * A row names its key by a fingerprint; after AUTH_SECRET changes, an old row no longer opens and
 * its owner signs in with a recovery code and sets the app up again.
 */
type Key = { id: string; bytes: Buffer };

let cached: { secret: Uint8Array; key: Key } | undefined;

function currentKey(): Key {
  const secret = authSecret();
  if (cached?.secret === secret) return cached.key;
  const bytes = Buffer.from(hkdfSync("sha256", secret, "", "haven totp secret v1", 32));
  const id = createHash("sha256").update("totp-key:").update(bytes).digest("hex").slice(0, 16);
  cached = { secret, key: { id, bytes } };
  return cached.key;
}

const IV = 12;
const TAG = 16;

/** Seals the base32 secret of `userId`: iv | tag | ciphertext, bound to the account. */
export function sealTotpSecret(userId: string, secret: string) {
  const key = currentKey();
  const iv = randomBytes(IV);
  const cipher = createCipheriv("aes-256-gcm", key.bytes, iv);
  cipher.setAAD(Buffer.from(`totp:${userId}`));
  const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return {
    secretSealed: Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64"),
    keyId: key.id,
  };
}

/** The secret, or null when it was sealed under another key or altered. */
export function openTotpSecret(userId: string, row: { secretSealed: string; keyId: string }) {
  const key = currentKey();
  if (row.keyId !== key.id) return null;
  const data = Buffer.from(row.secretSealed, "base64");
  if (data.length < IV + TAG) return null;
  const decipher = createDecipheriv("aes-256-gcm", key.bytes, data.subarray(0, IV));
  decipher.setAAD(Buffer.from(`totp:${userId}`));
  decipher.setAuthTag(data.subarray(IV, IV + TAG));
  try {
    return Buffer.concat([decipher.update(data.subarray(IV + TAG)), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    return null;
  }
}
