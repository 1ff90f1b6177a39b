import { isAxiosError } from "./error-message";

/** Puts an API 400's field errors on the form's fields; answers whether any field got one. */
export function applyFieldErrors<F extends string>(
  error: unknown,
  setError: (field: F, error: { type: string; message: string }) => void,
  fields: readonly F[],
): boolean {
  if (!isAxiosError(error)) return false;
  const errors = (error.response?.data as { errors?: unknown } | undefined)?.errors;
  if (!errors || typeof errors !== "object" || Array.isArray(errors)) return false;
  let applied = false;
  for (const [field, message] of Object.entries(errors)) {
    if ((fields as readonly string[]).includes(field) && typeof message === "string") {
      setError(field as F, { type: "server", message });
      applied = true;
    }
  }
  return applied;
}
