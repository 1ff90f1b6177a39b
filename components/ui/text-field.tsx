"use client";

import { useTranslations } from "next-intl";
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from "react";

/** Translates a schema's message key (Validation namespace); a server's message shows as it is. */
export function useFieldError() {
  const t = useTranslations("Validation");
  return (message: string | undefined) =>
    message ? (t.has(message as never) ? t(message as never) : message) : undefined;
}

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
};

export const TextField = forwardRef<HTMLInputElement, Props>(function TextField(
  { label, error, hint, className = "", id, ...input },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const message = useFieldError()(error);
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {/* A type always written (html-validate's no-implicit-input-type); a caller's wins. */}
      <input
        ref={ref}
        id={inputId}
        type="text"
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined}
        className={`mt-1 block w-full rounded-xl border bg-white px-3 py-2.5 text-ink shadow-sm outline-none transition focus:border-brand-600 focus:ring-2 focus:ring-brand-200 ${
          message ? "border-red-600" : "border-stone-300"
        }`}
        {...input}
      />
      {message ? (
        <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {message}
        </p>
      ) : hint ? (
        <p id={`${inputId}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
});
