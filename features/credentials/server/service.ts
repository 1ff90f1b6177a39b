import "server-only";

// The credentials feature's surface for other features' servers (decision 0015).
// clearCredentials: accounts' deletion hook (features/accounts/server/routes.ts).
export { clearCredentials } from "./erase";
export { reviewVerification } from "./verification";
// verifiedAmong: the verified mark on recommended therapists (features/recommendations).
export { verifiedAmong } from "./verified";
