import "server-only";
import { createHmac, hkdfSync } from "node:crypto";
import { titleKeys, titleWords } from "../title-words";
import type { Key } from "./crypto";

/**
 * The blind index of note titles (decision 0705): each search key of a title (`title-words.ts`) as
 * an HMAC under a key derived from the notes key that sealed the row, so it rotates with it. The
 * therapist and client are in every hash: the same word in two clients' notes gives two values,
 * and a search, always about one client, compares values within that client's notes only.
 */
const indexKeys = new WeakMap<Key, Buffer>();

function indexKeyOf(key: Key): Buffer {
  let derived = indexKeys.get(key);
  if (!derived) {
    derived = Buffer.from(hkdfSync("sha256", key.bytes, Buffer.alloc(0), "notes-title-index", 32));
    indexKeys.set(key, derived);
  }
  return derived;
}

type Owners = { providerId: string; clientId: string };

const token = (key: Key, owners: Owners, word: string) =>
  createHmac("sha256", indexKeyOf(key))
    .update(`${owners.providerId}:${owners.clientId}:${word}`)
    .digest("base64url")
    .slice(0, 22);

/** What the row keeps beside its sealed title. */
export const titleIndex = (key: Key, owners: Owners, title: string) =>
  titleKeys(title).map((word) => token(key, owners, word));

/** The values a title's index must hold to match a search; none for a search without a word. */
export const searchTokens = (key: Key, owners: Owners, search: string) =>
  titleWords(search).map((word) => token(key, owners, word));
