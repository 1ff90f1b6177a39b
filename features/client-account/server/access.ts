import "server-only";
import type { Viewer } from "@/lib/server/auth-guard";

/**
 * Whether a therapist cares for a client (a confirmed or completed session between them). The
 * booking feature knows; the API mount passes its answer in (app/api/app.ts), so this feature never
 * imports booking, which itself will show client faces.
 */
type CareRelation = (providerId: string, clientId: string) => Promise<boolean>;

let careRelation: CareRelation = async () => false;

export function setCareRelation(source: CareRelation) {
  careRelation = source;
}

/**
 * The one access check for a client's account data (picture, emergency contact, card): the
 * client themselves, or one of their own therapists. Everyone else is told it does not exist.
 */
export async function mayViewClient(viewer: Viewer | undefined, clientId: string) {
  if (!viewer) return false;
  if (viewer.userId === clientId) return true;
  return viewer.role === "provider" && careRelation(viewer.userId, clientId);
}
