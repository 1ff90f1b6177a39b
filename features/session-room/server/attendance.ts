import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { roomAttendance } from "@/db/schema/session-room";
import { bookingRowById } from "@/features/booking/server/service";
import { ownRoomOf } from "@/features/practice/server/service";
import { heldMinutes, roomWindow, type Stay } from "../rules";

export type Session = Awaited<ReturnType<typeof bookingRowById>>;
type Timed = Pick<Session, "id" | "providerId" | "modality" | "startTime" | "endTime">;

/** Sessions held in the room: video and audio (decision 0308's JOIN_BY_LINK). */
const ROOM_MODALITIES = ["video", "audio"];

/**
 * Whether a session is held in the built-in room: a video or audio one whose therapist did not
 * choose their own room instead (decision 0319). Read now: a therapist who changes their choice
 * moves their sessions with it.
 */
export async function inBuiltInRoom(session: Pick<Session, "modality" | "providerId">) {
  return ROOM_MODALITIES.includes(session.modality) && !(await ownRoomOf(session.providerId));
}

export const windowOf = (session: Pick<Session, "startTime" | "endTime">) =>
  session.startTime && session.endTime ? roomWindow(session.startTime, session.endTime) : null;

const minutesOf = (session: Timed, stays: Stay[], now: Date) => {
  const minutes = heldMinutes(stays, session.providerId, now, windowOf(session)?.closesAt);
  return minutes > 0 ? minutes : null;
};

/** How long the session was held, from its attendance (null when nobody met the therapist). */
export async function heldOf(session: Timed, now: Date) {
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
  return minutesOf(session, stays, now);
}

/**
 * Whether sessions took place, for a list of one therapist's sessions (their earnings, decision
 * 0319): for each one held in the built-in room, the minutes held (null: nobody met there). A
 * session held elsewhere (in person, in Messages, the therapist's own room) is left out: nobody
 * knows. One read of the attendance for the whole list.
 */
export async function attendanceOf(sessions: Timed[], now: Date) {
  const own = new Map<string, boolean>();
  for (const providerId of new Set(sessions.map((s) => s.providerId)))
    own.set(providerId, (await ownRoomOf(providerId)) !== null);
  const inRoom = sessions.filter(
    (s) => ROOM_MODALITIES.includes(s.modality) && !own.get(s.providerId),
  );
  const out = new Map<string, number | null>();
  if (!inRoom.length) return out;
  const db = await getDb();
  const stays = await db
    .select({
      bookingId: roomAttendance.bookingId,
      userId: roomAttendance.userId,
      joinedAt: roomAttendance.joinedAt,
      leftAt: roomAttendance.leftAt,
    })
    .from(roomAttendance)
    .where(
      inArray(
        roomAttendance.bookingId,
        inRoom.map((s) => s.id),
      ),
    );
  for (const session of inRoom)
    out.set(
      session.id,
      minutesOf(
        session,
        stays.filter((stay) => stay.bookingId === session.id),
        now,
      ),
    );
  return out;
}

/**
 * Whether a session took place (decision 0319): true or false for one held in the built-in room
 * (someone met the therapist there), null for one held elsewhere, which nobody can tell.
 */
export async function tookPlace(bookingId: string, now: Date): Promise<boolean | null> {
  const session = await bookingRowById(bookingId);
  if (!(await inBuiltInRoom(session))) return null;
  return (await heldOf(session, now)) !== null;
}
