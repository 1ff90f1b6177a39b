"use client";

import { useSearchParams } from "next/navigation";
import { useTransition } from "react";
import { usePathname, useRouter } from "@/lib/i18n/navigation";

type Option = { value: string; label: string };

/**
 * One directory filter. Choosing a value puts it in the current page's query (a US state adds
 * ?state=), back to page 1; choosing nothing does nothing for the state selector's sake.
 */
export function FilterSelect({
  name,
  label,
  anyLabel,
  options,
  resets = [],
  value,
  anyValue = "",
}: {
  name: string;
  label: string;
  anyLabel: string;
  options: Option[];
  /** Filters that no longer make sense when this one changes (a state when the country changes). */
  resets?: string[];
  /** The value shown when the address has none (the country the directory started at). */
  value?: string;
  /** The "any" choice's value, when an empty one means something else (decision 0219). */
  anyValue?: string;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [pending, startTransition] = useTransition();

  function choose(value: string) {
    // The address bar, not the render's params: two quick choices must not undo each other.
    const next = new URLSearchParams(window.location.search);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete("page");
    for (const other of resets) next.delete(other);
    startTransition(() => router.push(`${pathname}?${next.toString()}`));
  }

  return (
    <label className="block text-sm">
      <span className="font-medium">{label}</span>
      <select
        name={name}
        value={params.get(name) || value || anyValue}
        disabled={pending}
        onChange={(e) => choose(e.target.value)}
        className="mt-1 block w-full rounded-xl border border-stone-300 bg-white px-3 py-2 shadow-sm"
      >
        <option value={anyValue}>{anyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
