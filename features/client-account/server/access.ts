import "server-only";
import type { Viewer } from "@/lib/server/auth-guard";

/**
 * Two relations between a therapist and a client, answered by the features that own their data
 * and passed in by the API mount (app/api/app.ts), so this feature imports neither:
 * - `clientOf`: the client is one of the therapist's clients, as their client list and
 *   `GET /client/profile/{id}` show them (the clients feature: any booking but a lapsed hold, or
 *   an accepted invitation);
 * - `careRelation`: they have had a confirmed or completed session (booking).
 */
type Relation = (providerId: string, clientId: string) => Promise<boolean>;

let clientOf: Relation = async () => false;
let careRelation: Relation = async () => false;

export function setClientOf(source: Relation) {
  clientOf = source;
}

export function setCareRelation(source: Relation) {
  careRelation = source;
}

/**
 * The one access check for a client's card and picture: the client themselves, or a therapist
 * they are a client of. The same rule puts them in that therapist's client list and profile
 * page, so a picture shown there always loads. Everyone else is told it does not exist.
 */
export async function mayViewClient(viewer: Viewer | undefined, clientId: string) {
  if (!viewer) return false;
  if (viewer.userId === clientId) return true;
  return viewer.role === "provider" && clientOf(viewer.userId, clientId);
}

/** A client's emergency contact: themselves, or a therapist they have had a session with. */
export async function mayViewEmergencyContact(viewer: Viewer, clientId: string) {
  if (viewer.userId === clientId) return true;
  return viewer.role === "provider" && careRelation(viewer.userId, clientId);
}
