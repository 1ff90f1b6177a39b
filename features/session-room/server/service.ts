import "server-only";

// The session-room feature's surface for other features' servers (decision 0015): how long a
// session was held, from its attendance, and whether it took place (decision 0319).
export { attendanceOf, heldOf, tookPlace } from "./attendance";
