"use client";

import { useState, type MouseEvent } from "react";
import { api, sessionNeedsRenewal } from "./client";

/**
 * Links and `<img src>` to private files carry only the token cookie, which expires with the
 * access token. A click on such a link renews an expired one before the browser follows it.
 */
export async function followWithFreshSession(event: MouseEvent<HTMLAnchorElement>) {
  if (!sessionNeedsRenewal()) return;
  event.preventDefault();
  const { href, target, download } = event.currentTarget;
  // Opened before the wait, while the click still counts as the person's: no popup blocker.
  const tab = target === "_blank" ? window.open("", "_blank") : null;
  await api.renewSession();
  if (tab) {
    tab.opener = null;
    tab.location.href = href;
    return;
  }
  const link = document.createElement("a");
  link.href = href;
  link.download = download;
  link.click();
}

/**
 * For an element loading `src` with the cookie: refused because the access token had just
 * expired, it is renewed and the element remounted (its key changes) to ask once more. Otherwise,
 * or the second time, `onGiveUp` runs.
 */
export function useReloadAfterRenewal(src: string | null | undefined, onGiveUp?: () => void) {
  const [renewedFor, setRenewedFor] = useState<string | null>(null);
  const onError = () => {
    if (!src || renewedFor === src || !sessionNeedsRenewal()) return onGiveUp?.();
    void api.renewSession().then(() => setRenewedFor(src));
  };
  return { key: renewedFor === src ? "renewed" : "first", onError };
}
