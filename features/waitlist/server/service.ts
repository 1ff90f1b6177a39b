import "server-only";

// The waitlist feature's surface for other features' servers and the composition root.
export { waitlistsOf } from "./entries";
