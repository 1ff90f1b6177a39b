import "server-only";
import { officeAddressOf, sessionLinkOf } from "@/features/practice/server/service";
import type { Viewer } from "@/lib/server/auth-guard";
import { JOIN_BY_LINK, type JoinInfo } from "../schemas";
import { bookingForViewer } from "./reads";

/**
 * GET /booking/{id}/join and /appointment/{id}/join (decision 0308): where the session happens.
 * A video or audio session's room link, an in-person session's office address. The therapist
 * always sees what their clients will; a client only while the session is confirmed (paid and
 * not yet over), so an unpaid hold or a cancelled booking does not hand out the room.
 */
export async function joinInfoOf(id: string, viewer: Viewer, now = new Date()): Promise<JoinInfo> {
  const row = await bookingForViewer(id, viewer, { now });
  const none = { modality: row.modality, link: null, address: null };
  if (viewer.role === "client" && row.status !== "confirmed") return none;
  return {
    modality: row.modality,
    link: JOIN_BY_LINK.includes(row.modality) ? (await sessionLinkOf(row.providerId)).link : null,
    address: row.modality === "in-person" ? await officeAddressOf(row.providerId) : null,
  };
}
