"use client";

import { usePathname, useSearchParams } from "next/navigation";

/**
 * A form's hidden `returnTo`: the page it is on, path and query, kept current across client-side
 * navigations (a layout's server-rendered field would keep the first page's). Put it in a
 * <Suspense>: reading the query opts a static page out of rendering it on the server.
 */
export function ReturnToInput() {
  // Both are null outside Next's router (component tests): the Referer is the fallback then.
  const pathname = usePathname() as string | null;
  const search = (useSearchParams() as URLSearchParams | null)?.toString() ?? "";
  if (!pathname) return null;
  return (
    <input type="hidden" name="returnTo" value={search ? `${pathname}?${search}` : pathname} />
  );
}
