"use client";

import {
  forwardRef,
  useId,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { useFieldError } from "@/components/ui/text-field";

const controlClass = (invalid: boolean) =>
  `mt-1 block w-full rounded-xl border bg-white px-3 py-2.5 text-ink shadow-sm outline-none transition focus:border-brand-600 focus:ring-2 focus:ring-brand-200 ${
    invalid ? "border-red-600" : "border-stone-300"
  }`;

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

export const SelectField = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string; children: ReactNode }
>(function SelectField({ label, error, className = "", children, ...select }, ref) {
  const id = useId();
  const message = useFieldError()(error);
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        className={controlClass(Boolean(message))}
        {...select}
      >
        {children}
      </select>
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
});

export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string; hint?: string }
>(function TextAreaField({ label, error, hint, className = "", ...area }, ref) {
  const id = useId();
  const message = useFieldError()(error);
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className={controlClass(Boolean(message))}
        {...area}
      />
      {message ? (
        <FieldError id={`${id}-error`} message={message} />
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
});

/** A group of checkboxes whose value is the list of checked identifiers. */
export function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  options: { identifier: string; name: string }[];
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
}) {
  const id = useId();
  const message = useFieldError()(error);
  return (
    <fieldset aria-describedby={message ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((o) => {
          const checked = value.includes(o.identifier);
          return (
            <label
              key={o.identifier}
              className={`flex cursor-pointer items-center gap-2 rounded-full px-3 py-1.5 text-sm ring-1 transition ${
                checked
                  ? "bg-brand-100 ring-brand-400"
                  : "bg-white ring-stone-300 hover:bg-stone-50"
              }`}
            >
              <input
                type="checkbox"
                checked={checked}
                onChange={(e) =>
                  onChange(
                    e.target.checked
                      ? [...value, o.identifier]
                      : value.filter((v) => v !== o.identifier),
                  )
                }
                className="accent-brand-600"
              />
              {o.name}
            </label>
          );
        })}
      </div>
      <FieldError id={`${id}-error`} message={message} />
    </fieldset>
  );
}

/**
 * A select bound to a form field as a controlled input, so a saved value shows as soon as its
 * option arrives (options load after the form's default values).
 */
export function FormSelect<T extends FieldValues>({
  control,
  name,
  label,
  onValueChange,
  children,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  onValueChange?: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          label={label}
          error={fieldState.error?.message}
          name={field.name}
          ref={field.ref}
          value={field.value ?? ""}
          onBlur={field.onBlur}
          onChange={(e) => {
            field.onChange(e.target.value);
            onValueChange?.(e.target.value);
          }}
        >
          {children}
        </SelectField>
      )}
    />
  );
}

/** A checkbox group bound to a list field; an empty list's error sits on the array's root. */
export function FormCheckboxGroup<T extends FieldValues>({
  control,
  name,
  legend,
  options,
}: {
  control: Control<T>;
  name: Path<T>;
  legend: string;
  options: { identifier: string; name: string }[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CheckboxGroup
          legend={legend}
          options={options}
          value={field.value}
          onChange={field.onChange}
          error={
            fieldState.error?.message ??
            (fieldState.error as { root?: { message?: string } } | undefined)?.root?.message
          }
        />
      )}
    />
  );
}
