"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { bookingKeys } from "@/features/booking/api";
import { messageKeys } from "@/features/messaging/api";
import { participantKeys } from "@/features/participants/api";
import { waitlistKeys } from "@/features/waitlist/api";
import { api, API_BASE_URL } from "@/lib/api/client";
import { notificationKeys } from "./api";

const RETRY_MAX_MS = 15_000;
/** How often the counts are asked for while the stream is down. */
const OFFLINE_REFRESH_MS = 60_000;

/**
 * What news may have changed: the notifications, and the sessions, invitations and waitlist offers
 * they tell of.
 */
const NEWS_CHANGES = [notificationKeys.all, bookingKeys.all, participantKeys.all, waitlistKeys.all];

/**
 * Live news (decision 0520): while the page is in view, a server-sent stream says when something
 * was recorded for the person, and the bell and any session or invitation on the page ask again at
 * once; likewise the count of unread messages when a message came, went or was read. A hidden tab
 * closes its stream, since a browser allows a site six connections shared by all its tabs, and
 * asks again when shown. While the stream is down (refused, dropped, or never allowed through by a
 * proxy), the bell's count and the unread messages' are asked for every minute instead.
 */
export function useLiveNews(): void {
  const queryClient = useQueryClient();
  const [online, setOnline] = useState(false);

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let opened = 0;
    let missed = false;

    const askAgain = () => {
      for (const queryKey of NEWS_CHANGES) void queryClient.invalidateQueries({ queryKey });
    };
    const countUnread = () => void queryClient.invalidateQueries({ queryKey: messageKeys.unread });
    const catchUp = () => {
      askAgain();
      countUnread();
    };

    function close() {
      opened++;
      clearTimeout(timer);
      source?.close();
      source = undefined;
      setOnline(false);
    }

    async function open() {
      const mine = ++opened;
      // A stream cannot refresh an expired token itself: the API client does, through the cookie.
      await api.renewSession();
      if (mine !== opened) return;
      const stream = (source = new EventSource(`${API_BASE_URL}/notifications/live`, {
        withCredentials: true,
      }));
      stream.addEventListener("ready", () => {
        attempt = 0;
        setOnline(true);
        if (missed) catchUp();
        missed = false;
      });
      stream.addEventListener("news", askAgain);
      stream.addEventListener("unread", countUnread);
      stream.addEventListener("resync", catchUp);
      stream.onerror = () => {
        missed = true;
        setOnline(false);
        // EventSource retries a dropped stream itself; a refused one (401) it gives up on.
        if (stream.readyState === EventSource.CLOSED) {
          timer = setTimeout(
            () => void (mine === opened && open()),
            Math.min(RETRY_MAX_MS, 1000 * 2 ** attempt++),
          );
        }
      };
    }

    const onVisibility = () => {
      if (document.visibilityState === "hidden") {
        close();
        missed = true;
      } else if (!source) void open();
    };
    document.addEventListener("visibilitychange", onVisibility);
    if (document.visibilityState !== "hidden") void open();
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      close();
    };
  }, [queryClient]);

  useEffect(() => {
    if (online) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "hidden") return;
      for (const queryKey of [notificationKeys.unread, messageKeys.unread])
        void queryClient.invalidateQueries({ queryKey });
    }, OFFLINE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [online, queryClient]);
}
