import type { AxiosError } from "axios";
import { isErrorCode, type ErrorCode } from "./error-codes";

/**
 * axios's own check (`isAxiosError` is exactly this), without importing axios: its entry module
 * brings all of axios, and the sign-in page shows these messages but loads the client on submit.
 */
export function isAxiosError(error: unknown): error is AxiosError {
  return (
    typeof error === "object" &&
    error !== null &&
    (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

/** An error response's body as it arrives: checked field by field, never trusted whole. */
type UncheckedBody = { message?: unknown; errors?: unknown; code?: unknown };

/**
 * Spec section 8: the errors field if present (a list joined with ", ", a string as is,
 * a field map by its messages), else the response message, else a generic message.
 */
export function errorToMessage(error: unknown, generic: string): string {
  const body = isAxiosError(error)
    ? (error.response?.data as UncheckedBody | undefined)
    : undefined;
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
