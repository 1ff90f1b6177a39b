"use client";

import { useState, type MouseEvent } from "react";
import { readToken } from "@/lib/api/session-cookies";
import { touchSession } from "../api";

/**
 * A file's link and `<img src>` carry only the token cookie, which expires with the access token.
 * Any API call refreshes it (the client's interceptor), so an expired one is renewed first.
 */
export async function followWithFreshSession(event: MouseEvent<HTMLAnchorElement>) {
  if (readToken()) return;
  event.preventDefault();
  const { href, target, download } = event.currentTarget;
  // Opened before the wait, while the click still counts as the person's: no popup blocker.
  const tab = target === "_blank" ? window.open("", "_blank") : null;
  await touchSession().catch(() => undefined);
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

/** For media elements: one reload after a refresh when the first load is refused. */
export function useReloadWithFreshSession() {
  const [attempt, setAttempt] = useState(0);
  const onError = () => {
    if (attempt > 0) return;
    void touchSession()
      .catch(() => undefined)
      .then(() => setAttempt(1));
  };
  return { key: attempt, onError } as const;
}
