"use client";

import { useState, type MouseEvent } from "react";
import { renewSession, sessionNeedsRenewal } from "@/lib/api/client";

/**
 * A file's link and `<img src>` carry only the token cookie, which expires with the access token:
 * an expired one is renewed before the browser follows the link.
 */
export async function followWithFreshSession(event: MouseEvent<HTMLAnchorElement>) {
  if (!sessionNeedsRenewal()) return;
  event.preventDefault();
  const { href, target, download } = event.currentTarget;
  // Opened before the wait, while the click still counts as the person's: no popup blocker.
  const tab = target === "_blank" ? window.open("", "_blank") : null;
  await renewSession();
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

/** For media elements: one reload after a renewal when the first load is refused. */
export function useReloadWithFreshSession() {
  const [attempt, setAttempt] = useState(0);
  const onError = () => {
    if (attempt > 0 || !sessionNeedsRenewal()) return;
    void renewSession().then(() => setAttempt(1));
  };
  return { key: attempt, onError } as const;
}
