"use client";

import { useNextSession } from "@/features/booking/api";
import { RoomEntry } from "./room-entry";

/** Inside the overview's "starting soon" card: the next video or audio session's room. */
export function NextSessionRoom({ role }: { role: "client" | "provider" }) {
  const { data: next } = useNextSession(role);
  if (!next || next.status !== "confirmed" || !["video", "audio"].includes(next.modality))
    return null;
  return <RoomEntry bookingId={next.identifier} />;
}
