import { isAxiosError } from "axios";
import { isErrorCode, type ErrorCode } from "./error-codes";

/** An error response's body as it arrives: checked field by field, never trusted whole. */
type UncheckedBody = { message?: unknown; errors?: unknown; code?: unknown };

/**
 * Spec section 8: the errors field if present (a list joined with ", ", a string as is,
 * a field map by its messages), else the response message, else a generic message.
 */
export function errorToMessage(error: unknown, generic: string): string {
  const body: UncheckedBody | undefined = isAxiosError(error) ? error.response?.data : undefined;
  const errors = body?.errors;
  if (Array.isArray(errors) && errors.length) return errors.map(String).join(", ");
  if (typeof errors === "string" && errors) return errors;
  if (errors && typeof errors === "object") {
    const values = Object.values(errors).flat().map(String).filter(Boolean);
    if (values.length) return values.join(", ");
  }
  if (typeof body?.message === "string" && body.message) return body.message;
  return generic;
}

/** The code of an API error envelope (`ErrorCode.TOKEN_EXPIRED`...); a code we do not know is none. */
export function errorCode(error: unknown): ErrorCode | undefined {
  if (!isAxiosError(error)) return undefined;
  const code = (error.response?.data as UncheckedBody | undefined)?.code;
  return isErrorCode(code) ? code : undefined;
}
