/**
 * Spec section 3: what the browser keeps, and in which storage. `local` outlives the tab (the
 * booking form's last choices); `session` ends with it (a booking note being written, the outcome
 * of a cancel). Never clinical text: a session or client note's content stays on the server.
 */
type Area = "local" | "session";
export type StoredKey = { area: Area; name: string };
const local = (name: string): StoredKey => ({ area: "local", name });
const session = (name: string): StoredKey => ({ area: "session", name });

/**
 * Every key, by the spec's name. Provider type, provider booking concerns and the session preview
 * URL have no flow here that needs them (decision 0525), so they have no key.
 */
export const STORED = {
  therapyCategoryIdentifier: local("therapyCategoryIdentifier"),
  modalityIdentifier: local("modalityIdentifier"),
  allowInvite: local("allowInvite"),
  clientBookingProfile: local("clientBookingProfile"),
  bookingNote: session("bookingNote"),
  /** The booking just sent to the payment page, with its choices: the way back (issue 74). */
  bookingInPayment: session("bookingInPayment"),
  cancelStatus: session("cancelStatus"),
} as const;

const storageOf = (area: Area): Storage | null => {
  try {
    return area === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    // No window (server render), or storage refused (a privacy mode): nothing is kept.
    return null;
  }
};

/** The stored value, or null when there is none or it is not the JSON this module wrote. */
export function readStored<T>(key: StoredKey): T | null {
  const raw = storageOf(key.area)?.getItem(key.name);
  if (raw == null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** Stores a value, or removes it when null; a full or refused storage only loses the memory. */
export function writeStored(key: StoredKey, value: unknown) {
  const storage = storageOf(key.area);
  try {
    if (value == null) storage?.removeItem(key.name);
    else storage?.setItem(key.name, JSON.stringify(value));
  } catch {
    // Quota exceeded: the form still works, it just will not remember.
  }
}

/**
 * At logout (and when the session ends or the account is deleted): everything this site kept in
 * the browser, both storages, so the next person on a shared computer finds none of it.
 */
export function clearBrowserStorage() {
  storageOf("local")?.clear();
  storageOf("session")?.clear();
}
