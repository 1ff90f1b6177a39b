"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api, API_BASE_URL } from "@/lib/api/client";
import { applySeen, applyToChatList, messageKeys, upsertMessage } from "./api";
import type { Message } from "./schemas";

export type LiveStatus = "connecting" | "online" | "offline";

const RETRY_MAX_MS = 15_000;

/**
 * The live channel (decision 0601): server-sent events written into React Query's caches. After
 * any gap (a drop, a resync from the server) everything of messaging is read again, so what was
 * missed shows up. While down the status is "offline", never an error.
 */
export function useLiveMessages(): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>("connecting");

  useEffect(() => {
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let attempt = 0;
    let hadGap = false;

    const catchUp = () => void queryClient.invalidateQueries({ queryKey: messageKeys.all });

    const onMessage = (kind: "message" | "edited" | "deleted") => (event: MessageEvent<string>) => {
      const { message } = JSON.parse(event.data) as { message: Message };
      upsertMessage(queryClient, message);
      applyToChatList(queryClient, message, kind);
      void queryClient.invalidateQueries({ queryKey: messageKeys.unread });
    };

    async function open() {
      if (stopped) return;
      setStatus((s) => (s === "online" ? s : "connecting"));
      // A stream cannot refresh an expired token itself: the API client does, through the cookie.
      await api.renewSession();
      if (stopped) return;
      source = new EventSource(`${API_BASE_URL}/messages/live`, { withCredentials: true });
      source.addEventListener("ready", () => {
        attempt = 0;
        setStatus("online");
        if (hadGap) catchUp();
        hadGap = false;
      });
      source.addEventListener("message", onMessage("message"));
      source.addEventListener("edited", onMessage("edited"));
      source.addEventListener("deleted", onMessage("deleted"));
      source.addEventListener("seen", (event: MessageEvent<string>) => {
        applySeen(queryClient, JSON.parse(event.data));
        void queryClient.invalidateQueries({ queryKey: messageKeys.unread });
      });
      source.addEventListener("resync", catchUp);
      source.onerror = () => {
        hadGap = true;
        setStatus("offline");
        // EventSource retries a dropped stream itself; a refused one (401) it gives up on.
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          timer = setTimeout(open, Math.min(RETRY_MAX_MS, 1000 * 2 ** attempt++));
        }
      };
    }

    const goOnline = () => {
      // The stream may have outlived a short drop: then it only needs the missed changes.
      if (source?.readyState === EventSource.OPEN) {
        setStatus("online");
        if (hadGap) catchUp();
        hadGap = false;
        return;
      }
      source?.close();
      clearTimeout(timer);
      attempt = 0;
      void open();
    };
    const goOffline = () => {
      hadGap = true;
      setStatus("offline");
    };
    window.addEventListener("online", goOnline);
    window.addEventListener("offline", goOffline);
    void open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
      window.removeEventListener("online", goOnline);
      window.removeEventListener("offline", goOffline);
    };
  }, [queryClient]);

  return status;
}
