import "server-only";
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * AES-256-GCM for notes (DESIGN.md section 2b, decision 0700). The current key comes from
 * NOTES_ENCRYPTION_KEY (32 bytes, base64 or hex); keys being rotated away from are listed in
 * NOTES_ENCRYPTION_OLD_KEYS (comma-separated) until `npm run notes:rotate-key` has finished.
 * A key's id is a fingerprint of the key itself, so a row names its key without storing it.
 * Development generates a key into .data/ on first use, the way AUTH_SECRET is.
 */
export type Key = { id: string; bytes: Buffer };

export class NoteDecryptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "NoteDecryptionError";
  }
}

export function parseKey(value: string): Key {
  const text = value.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(text)
    ? Buffer.from(text, "hex")
    : Buffer.from(text, "base64");
  if (bytes.length !== 32)
    throw new Error("A notes encryption key must be 32 bytes (base64 or hex)");
  const id = createHash("sha256").update("notes-key:").update(bytes).digest("hex").slice(0, 16);
  return { id, bytes };
}

function developmentKey(): string {
  if (process.env.NODE_ENV === "production" && process.env.REQUIRE_AUTH_SECRET === "true") {
    throw new Error("NOTES_ENCRYPTION_KEY must be set in production");
  }
  const file = path.join(/*turbopackIgnore: true*/ process.cwd(), ".data/notes-encryption-key");
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64"), { mode: 0o600 });
  }
  return readFileSync(file, "utf8");
}

export type Keyring = { current: Key; byId: Map<string, Key> };

let cached: { source: string; ring: Keyring } | undefined;

/** The keys from the environment; read again when the environment changes (tests, rotation). */
export function keyring(): Keyring {
  const source = `${process.env.NOTES_ENCRYPTION_KEY ?? ""}|${process.env.NOTES_ENCRYPTION_OLD_KEYS ?? ""}`;
  if (cached?.source === source) return cached.ring;
  const current = parseKey(process.env.NOTES_ENCRYPTION_KEY || developmentKey());
  const byId = new Map([[current.id, current]]);
  for (const old of (process.env.NOTES_ENCRYPTION_OLD_KEYS ?? "").split(",").filter(Boolean)) {
    const key = parseKey(old);
    byId.set(key.id, key);
  }
  cached = { source, ring: { current, byId } };
  return cached.ring;
}

function keyById(id: string): Key {
  const key = keyring().byId.get(id);
  if (!key) throw new NoteDecryptionError(`Notes key ${id} is not configured`);
  return key;
}

const IV = 12;
const TAG = 16;

/**
 * Seals bytes: iv | tag | ciphertext. The associated data binds a ciphertext to its row and field,
 * so a title cannot be pasted into another note or field and still open.
 */
export function sealBytes(key: Key, plain: Uint8Array, aad: string): Buffer {
  const iv = randomBytes(IV);
  const cipher = createCipheriv("aes-256-gcm", key.bytes, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** Opens what sealBytes made; a wrong key or changed byte throws, never returns garbage. */
export function openBytes(keyId: string, sealed: Uint8Array, aad: string): Buffer {
  return openWithKey(keyById(keyId), sealed, aad);
}

export function openWithKey(key: Key, sealed: Uint8Array, aad: string): Buffer {
  const data = Buffer.from(sealed);
  if (data.length < IV + TAG) throw new NoteDecryptionError("Encrypted note data is truncated");
  const decipher = createDecipheriv("aes-256-gcm", key.bytes, data.subarray(0, IV));
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(data.subarray(IV, IV + TAG));
  try {
    return Buffer.concat([decipher.update(data.subarray(IV + TAG)), decipher.final()]);
  } catch {
    throw new NoteDecryptionError(
      `Note data did not authenticate under key ${key.id} (wrong key or altered data)`,
    );
  }
}

export const sealText = (key: Key, plain: string, aad: string) =>
  sealBytes(key, Buffer.from(plain, "utf8"), aad).toString("base64");

export const openText = (keyId: string, sealed: string, aad: string) =>
  openBytes(keyId, Buffer.from(sealed, "base64"), aad).toString("utf8");
