import "server-only";

// The client-account feature's surface for other features' servers (decision 0015). Its own
// routes use profile.ts, picture.ts, preferences.ts and card.ts directly.
// clientCardFor: a client as their therapist sees them (picture or avatar, and their emergency
// contact once they had a session); NOT_FOUND to anyone they are not a client of. clientFaceOf:
// faces for lists.
// clearClientProfile: accounts' deletion hook (features/accounts/server/routes.ts).
// Re-exports only: the feature's own files import the module that holds a thing, never this
// one, so it stays out of every import circle (issue 65).
export { clientAccountOf, pictureFileOf, preferencesOf } from "./reads";
export { setCareRelation, setClientOf } from "./access";
export { clientCardFor, clientFaceOf } from "./card";
export { clearClientProfile } from "./erase";
