import "server-only";

// The staff feature's surface for the API mount and other features' servers (decision 0015).
// resolveImpersonation: the auth guard's "view as" (set in app/api/app.ts).
export { resolveImpersonation } from "./impersonation";
export { grantStaffRoles, staffRolesOf } from "./staff-roles";
// The support inbox (features/support) sits behind the console's guard and writes its audit log.
export { requireStaff, type StaffEnv } from "./guard";
export { recordAudit } from "./audit";
export { STAFF_AREAS } from "../roles";
// The overview's count of support conversations waiting, wired in app/api/app.ts (0815).
export { setSupportWaitingSource } from "./overview";
