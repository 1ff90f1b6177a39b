"use client";

import { useTranslations } from "next-intl";
import type { InputHTMLAttributes } from "react";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "id"> & {
  id: string;
  /** The field's name, above the button ("Upload documents"). */
  label: string;
  /** What is chosen, beside the button, when the field keeps it (a CSV's name). */
  chosen?: string;
};

/**
 * A file field whose button speaks the page's language. The browser's own picker speaks the
 * browser's ("Choose Files", "No file chosen" on a German page), and, emptied after each pick so
 * the same file can be picked again, it says nothing is chosen while chosen files wait below.
 * The input stays the focusable control, named by the field's label; the button is its second
 * label, so a click on it opens the picker.
 */
export function FilePicker({ id, label, chosen, className = "", ...input }: Props) {
  const t = useTranslations("Common");
  return (
    <div className={className}>
      <label id={`${id}-label`} htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        <input
          id={id}
          type="file"
          aria-labelledby={`${id}-label`}
          className="peer sr-only"
          {...input}
        />
        <label
          htmlFor={id}
          className="cursor-pointer rounded-full bg-brand-100 px-4 py-2 text-sm font-semibold text-ink hover:bg-brand-200 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-50"
        >
          {t(input.multiple ? "chooseFiles" : "chooseFile")}
        </label>
        {chosen ? (
          <span className="min-w-0 break-all text-sm text-ink" title={chosen}>
            {chosen}
          </span>
        ) : null}
      </div>
    </div>
  );
}
