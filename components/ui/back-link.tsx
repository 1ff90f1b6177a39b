"use client";

import type { MouseEvent, ReactNode } from "react";
import { Link, useRouter } from "@/lib/i18n/navigation";

/**
 * A back control (spec 2.5): a real link to `href` (the page's parent, or the home page), so it
 * works before the page's scripts run and opens in a new tab on a middle-click; a plain click goes
 * back in the browser's history when the page before was one of ours, and to `href` otherwise.
 */
export function BackLink({
  href = "/",
  className,
  children,
  "aria-label": ariaLabel,
}: {
  href?: string;
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
}) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const plain =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!plain || event.defaultPrevented) return;
    event.preventDefault();
    if (previousPageIsOurs()) window.history.back();
    else router.push(href);
  };
  return (
    <Link href={href} className={className} aria-label={ariaLabel} onClick={onClick}>
      {children}
    </Link>
  );
}

type NavigationApi = { canGoBack?: boolean };

/**
 * The Navigation API lists only this site's entries of the tab, so `canGoBack` is false for a
 * page opened directly or reached from another site, and true after any page of ours, whether
 * loaded or reached by a client-side navigation. Where the browser lacks it, a same-origin
 * referrer in a tab with history is the sign; a client-side navigation keeps the landing page's
 * referrer, so that errs towards `href`, never towards another site.
 */
export function previousPageIsOurs(): boolean {
  const navigation = (window as { navigation?: NavigationApi }).navigation;
  if (typeof navigation?.canGoBack === "boolean") return navigation.canGoBack;
  if (window.history.length <= 1 || !document.referrer) return false;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}
