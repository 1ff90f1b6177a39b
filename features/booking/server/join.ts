import "server-only";
import { officeAddressOf, ownRoomOf } from "@/features/practice/server/service";
import type { Viewer } from "@/lib/server/auth-guard";
import { JOIN_BY_LINK, type JoinInfo } from "../schemas";
import { bookingForViewer, bookingRowById } from "./reads";
import type { Row } from "./types";

/**
 * Where a session happens: a video or audio session's room (the built-in one, or the therapist's
 * own at its link, decision 0319), an in-person one's office.
 */
async function placeOf(row: Pick<Row, "modality" | "providerId">): Promise<JoinInfo> {
  const byLink = JOIN_BY_LINK.includes(row.modality);
  const own = byLink ? await ownRoomOf(row.providerId) : null;
  return {
    modality: row.modality,
    room: byLink ? (own ? "own" : "built-in") : null,
    link: own,
    address: row.modality === "in-person" ? await officeAddressOf(row.providerId) : null,
  };
}

const nowhere = (row: Pick<Row, "modality">): JoinInfo => ({
  modality: row.modality,
  room: null,
  link: null,
  address: null,
});

/**
 * GET /booking/{id}/join and /appointment/{id}/join (decision 0308): where the session happens.
 * The therapist always sees what their clients will; a client only while the session is
 * confirmed (paid and not yet over), so an unpaid hold or a cancelled booking does not hand out
 * the room.
 */
export async function joinInfoOf(id: string, viewer: Viewer, now = new Date()): Promise<JoinInfo> {
  const row = await bookingForViewer(id, viewer, { now });
  if (viewer.role === "client" && row.status !== "confirmed") return nowhere(row);
  return placeOf(row);
}

/**
 * The same for someone the participants feature has let in to a session (an invitee who
 * accepted, decision 0309): the place while the session is confirmed, else only its modality.
 */
export async function sessionPlaceOf(bookingId: string, now = new Date()): Promise<JoinInfo> {
  const row = await bookingRowById(bookingId);
  const under = row.status === "confirmed" && (!row.endTime || row.endTime > now);
  return under ? placeOf(row) : nowhere(row);
}
