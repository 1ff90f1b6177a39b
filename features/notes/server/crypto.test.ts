import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import {
  keyring,
  NoteDecryptionError,
  openText,
  openWithKey,
  parseKey,
  sealBytes,
  sealText,
} from "./crypto";

const saved = { ...process.env };
afterEach(() => {
  for (const name of ["NOTES_ENCRYPTION_KEY", "NOTES_ENCRYPTION_OLD_KEYS"]) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

const keyA = parseKey(randomBytes(32).toString("base64"));
const keyB = parseKey(randomBytes(32).toString("hex"));

describe("note encryption", () => {
  it("round-trips and never repeats a ciphertext", () => {
    const one = sealBytes(keyA, Buffer.from("same"), "note:1:title");
    const two = sealBytes(keyA, Buffer.from("same"), "note:1:title");
    expect(one.equals(two)).toBe(false);
    expect(openWithKey(keyA, one, "note:1:title").toString()).toBe("same");
  });

  it("throws on a wrong key, another row's or field's ciphertext, and a changed byte", () => {
    const sealed = sealBytes(keyA, Buffer.from("secret"), "note:1:title");
    expect(() => openWithKey(keyB, sealed, "note:1:title")).toThrow(NoteDecryptionError);
    expect(() => openWithKey(keyA, sealed, "note:2:title")).toThrow(NoteDecryptionError);
    expect(() => openWithKey(keyA, sealed, "note:1:content")).toThrow(NoteDecryptionError);
    const altered = Buffer.from(sealed);
    altered[altered.length - 1]! ^= 1;
    expect(() => openWithKey(keyA, altered, "note:1:title")).toThrow(NoteDecryptionError);
    expect(() => openWithKey(keyA, sealed.subarray(0, 10), "note:1:title")).toThrow(
      NoteDecryptionError,
    );
  });

  it("reads rows under old keys listed for rotation, and refuses an unknown key id", () => {
    process.env.NOTES_ENCRYPTION_KEY = keyA.bytes.toString("base64");
    const sealed = sealText(keyring().current, "old", "a");
    process.env.NOTES_ENCRYPTION_KEY = keyB.bytes.toString("base64");
    expect(() => openText(keyA.id, sealed, "a")).toThrow(/not configured/);
    process.env.NOTES_ENCRYPTION_OLD_KEYS = keyA.bytes.toString("base64");
    expect(openText(keyA.id, sealed, "a")).toBe("old");
    expect(keyring().current.id).toBe(keyB.id);
  });

  it("refuses a key that is not 32 bytes", () => {
    expect(() => parseKey("c2hvcnQ=")).toThrow(/32 bytes/);
  });
});
