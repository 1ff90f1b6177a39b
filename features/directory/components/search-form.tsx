"use client";

import { useTransition, type ReactNode } from "react";
import { usePathname, useRouter } from "@/lib/i18n/navigation";

/**
 * The directory's search and filters as one GET form. Before its scripts have run, "Search" sends
 * the words and every filter as chosen (a plain GET); after, it navigates without a reload and
 * each filter applies as soon as it is chosen (FilterSelect). Either way it starts at page 1 and
 * leaves out what was left empty.
 */
export function SearchForm({ label, children }: { label: string; children: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();

  function search(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const [key, value] of fields) {
      const text = String(value).trim();
      if (text && key !== "q") next.append(key, text);
    }
    // The words come last, as they always have in the directory's addresses.
    const q = String(fields.get("q") ?? "").trim();
    if (q) next.set("q", q);
    startTransition(() => router.push(`${pathname}?${next.toString()}`));
  }

  return (
    <form
      role="search"
      aria-label={label}
      method="get"
      onSubmit={search}
      aria-busy={pending || undefined}
      className="mt-6 grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      {children}
    </form>
  );
}
