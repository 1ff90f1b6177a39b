"use client";

import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { formatAmountInput } from "@/lib/money/currency";
import { TextField } from "./text-field";

/**
 * An amount as people type it (spec section 5): digits and commas only, regrouped with thousands
 * separators as they type. `field` is the form's `register("amount")`.
 */
export function AmountField({
  field,
  ...props
}: {
  field: UseFormRegisterReturn;
  label: string;
  hint?: ReactNode;
  error?: string;
  placeholder?: string;
}) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="off"
      {...props}
      {...field}
      onChange={(event) => {
        event.target.value = formatAmountInput(event.target.value);
        return field.onChange(event);
      }}
    />
  );
}
