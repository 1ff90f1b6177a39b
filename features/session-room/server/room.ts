import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { roomAttendance, roomMembers } from "@/db/schema/session-room";
import { namesOf } from "@/features/accounts/server/service";
import { bookingForViewer, bookingRowById } from "@/features/booking/server/service";
import { admittedInvitees } from "@/features/participants/server/service";
import type { Viewer } from "@/lib/server/auth-guard";
import { DomainError } from "@/lib/server/errors";
import { roomState } from "../rules";
import type { RoomJoin, RoomMember, RoomRole, RoomStatus } from "../schemas";
import { heldOf, inBuiltInRoom, windowOf, type Session } from "./attendance";
import { iceServersFor, iceTransportPolicy } from "./turn";

/** Which path asked: the client's (/booking, invitees too), the therapist's (/appointment), or /room. */
export type Side = "booking" | "appointment" | "room";
export type Access = { session: Session; role: RoomRole };

const isNotFound = (error: unknown) => error instanceof DomainError && error.code === "NOT_FOUND";

/**
 * The one access check of a room: the session, if the viewer is its therapist, its client or an
 * invitee who accepted and was not turned away; NOT_FOUND for anyone else (other therapists,
 * strangers, an invitee still undecided), so a room's id is never confirmed.
 */
export async function roomAccess(
  id: string,
  viewer: Viewer,
  side: Side,
  now: Date,
): Promise<Access> {
  if (viewer.role === "provider") {
    if (side === "booking") throw new DomainError("NOT_FOUND");
    return { session: await bookingForViewer(id, viewer, { now }), role: "therapist" };
  }
  if (side === "appointment") throw new DomainError("NOT_FOUND");
  try {
    return { session: await bookingForViewer(id, viewer, { now }), role: "client" };
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  const invitees = await admittedInvitees(id).catch(() => []);
  if (!invitees.some((invitee) => invitee.userId === viewer.userId))
    throw new DomainError("NOT_FOUND");
  return { session: await bookingRowById(id), role: "guest" };
}

/**
 * As roomAccess, and the room must be open at `now`: 409 ROOM_NOT_OPEN otherwise, and always for
 * a session not held in it (in person, in Messages, or in the therapist's own room, 0319).
 */
export async function openRoomAccess(id: string, viewer: Viewer, side: Side, now: Date) {
  const access = await roomAccess(id, viewer, side, now);
  if (roomState(access.session, now) !== "open" || !(await inBuiltInRoom(access.session)))
    throw new DomainError("ROOM_NOT_OPEN");
  return access;
}

/** Everyone who joined the room, with whether they are in it now and past the lobby. */
export async function membersOf(session: Session): Promise<RoomMember[]> {
  const db = await getDb();
  const [members, open] = await Promise.all([
    db.select().from(roomMembers).where(eq(roomMembers.bookingId, session.id)),
    db
      .selectDistinct({ userId: roomAttendance.userId })
      .from(roomAttendance)
      .where(and(eq(roomAttendance.bookingId, session.id), isNull(roomAttendance.leftAt))),
  ]);
  const present = new Set(open.map((row) => row.userId));
  const names = await namesOf(members.map((m) => m.userId));
  return members.map((m) => ({
    userId: m.userId,
    firstName: names.get(m.userId)?.firstName ?? "",
    role:
      m.userId === session.providerId
        ? "therapist"
        : m.userId === session.clientId
          ? "client"
          : "guest",
    present: present.has(m.userId),
    admitted: m.admittedAt !== null,
  }));
}

/**
 * POST /booking/{id}/room/join, /appointment/{id}/room/join: the viewer enters the room (their
 * stay begins, unless one is open already: a second tab or a rejoin after a drop) and gets what
 * their browser needs to call the others. The therapist is admitted by joining.
 */
export async function joinRoom(
  id: string,
  viewer: Viewer,
  side: Side,
  now: Date,
): Promise<RoomJoin> {
  const { session, role } = await openRoomAccess(id, viewer, side, now);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .insert(roomMembers)
      .values({
        bookingId: id,
        userId: viewer.userId,
        admittedAt: role === "therapist" ? now : null,
      })
      .onConflictDoNothing();
    const [open] = await tx
      .select({ id: roomAttendance.id })
      .from(roomAttendance)
      .where(
        and(
          eq(roomAttendance.bookingId, id),
          eq(roomAttendance.userId, viewer.userId),
          isNull(roomAttendance.leftAt),
        ),
      )
      .limit(1);
    if (!open)
      await tx
        .insert(roomAttendance)
        .values({ bookingId: id, userId: viewer.userId, joinedAt: now });
  });
  const members = await membersOf(session);
  const window = windowOf(session)!;
  return {
    roomId: id,
    userId: viewer.userId,
    role,
    admitted: members.some((m) => m.userId === viewer.userId && m.admitted),
    audioOnly: session.modality === "audio",
    opensAt: window.opensAt.toISOString(),
    closesAt: window.closesAt.toISOString(),
    iceServers: iceServersFor(viewer.userId, window.closesAt),
    iceTransportPolicy: iceTransportPolicy(),
    members,
  };
}

/** The viewer's open stays in the room end at `now` (leave, or their room stream ended). */
export async function endStay(id: string, userId: string, now: Date) {
  const db = await getDb();
  const ended = await db
    .update(roomAttendance)
    .set({ leftAt: sql`greatest(${roomAttendance.joinedAt}, ${now.toISOString()}::timestamptz)` })
    .where(
      and(
        eq(roomAttendance.bookingId, id),
        eq(roomAttendance.userId, userId),
        isNull(roomAttendance.leftAt),
      ),
    )
    .returning({ id: roomAttendance.id });
  return ended.length > 0;
}

/** The therapist lets `userId` past the lobby; false if they never joined. */
export async function admit(id: string, userId: string, now: Date) {
  const db = await getDb();
  const rows = await db
    .update(roomMembers)
    .set({ admittedAt: now })
    .where(
      and(
        eq(roomMembers.bookingId, id),
        eq(roomMembers.userId, userId),
        isNull(roomMembers.admittedAt),
      ),
    )
    .returning({ userId: roomMembers.userId });
  return rows.length > 0;
}

/** GET /booking/{id}/room and /appointment/{id}/room: whether the room is open, and when. */
export async function roomStatus(
  id: string,
  viewer: Viewer,
  side: Side,
  now: Date,
): Promise<RoomStatus> {
  const { session } = await roomAccess(id, viewer, side, now);
  const window = windowOf(session);
  const inRoom = await inBuiltInRoom(session);
  return {
    roomId: id,
    // A session held elsewhere has no room to open.
    state: inRoom ? roomState(session, now) : "closed",
    opensAt: window?.opensAt.toISOString() ?? null,
    closesAt: window?.closesAt.toISOString() ?? null,
    audioOnly: session.modality === "audio",
    inRoom,
    heldMinutes: await heldOf(session, now),
  };
}
