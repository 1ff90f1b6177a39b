import "server-only";

// The credentials feature's surface for other features' servers (decision 0015).
export { reviewVerification } from "./verification";
