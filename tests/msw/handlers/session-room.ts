import { http, HttpResponse, sse } from "msw";
import type { Booking } from "@/features/booking/schemas";
import { roomState, roomWindow } from "@/features/session-room/rules";
import { roomSignalSchema, type RoomJoin, type RoomStatus } from "@/features/session-room/schemas";
import { ErrorCode } from "@/lib/api/error-codes";
import { authAnswer, demoClient } from "../fixtures/accounts";
import { completeEnded } from "../fixtures/booking";
import { mockTherapist } from "../fixtures/notes";
import { apiError, invalidInput } from "./errors";
import { apiPath } from "./lang";
import { usesOwnRoom } from "./session-link";

/**
 * The session room's twins (issue 69), deciding as features/session-room/server/room.ts does:
 * the mocked client on /booking/{id}/room…, the mocked therapist on /appointment/{id}/room…, the
 * window of 10 minutes before to 15 after, 404 for a booking they do not have. Nobody else is
 * ever in a mocked room, so signals are accepted and go nowhere, and the stream only says "ready".
 */
type Side = "client" | "provider";

const isClient = (request: Request) =>
  request.headers.get("authorization") === `Bearer ${authAnswer().token}`;
const isTherapist = (request: Request) =>
  request.headers.get("authorization") === `Bearer ${mockTherapist.token}`;

function sessionFor(request: Request, side: Side | "any", id: string) {
  const client = isClient(request);
  const therapist = isTherapist(request);
  if (!client && !therapist) return apiError(request, ErrorCode.UNAUTHORIZED);
  if ((side === "client" && therapist) || (side === "provider" && client))
    return apiError(request, ErrorCode.FORBIDDEN);
  const booking = completeEnded()[id];
  if (!booking) return apiError(request, ErrorCode.NOT_FOUND);
  return { booking, userId: client ? demoClient.identifier : mockTherapist.identifier, therapist };
}

const timesOf = (b: Booking) => ({
  status: b.status,
  startTime: b.startTime ? new Date(b.startTime) : null,
  endTime: b.endTime ? new Date(b.endTime) : null,
});

function statusOf(b: Booking): RoomStatus {
  const t = timesOf(b);
  const window = t.startTime && t.endTime ? roomWindow(t.startTime, t.endTime) : null;
  // Held in the built-in room unless the therapist uses their own (decision 0319).
  const inRoom = (b.modality === "video" || b.modality === "audio") && !usesOwnRoom();
  return {
    roomId: b.identifier,
    state: inRoom ? roomState(t, new Date()) : "closed",
    opensAt: window?.opensAt.toISOString() ?? null,
    closesAt: window?.closesAt.toISOString() ?? null,
    audioOnly: b.modality === "audio",
    inRoom,
    // A mocked session completed in the room was held for its length (reviews need it, 0319).
    heldMinutes:
      inRoom && b.status === "completed" && t.startTime && t.endTime
        ? Math.round((t.endTime.getTime() - t.startTime.getTime()) / 60_000)
        : null,
  };
}

const sideHandlers = (side: Side, prefix: string) => [
  http.get(apiPath(`${prefix}/:id/room`), ({ request, params }) => {
    const found = sessionFor(request, side, String(params.id));
    if (found instanceof Response) return found;
    return HttpResponse.json({ data: statusOf(found.booking) });
  }),
  http.post(apiPath(`${prefix}/:id/room/join`), ({ request, params }) => {
    const found = sessionFor(request, side, String(params.id));
    if (found instanceof Response) return found;
    const status = statusOf(found.booking);
    if (status.state !== "open") return apiError(request, ErrorCode.ROOM_NOT_OPEN);
    const role = found.therapist ? "therapist" : "client";
    const data: RoomJoin = {
      roomId: found.booking.identifier,
      userId: found.userId,
      role,
      admitted: found.therapist,
      audioOnly: status.audioOnly,
      opensAt: status.opensAt!,
      closesAt: status.closesAt!,
      iceServers: [],
      iceTransportPolicy: "all",
      members: [
        {
          userId: found.userId,
          firstName: found.therapist ? "Amaka" : demoClient.firstName,
          role,
          present: true,
          admitted: found.therapist,
        },
      ],
    };
    return HttpResponse.json({ data });
  }),
];

/** POST/GET under /booking/{id}/room, /appointment/{id}/room and /room/{id}. */
export const sessionRoomHandlers = [
  ...sideHandlers("client", "/booking"),
  ...sideHandlers("provider", "/appointment"),
  http.post(apiPath("/room/:id/signal"), async ({ request, params }) => {
    const found = sessionFor(request, "any", String(params.id));
    if (found instanceof Response) return found;
    const parsed = roomSignalSchema.safeParse(await request.json().catch(() => undefined));
    if (!parsed.success) return invalidInput(request, parsed.error.issues);
    if (statusOf(found.booking).state !== "open") return apiError(request, ErrorCode.ROOM_NOT_OPEN);
    return HttpResponse.json({ data: { delivered: parsed.data.kind === "leave" } });
  }),
  // The browser's EventSource only (Node has none; MSW refuses it there).
  ...(typeof EventSource === "undefined"
    ? []
    : [
        sse(apiPath("/room/:id/live"), ({ client }) => {
          client.send({ event: "ready", data: "{}" } as never);
        }),
      ]),
];
