"use client";

import { forwardRef, useId, type TextareaHTMLAttributes } from "react";
import { useFieldError } from "./text-field";

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  /** The text's length and its limit, shown under the field ("12/400") while it has no error. */
  count?: { length: number; max: number };
};

/** A labelled textarea with its error or its character count, like TextField. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, Props>(function TextAreaField(
  { label, error, count, className = "", id, rows = 4, ...textarea },
  ref,
) {
  const generated = useId();
  const fieldId = id ?? generated;
  const message = useFieldError()(error);
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        ref={ref}
        id={fieldId}
        rows={rows}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${fieldId}-error` : count ? `${fieldId}-count` : undefined}
        className={`mt-1 block w-full rounded-xl border bg-white px-3 py-2.5 text-ink shadow-sm outline-none transition focus:border-brand-600 focus:ring-2 focus:ring-brand-200 ${
          message ? "border-red-600" : "border-stone-300"
        }`}
        {...textarea}
      />
      {message ? (
        <p id={`${fieldId}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {message}
        </p>
      ) : count ? (
        <p id={`${fieldId}-count`} className="mt-1 text-right text-xs text-muted">
          {count.length}/{count.max}
        </p>
      ) : null}
    </div>
  );
});
