import "server-only";
import { getPreferences } from "./preferences";

// The client-account feature's surface for other features' servers (decision 0015). Its own
// routes use profile.ts, picture.ts, preferences.ts and card.ts directly.
export { setCareRelation } from "./access";
// clientCardFor: a client as their therapist sees them (picture or avatar, emergency contact);
// NOT_FOUND to anyone the client has had no confirmed session with. clientFaceOf: faces for lists.
export { clientCardFor, clientFaceOf } from "./card";
// clearClientProfile: accounts' deletion hook (features/accounts/server/routes.ts).
export { clearClientProfile } from "./erase";

/** What the recommendations rank by: the client's preferences (option ids and country). */
export const preferencesOf = getPreferences;
