import type { ErrorCode } from "./error-codes";

/** The API's answer shapes (DESIGN.md section 4), shared by the server's helpers and every api.ts. */

/** An item or an action's result. */
export type Data<T> = { data: T };

export type PageMeta = { page: number; pageSize: number; total: number };
/** A numbered page of a list. */
export type Page<T> = { data: T[]; meta: PageMeta };

export type CursorMeta = { nextCursor: string | null };
/** A slice of a list that grows while it is read (chat): ask again with `nextCursor`. */
export type CursorPage<T> = { data: T[]; meta: CursorMeta };

/** Every failure: a message in the caller's language, its code, and field messages for bad input. */
export type ErrorBody = {
  message: string;
  code: ErrorCode;
  errors?: Record<string, string>;
  requestId?: string;
};
