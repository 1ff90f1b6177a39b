import "server-only";

/**
 * Opaque cursors: base64url JSON. `s` is a message's place (seq) to continue below; the chat
 * list adds `a`, the newest seq when its first page was read, so later pages see the list as it
 * was then and a conversation that moves to the top meanwhile is neither skipped nor repeated.
 */
export type Cursor = { s: number; a?: number };

export const encodeCursor = (cursor: Cursor) =>
  Buffer.from(JSON.stringify(cursor)).toString("base64url");

export function decodeCursor(value: string): Cursor | undefined {
  try {
    const parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as Cursor;
    const whole = (n: unknown) => typeof n === "number" && Number.isSafeInteger(n) && n >= 0;
    if (!whole(parsed.s) || (parsed.a !== undefined && !whole(parsed.a))) return undefined;
    return parsed;
  } catch {
    return undefined;
  }
}

/** ILIKE on user text: its own % and _ are literal. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
