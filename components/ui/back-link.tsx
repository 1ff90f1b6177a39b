"use client";

import type { MouseEvent, ReactNode } from "react";
import { Link, useRouter } from "@/lib/i18n/navigation";

/**
 * A back control (spec 2.5): a real link to `href`, so it works before the page's scripts run and
 * opens in a new tab on a middle-click. A plain click goes back in the browser's history when
 * that returns to the page the control names (so a list comes back with its search and scroll),
 * and follows the link otherwise: "Back to Dana Reyes" after the clients list goes to Dana's
 * page, not the list. Without a named page, it goes back after any page of ours, else home.
 */
export function BackLink({
  href,
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
  const target = href ?? "/";
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const plain =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!plain || event.defaultPrevented) return;
    event.preventDefault();
    const previous = previousPageOfOurs();
    if (previous !== null && (href === undefined || samePage(previous, href)))
      window.history.back();
    else router.push(target);
  };
  return (
    <Link href={target} className={className} aria-label={ariaLabel} onClick={onClick}>
      {children}
    </Link>
  );
}

type NavigationApi = {
  canGoBack?: boolean;
  currentEntry?: { index: number } | null;
  entries?: () => { url: string | null }[];
};

/**
 * The address of the page before this one in the tab when it is one of ours, else null. The
 * Navigation API lists only this site's entries, so a page opened directly or reached from
 * another site has none. Where the browser lacks it, a same-origin referrer in a tab with
 * history stands in; a client-side navigation keeps the landing page's referrer, so that errs
 * towards the link, never towards another site.
 */
export function previousPageOfOurs(): string | null {
  const navigation = (window as { navigation?: NavigationApi }).navigation;
  if (typeof navigation?.canGoBack === "boolean") {
    if (!navigation.canGoBack) return null;
    const index = navigation.currentEntry?.index ?? -1;
    return navigation.entries?.()[index - 1]?.url ?? "";
  }
  if (window.history.length <= 1 || !document.referrer) return null;
  try {
    return new URL(document.referrer).origin === window.location.origin ? document.referrer : null;
  } catch {
    return null;
  }
}

/** Whether an address is the page `href` names, in either language, whatever its query. */
function samePage(address: string, href: string) {
  const path = (value: string) =>
    new URL(value, window.location.origin).pathname
      .replace(/^\/de(?=\/|$)/, "")
      .replace(/\/+$/, "") || "/";
  try {
    return path(address) === path(href);
  } catch {
    return false;
  }
}
