import "server-only";
import { decodeCursor as decodeCursorOf, encodeCursor } from "@/lib/server/cursor";

/**
 * Opaque cursors: base64url JSON. `s` is a message's place (seq) to continue below; the chat
 * list adds `a`, the newest seq when its first page was read, so later pages see the list as it
 * was then and a conversation that moves to the top meanwhile is neither skipped nor repeated.
 */
export type Cursor = { s: number; a?: number };

const whole = (n: unknown) => typeof n === "number" && Number.isSafeInteger(n) && n >= 0;

const isCursor = (parsed: unknown): parsed is Cursor => {
  const c = parsed as Cursor | null;
  return typeof c === "object" && c !== null && whole(c.s) && (c.a === undefined || whole(c.a));
};

export { encodeCursor };
export const decodeCursor = (value: string) => decodeCursorOf(value, isCursor);

/** ILIKE on user text: its own % and _ are literal. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
