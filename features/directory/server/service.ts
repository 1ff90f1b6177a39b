import "server-only";

// The directory feature's surface (decision 0015): re-exports only. Its own files import the
// module that holds a thing, never this one, so it stays out of every import circle (issue 65).
export { topTherapistStates } from "./stats";
export { listProviders } from "./list";
export { publicProfile } from "./profile";
