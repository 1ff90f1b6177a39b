"use client";

import { queryOptions } from "@tanstack/react-query";
import { api, API_BASE_URL } from "@/lib/api/client";
import { typedApi } from "@/lib/api/typed";
import type { RoomSignal } from "./schemas";

export type Side = "client" | "provider";

/** Query keys of session-room: other features invalidate only through these. */
export const sessionRoomKeys = {
  all: ["session-room"] as const,
  status: (id: string) => ["session-room", "status", id] as const,
};

/** Whether a session's room is open, when, and how long it was held (GET …/{id}/room). */
export const roomStatusQuery = (side: Side, id: string) =>
  queryOptions({
    queryKey: sessionRoomKeys.status(id),
    queryFn: async () =>
      (side === "client"
        ? await typedApi.get("/booking/{id}/room", { path: { id } })
        : await typedApi.get("/appointment/{id}/room", { path: { id } })
      ).data,
    staleTime: 30_000,
  });

/** Enters the room: its ICE servers and who is in it (POST …/{id}/room/join). */
export async function joinRoom(side: Side, id: string) {
  return (
    side === "client"
      ? await typedApi.post("/booking/{id}/room/join", { path: { id } })
      : await typedApi.post("/appointment/{id}/room/join", { path: { id } })
  ).data;
}

/** One signal to the room (POST /room/{id}/signal). */
export async function sendSignal(id: string, signal: RoomSignal) {
  return (await typedApi.post("/room/{id}/signal", { path: { id }, body: signal })).data;
}

/** The room's live stream, after the API client has made sure the token cookie is fresh. */
export async function openRoomStream(id: string) {
  await api.renewSession();
  return new EventSource(`${API_BASE_URL}/room/${id}/live`, { withCredentials: true });
}

/** Leaving as the page goes away: a beacon survives the tab closing; the stream's end does too. */
export function leaveOnUnload(id: string) {
  void sendSignal(id, { kind: "leave" }).catch(() => undefined);
}
