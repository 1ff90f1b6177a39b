"use client";

import { useJoinInfo, useNextSession } from "@/features/booking/api";
import { RoomEntry } from "./room-entry";

/**
 * Inside the overview's "starting soon" card: the next video or audio session's built-in room,
 * unless its therapist uses their own room (decision 0319; the card then shows its link).
 */
export function NextSessionRoom({ role }: { role: "client" | "provider" }) {
  const { data: next } = useNextSession(role);
  const candidate =
    next?.status === "confirmed" && ["video", "audio"].includes(next.modality) ? next : null;
  const info = useJoinInfo(role, candidate?.identifier ?? "", candidate !== null);
  if (!candidate || info.data?.room !== "built-in") return null;
  return <RoomEntry bookingId={candidate.identifier} />;
}
