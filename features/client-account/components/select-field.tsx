"use client";

import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from "react";
import { useFieldError } from "@/components/ui/text-field";

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  children: ReactNode;
};

/** A labelled select that shows its field's message like TextField does. */
export const SelectField = forwardRef<HTMLSelectElement, Props>(function SelectField(
  { label, error, className = "", id, children, ...select },
  ref,
) {
  const generated = useId();
  const selectId = id ?? generated;
  const message = useFieldError()(error);
  return (
    <div className={className}>
      <label htmlFor={selectId} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${selectId}-error` : undefined}
        className={`mt-1 block w-full rounded-xl border bg-white px-3 py-2.5 text-ink shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-200 ${
          message ? "border-red-600" : "border-stone-300"
        }`}
        {...select}
      >
        {children}
      </select>
      {message && (
        <p id={`${selectId}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
});
