"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api, API_BASE_URL } from "@/lib/api/client";
import { supportChatKeys } from "./chat-api";

export type SupportLiveStatus = "connecting" | "online" | "offline";

const RETRY_MAX_MS = 15_000;

/**
 * The support chat's live channel (decision 0811): each event names a conversation that changed,
 * and the widget's and the inbox's queries are read again. `enabled` false opens nothing (a
 * signed-out visitor has no stream).
 */
export function useLiveSupport(enabled = true): SupportLiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SupportLiveStatus>("connecting");

  useEffect(() => {
    // No stream where EventSource is missing (old browsers, jsdom): the chat still reads on open.
    if (!enabled || typeof EventSource === "undefined") return;
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let attempt = 0;
    const reread = () => {
      void queryClient.invalidateQueries({ queryKey: supportChatKeys.chat });
      void queryClient.invalidateQueries({ queryKey: supportChatKeys.inbox });
    };
    async function open() {
      if (stopped) return;
      // A stream cannot refresh an expired token itself: the API client does, through the cookie.
      await api.renewSession();
      if (stopped) return;
      source = new EventSource(`${API_BASE_URL}/support/chat/live`, { withCredentials: true });
      source.addEventListener("ready", () => {
        // Whatever changed while it was down is read again.
        if (attempt > 0) reread();
        attempt = 0;
        setStatus("online");
      });
      source.addEventListener("support-chat", reread);
      source.addEventListener("resync", reread);
      source.onerror = () => {
        setStatus("offline");
        attempt++;
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          timer = setTimeout(open, Math.min(RETRY_MAX_MS, 1000 * 2 ** attempt));
        }
      };
    }
    void open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [enabled, queryClient]);

  return enabled ? status : "offline";
}
