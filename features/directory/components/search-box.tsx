"use client";

import { useSearchParams } from "next/navigation";
import { Button } from "@/components/ui/button";

/**
 * Words of a name or headline, and the button that sends them with the filters (SearchForm). The
 * limit comes from the server: importing it from ../schemas would bring zod into the directory's
 * JavaScript.
 */
export function SearchBox({
  label,
  placeholder,
  submitLabel,
  maxLength,
}: {
  label: string;
  placeholder: string;
  submitLabel: string;
  maxLength: number;
}) {
  const params = useSearchParams();
  return (
    <div className="flex items-end gap-2 sm:col-span-full">
      <label className="block flex-1 text-sm">
        <span className="font-medium">{label}</span>
        <input
          type="search"
          name="q"
          defaultValue={params.get("q") ?? ""}
          key={params.get("q") ?? ""}
          maxLength={maxLength}
          placeholder={placeholder}
          className="mt-1 block w-full rounded-xl border border-stone-300 bg-white px-3 py-2 shadow-sm"
        />
      </label>
      <Button type="submit">{submitLabel}</Button>
    </div>
  );
}
