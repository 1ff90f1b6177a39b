"use client";
import { useTranslations } from "next-intl";
import toast from "react-hot-toast";
import { errorToMessage } from "@/lib/api/error-message";
import { applyFieldErrors } from "@/lib/api/form-errors";

/**
 * What a form does with a refused submit: the API's field errors go on the form's fields; any
 * other refusal is shown whole, as a toast unless `show` says where (the form's own alert), with
 * the generic message when the answer has none. `const showError = useFormError(form.setError,
 * FIELDS)`, then `catch (error) { showError(error); }`.
 */
export function useFormError<F extends string>(
  setError: (field: F, error: { type: string; message: string }) => void,
  fields: readonly F[],
  show: (message: string) => void = (message) => toast.error(message),
) {
  const tc = useTranslations("Common");
  return (error: unknown) => {
    if (!applyFieldErrors(error, setError, fields)) show(errorToMessage(error, tc("genericError")));
  };
}
