import "server-only";
import { optionalViewer, requireAuth } from "@/lib/server/auth-guard";
import { DomainError } from "@/lib/server/errors";
import { createRouter, ok, validate } from "@/lib/server/http";
import { liveStream } from "@/lib/server/live-stream";
import { answers, data, file } from "@/lib/server/openapi";
import { idParamSchema } from "@/lib/validation/common";
import { roomJoinAnswer, roomSignalAnswer, roomSignalSchema, roomStatusAnswer } from "../schemas";
import { joinRoom, openRoomAccess, roomStatus, type Side } from "./room";
import { announceJoin, roomEventOf, sendSignal, streamEnded } from "./signals";

/** One side's room paths: /booking/{id}/room… for the client and invitees, /appointment/… for the therapist. */
function sideRoutes(side: Side, guard: ReturnType<typeof requireAuth>) {
  return (
    createRouter()
      // Errors: NOT_FOUND (not a member), 401/403.
      .get(
        "/:id/room",
        guard,
        answers({ 200: data(roomStatusAnswer) }, ["NOT_FOUND"]),
        validate("param", idParamSchema),
        async (c) =>
          ok(c, await roomStatus(c.req.valid("param").id, c.get("viewer"), side, new Date())),
      )
      // Errors: ROOM_NOT_OPEN (409: outside 10 minutes before to 15 after, or a session held
      // elsewhere, decision 0319), NOT_FOUND, 401/403.
      .post(
        "/:id/room/join",
        guard,
        answers({ 200: data(roomJoinAnswer) }, ["ROOM_NOT_OPEN", "NOT_FOUND"]),
        validate("param", idParamSchema),
        async (c) => {
          const { id } = c.req.valid("param");
          const viewer = c.get("viewer");
          const joined = await joinRoom(id, viewer, side, new Date());
          await announceJoin(id, joined.members, viewer.userId);
          return ok(c, joined);
        },
      )
  );
}

/** Mounted under /booking (before booking's own routes: its /:id guards are the client's). */
export const bookingRoomRoutes = sideRoutes("booking", requireAuth("client"));
/** Mounted under /appointment. */
export const appointmentRoomRoutes = sideRoutes("appointment", requireAuth("provider"));

/** The room's live channel, under /room: the members' stream, and signals POSTed in. */
export const roomRoutes = createRouter()
  // Errors: ROOM_NOT_OPEN (409), NOT_FOUND (not a member), VALIDATION_FAILED, 401.
  .post(
    "/:id/signal",
    requireAuth(),
    answers({ 200: data(roomSignalAnswer) }, ["ROOM_NOT_OPEN", "NOT_FOUND"]),
    validate("param", idParamSchema),
    validate("json", roomSignalSchema),
    async (c) =>
      ok(
        c,
        await sendSignal(c.req.valid("param").id, c.get("viewer"), c.req.valid("json"), new Date()),
      ),
  )
  /**
   * Server-sent events (EventSource sends the token cookie): "ready", then "room" events for the
   * viewer in this room; "resync" when some may have been missed. Its end ends the viewer's stay.
   * Errors: ROOM_NOT_OPEN (409), NOT_FOUND, 401.
   */
  .get(
    "/:id/live",
    answers({ 200: file("text/event-stream", "Server-sent events: ready, room, resync.") }, [
      "UNAUTHORIZED",
      "ROOM_NOT_OPEN",
      "NOT_FOUND",
    ]),
    validate("param", idParamSchema),
    async (c) => {
      const viewer = await optionalViewer(c);
      if (!viewer) throw new DomainError("UNAUTHORIZED");
      const { id } = c.req.valid("param");
      await openRoomAccess(id, viewer, "room", new Date());
      return liveStream(c, viewer.userId, (event) => roomEventOf(id, event), {
        onClose: () => void streamEnded(id, viewer, new Date()).catch(() => undefined),
      });
    },
  );
