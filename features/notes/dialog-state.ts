import { useCallback, useMemo, useSyncExternalStore } from "react";

/**
 * Spec section 3: the session and client note identifiers live in session storage, so an open
 * note dialog (add, edit, delete, preview, history) comes back after a reload of the same tab.
 * Session storage is the state itself (an external store), so the server render and the first
 * browser render agree (no dialog) and the stored one appears right after hydration.
 */
export type DialogState =
  { action: "add" } | { action: "edit" | "delete" | "preview" | "history"; noteId: string };

const keyOf = (type: "booking" | "client") =>
  type === "booking" ? "sessionNoteId" : "clientNoteId";
const EVENT = "note-dialog-change";

export function parseDialog(raw: string | null): DialogState | null {
  try {
    const value = JSON.parse(raw ?? "null") as DialogState | null;
    if (value?.action === "add") return value;
    if (
      value &&
      ["edit", "delete", "preview", "history"].includes(value.action) &&
      typeof value.noteId === "string" &&
      /^[0-9a-f-]{36}$/i.test(value.noteId)
    )
      return value;
  } catch {
    // A hand-edited value is dropped.
  }
  return null;
}

const subscribe = (listener: () => void) => {
  window.addEventListener(EVENT, listener);
  window.addEventListener("storage", listener);
  return () => {
    window.removeEventListener(EVENT, listener);
    window.removeEventListener("storage", listener);
  };
};

export function useNoteDialog(type: "booking" | "client") {
  const raw = useSyncExternalStore(
    subscribe,
    () => window.sessionStorage.getItem(keyOf(type)),
    () => null,
  );
  const dialog = useMemo(() => parseDialog(raw), [raw]);
  const setDialog = useCallback(
    (state: DialogState | null) => {
      if (state) window.sessionStorage.setItem(keyOf(type), JSON.stringify(state));
      else window.sessionStorage.removeItem(keyOf(type));
      window.dispatchEvent(new Event(EVENT));
    },
    [type],
  );
  return [dialog, setDialog] as const;
}
