import "server-only";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import type { Viewer } from "@/lib/server/auth-guard";
import { publish, type LiveEvent } from "@/lib/server/live";
import type { RoomEvent, RoomMember, RoomSignal } from "../schemas";
import { admit, endStay, membersOf, openRoomAccess } from "./room";

/**
 * Signalling over the live channel (decision 0601, issue 69). A member POSTs an offer, answer,
 * candidate, admit or leave; it travels as a "room" notice to the members it is for, through
 * the same fan-out as messages (Redis, PostgreSQL NOTIFY, or memory), so two people on two app
 * instances still reach each other. A session description is a few kilobytes of text: it travels
 * deflated, well under NOTIFY's 8000 bytes, and is never stored.
 */
export const ROOM_EVENT = "room";

type Payload = Pick<RoomEvent, "sdp" | "candidate" | "member">;

/** Sends one room event to `recipients`, its session description and candidate deflated. */
export async function publishRoomEvent(
  roomId: string,
  recipients: string[],
  kind: RoomEvent["kind"],
  from: string,
  payload: Payload = {},
) {
  if (!recipients.length) return;
  const packed = deflateRawSync(JSON.stringify(payload)).toString("base64");
  await publish({ recipients, type: ROOM_EVENT, roomId, kind, from, packed });
}

/** What a member's room stream passes on: this room's events, unpacked; nothing else. */
export function roomEventOf(roomId: string, event: LiveEvent): LiveEvent | undefined {
  if (event.type !== ROOM_EVENT || event.roomId !== roomId) return undefined;
  let payload: Payload = {};
  try {
    payload = JSON.parse(inflateRawSync(Buffer.from(String(event.packed), "base64")).toString());
  } catch {
    return undefined;
  }
  return { type: ROOM_EVENT, kind: event.kind, from: event.from, ...payload };
}

const others = (members: RoomMember[], userId: string) =>
  members.filter((m) => m.userId !== userId && m.present).map((m) => m.userId);

/**
 * POST /room/{id}/signal. Accepted only from a member of the room (404 for anyone else), while
 * it is open (409 ROOM_NOT_OPEN), who is in it (joined and not left; a leave needs only to have
 * joined, since the page's stream may end before its leave arrives). Media signals pass only
 * between two admitted members who are in the room; only the therapist admits. Anything else is
 * answered `{ delivered: false }` and goes nowhere.
 */
export async function sendSignal(id: string, viewer: Viewer, signal: RoomSignal, now: Date) {
  const { session, role } = await openRoomAccess(id, viewer, "room", now);
  const members = await membersOf(session);
  const me = members.find((m) => m.userId === viewer.userId);
  const target = members.find((m) => m.userId === signal.to);
  if (!me) return { delivered: false };
  switch (signal.kind) {
    // Leaving counts even after the person's stream ended first (the page closing it as it goes).
    case "leave": {
      await endStay(id, viewer.userId, now);
      await publishRoomEvent(id, others(members, viewer.userId), "leave", viewer.userId);
      return { delivered: true };
    }
    case "admit": {
      if (role !== "therapist" || !me.present || !target?.present) return { delivered: false };
      await admit(id, target.userId, now);
      const admitted = { ...target, admitted: true };
      // Everyone in the room learns of it, the therapist's other windows too: the newcomer
      // leaves the lobby and calls the others.
      const everyone = members.filter((m) => m.present).map((m) => m.userId);
      await publishRoomEvent(id, everyone, "admit", viewer.userId, {
        member: admitted,
      });
      return { delivered: true };
    }
    default: {
      if (
        !me.present ||
        !me.admitted ||
        !target?.present ||
        !target.admitted ||
        target.userId === me.userId
      )
        return { delivered: false };
      await publishRoomEvent(id, [target.userId], signal.kind, viewer.userId, {
        sdp: signal.sdp,
        candidate: signal.candidate,
      });
      return { delivered: true };
    }
  }
}

/** Someone joined: the others in the room see them (the therapist sees who is waiting). */
export async function announceJoin(id: string, members: RoomMember[], userId: string) {
  const member = members.find((m) => m.userId === userId);
  await publishRoomEvent(id, others(members, userId), "joined", userId, { member });
}

/** Someone's room stream ended: their stay ends, and the others see them gone. */
export async function streamEnded(id: string, viewer: Viewer, now: Date) {
  if (!(await endStay(id, viewer.userId, now))) return;
  const { session } = await openRoomAccess(id, viewer, "room", now).catch(() => ({
    session: null,
  }));
  if (!session) return;
  await publishRoomEvent(
    id,
    others(await membersOf(session), viewer.userId),
    "left",
    viewer.userId,
  );
}
