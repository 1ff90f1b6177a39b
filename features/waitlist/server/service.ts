import "server-only";

// The waitlist feature's surface for other features' servers and the composition root.
export { clearWaitlists, waitlistsOf } from "./entries";
