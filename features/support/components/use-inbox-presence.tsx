"use client";

import { useEffect } from "react";
import { useSupportPresence } from "../chat-api";
import { useLiveSupport, type SupportLiveStatus } from "../use-live-support";

/** The inbox beats this often; the server counts staff online for three minutes after a beat. */
const HEARTBEAT_MS = 60_000;

/**
 * While a staff member has the inbox open they count as online (decision 0811): a heartbeat now
 * and every minute, and the live stream that brings conversations as they change.
 */
export function useInboxPresence(): SupportLiveStatus {
  const { mutate } = useSupportPresence();
  useEffect(() => {
    mutate();
    const timer = setInterval(() => mutate(), HEARTBEAT_MS);
    return () => clearInterval(timer);
  }, [mutate]);
  return useLiveSupport(true);
}

export function LiveMark({
  status,
  labels,
}: {
  status: SupportLiveStatus;
  labels: { live: string; reconnecting: string };
}) {
  const online = status === "online";
  // Nothing while the first connection is made: only a lost one is worth saying.
  if (status === "connecting") return null;
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-muted">
      <span
        aria-hidden="true"
        className={`size-2 rounded-full ${online ? "bg-emerald-500" : "bg-amber-500"}`}
      />
      {online ? labels.live : labels.reconnecting}
    </span>
  );
}
