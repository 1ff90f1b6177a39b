import "server-only";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { roomAttendance, roomMembers } from "@/db/schema/session-room";
import { namesOf } from "@/features/accounts/server/service";
import { bookingForViewer, bookingRowById } from "@/features/booking/server/service";
import { admittedInvitees } from "@/features/participants/server/service";
import type { Viewer } from "@/lib/server/auth-guard";
import { DomainError } from "@/lib/server/errors";
import { heldMinutes, roomState, roomWindow } from "../rules";
import type { RoomJoin, RoomMember, RoomRole, RoomStatus } from "../schemas";
import { iceServersFor, iceTransportPolicy } from "./turn";

/** Sessions held in the room: video and audio (decision 0308's JOIN_BY_LINK). */
const ROOM_MODALITIES = ["video", "audio"];

type Session = Awaited<ReturnType<typeof bookingRowById>>;
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

/** As roomAccess, and the room must be open at `now`: 409 ROOM_NOT_OPEN otherwise. */
export async function openRoomAccess(id: string, viewer: Viewer, side: Side, now: Date) {
  const access = await roomAccess(id, viewer, side, now);
  if (roomState(access.session, now) !== "open") throw new DomainError("ROOM_NOT_OPEN");
  return access;
}

const windowOf = (session: Session) =>
  session.startTime && session.endTime ? roomWindow(session.startTime, session.endTime) : null;

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

/** How long the session was held, from its attendance (null when nobody met the therapist). */
export async function heldOf(session: Session, now: Date) {
  const db = await getDb();
  const stays = await db
    .select({
      userId: roomAttendance.userId,
      joinedAt: roomAttendance.joinedAt,
      leftAt: roomAttendance.leftAt,
    })
    .from(roomAttendance)
    .where(eq(roomAttendance.bookingId, session.id))
    .orderBy(asc(roomAttendance.joinedAt));
  const minutes = heldMinutes(stays, session.providerId, now, windowOf(session)?.closesAt);
  return minutes > 0 ? minutes : null;
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
  return {
    roomId: id,
    state: roomState(session, now),
    opensAt: window?.opensAt.toISOString() ?? null,
    closesAt: window?.closesAt.toISOString() ?? null,
    audioOnly: session.modality === "audio",
    inRoom: ROOM_MODALITIES.includes(session.modality),
    heldMinutes: await heldOf(session, now),
  };
}
