import "server-only";

/** An opaque cursor of a cursor list: base64url JSON of where the next page starts. */
export const encodeCursor = (cursor: object) =>
  Buffer.from(JSON.stringify(cursor)).toString("base64url");

/** The cursor `value` stands for when it is one `isValid` accepts; undefined otherwise. */
export function decodeCursor<T>(value: string, isValid: (parsed: unknown) => parsed is T) {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
    return isValid(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}
