"use client";

import { useSearchParams } from "next/navigation";
import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import { usePathname, useRouter } from "@/lib/i18n/navigation";

/**
 * Words of a name or headline; searching keeps the other filters and starts at page 1. The limit
 * comes from the server: importing it from ../schemas would bring zod into the directory's JavaScript.
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
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [pending, startTransition] = useTransition();

  function search(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The form's own fields: the other filters, already without `page` (the hidden inputs below).
    const fields = new FormData(event.currentTarget);
    const q = String(fields.get("q") ?? "").trim();
    const next = new URLSearchParams();
    for (const [key, value] of fields) if (key !== "q") next.append(key, String(value));
    if (q) next.set("q", q);
    startTransition(() => router.push(`${pathname}?${next.toString()}`));
  }

  return (
    <form
      role="search"
      method="get"
      onSubmit={search}
      className="flex items-end gap-2 sm:col-span-full"
    >
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
      {/* Sent before hydration (a GET of this form), the search keeps the other filters too. */}
      {[...params]
        .filter(([key]) => key !== "q" && key !== "page")
        .map(([key, value]) => (
          <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
        ))}
      <Button type="submit" disabled={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
