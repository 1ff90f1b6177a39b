import "server-only";
import type { Viewer } from "@/lib/server/auth-guard";
import { clientCardFor } from "./card";
import { getPreferences } from "./preferences";

// The client-account feature's surface for other features' servers (decision 0015). Its own
// routes use profile.ts, picture.ts, preferences.ts and card.ts directly.
export { setCareRelation } from "./access";
export { clientFaceOf } from "./card";

/**
 * A client's emergency contact for their own therapist's client page; null when none is saved.
 * Anyone else (another therapist, another client) gets NOT_FOUND, like the API answers.
 */
export async function emergencyContactFor(viewer: Viewer, clientId: string) {
  return (await clientCardFor(viewer, clientId)).emergencyContact;
}

/** What the recommendations rank by: the client's preferences (option ids and country). */
export const preferencesOf = getPreferences;
