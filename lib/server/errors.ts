import "server-only";
import { errorCodes, type ErrorCode } from "@/lib/api/error-codes";

/** Field name -> key of its message in the `Validation` namespace. */
export type FieldErrorKeys = Record<string, string>;

/**
 * The one error a service throws on purpose. It carries a code from lib/api/error-codes and, for
 * bad input, the message keys of the failing fields; the HTTP layer picks the status and words.
 */
export class DomainError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly details: {
      /** Values for the message's placeholders, e.g. { count: 2 }. */
      values?: Record<string, string | number>;
      /** Per-field message keys (Validation namespace). */
      errors?: FieldErrorKeys;
      /** Per-field texts that are data, not messages (e.g. the clashing weeks of a series). */
      rawErrors?: Record<string, string>;
    } = {},
  ) {
    super(code);
    this.status = errorCodes[code].status;
  }
}

/** Bad input found by a service rather than the schema: 400 with one field's message. */
export const fieldError = (field: string, key: string) =>
  new DomainError("VALIDATION_FAILED", { errors: { [field]: key } });
