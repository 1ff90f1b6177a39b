import "server-only";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export type FieldErrors = Record<string, string>;

/** A failure the API answers on purpose, rendered as the error envelope { message, errors?, code? }. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly extra: { code?: string; errors?: FieldErrors } = {},
  ) {
    super(message);
  }
}
