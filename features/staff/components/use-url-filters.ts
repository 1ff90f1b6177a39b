"use client";

import { useSearchParams } from "next/navigation";
import { usePathname, useRouter } from "@/lib/i18n/navigation";

/**
 * A console list's filters, held in the URL (issue 68: a list's URL holds its filters), so a
 * filtered page can be reloaded, shared and gone back to. Empty values leave the URL.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ""])) as Record<K, string>;
  const page = Math.max(1, Number(params.get("page")) || 1);
  const set = (next: Partial<Record<K | "page", string | number>>) => {
    const merged: Record<string, string | number> = { ...values, page, ...next };
    // A change of filter starts again from the first page.
    if (!("page" in next)) merged.page = 1;
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(merged))
      if (v !== "" && !(k === "page" && Number(v) === 1)) query.set(k, String(v));
    const search = query.toString();
    router.replace(search ? `${pathname}?${search}` : pathname);
  };
  return { values, page, set };
}
